import { data, type LoaderFunctionArgs } from 'react-router'
import { toApiError } from '../../app/api-error'
import { handleNavigationError } from '../../app/navigation-errors'
import { queryClient } from '../../app/query-client'
import { talentProfileQuery } from './api'

/**
 * Loads the profile before the page renders, so an unknown id (or another client's
 * talent, which the server reports the same way) shows the 404 page, not an empty shell.
 */
export async function talentLoader({ params }: LoaderFunctionArgs) {
  const id = Number(params.id)
  if (!Number.isInteger(id) || id <= 0) throw data(null, { status: 404 })
  try {
    await queryClient.ensureQueryData(talentProfileQuery(id))
    return { id }
  } catch (error) {
    const { status } = toApiError(error)
    if (status === 404 || status === 403) throw data(null, { status: 404 })
    return handleNavigationError(error)
  }
}
