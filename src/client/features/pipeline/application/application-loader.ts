import type { LoaderFunctionArgs } from 'react-router'
import { entityIdOf, notFoundIfMissing } from '../../../app/entity-route'
import { handleNavigationError } from '../../../app/navigation-errors'
import { queryClient } from '../../../app/query-client'
import { applicationDetailQuery } from './api'

/** /application/:appId: an unknown id (or another client's) shows the 404 page, not an empty shell. */
export async function applicationLoader({ params }: LoaderFunctionArgs) {
  const appId = entityIdOf(params.appId)
  try {
    await queryClient.ensureQueryData(applicationDetailQuery(appId))
    return { appId }
  } catch (error) {
    return handleNavigationError(notFoundIfMissing(error))
  }
}
