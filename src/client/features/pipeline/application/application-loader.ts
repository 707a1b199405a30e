import { data, type LoaderFunctionArgs } from 'react-router'
import { toApiError } from '../../../app/api-error'
import { handleNavigationError } from '../../../app/navigation-errors'
import { queryClient } from '../../../app/query-client'
import { applicationDetailQuery } from './api'

/** /application/:appId: an unknown id (or another client's) shows the 404 page, not an empty shell. */
export async function applicationLoader({ params }: LoaderFunctionArgs) {
  const appId = Number(params.appId)
  if (!Number.isInteger(appId) || appId <= 0) throw data(null, { status: 404 })
  try {
    await queryClient.ensureQueryData(applicationDetailQuery(appId))
    return { appId }
  } catch (error) {
    const { status } = toApiError(error)
    if (status === 404 || status === 403) throw data(null, { status: 404 })
    return handleNavigationError(error)
  }
}
