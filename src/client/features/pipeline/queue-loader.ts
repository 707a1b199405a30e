import { data, type LoaderFunctionArgs } from 'react-router'
import { isApplicationStage } from './pipeline-paths'

/** A queue of a stage that lists no applications (or no stage at all) is the 404 page. */
export function queueLoader({ params }: LoaderFunctionArgs) {
  if (!isApplicationStage(params.stage)) throw data(null, { status: 404 })
  return null
}
