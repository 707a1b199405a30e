import type { LoaderFunctionArgs } from 'react-router'
import { entityIdOf, notFoundIfMissing } from '../../app/entity-route'
import { handleNavigationError } from '../../app/navigation-errors'
import { queryClient } from '../../app/query-client'
import { talentProfileQuery } from './api'

/**
 * Loads the profile before the page renders, so an unknown id (or another client's
 * talent, which the server reports the same way) shows the 404 page, not an empty shell.
 */
export async function talentLoader({ params }: LoaderFunctionArgs) {
  const id = entityIdOf(params.id)
  try {
    await queryClient.ensureQueryData(talentProfileQuery(id))
    return { id }
  } catch (error) {
    return handleNavigationError(notFoundIfMissing(error))
  }
}
