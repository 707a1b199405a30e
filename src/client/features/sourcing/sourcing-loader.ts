import type { LoaderFunctionArgs } from 'react-router'
import { pipelineStagesQuery } from '../../api/projects'
import { entityIdOf, notFoundIfMissing } from '../../app/entity-route'
import { handleNavigationError } from '../../app/navigation-errors'
import { queryClient } from '../../app/query-client'

/** The project's stages (title, menu, counts) before a sourcing list renders; an unknown project is a 404. */
export async function sourcingLoader({ params }: LoaderFunctionArgs) {
  const projectId = entityIdOf(params.id)
  try {
    await queryClient.ensureQueryData(pipelineStagesQuery(projectId))
    return { projectId }
  } catch (error) {
    return handleNavigationError(notFoundIfMissing(error))
  }
}
