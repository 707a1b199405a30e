import { data, type LoaderFunctionArgs, redirect, type ShouldRevalidateFunctionArgs } from 'react-router'
import { pipelineStagesQuery } from '../../api/projects'
import { entityIdOf, notFoundIfMissing } from '../../app/entity-route'
import { handleNavigationError } from '../../app/navigation-errors'
import { queryClient } from '../../app/query-client'
import { isApplicationStage, pipelinePath } from './pipeline-paths'

const projectIdOf = entityIdOf

/** §2: /project/:id opens the project's active stage. */
export function projectIndexLoader({ params }: LoaderFunctionArgs) {
  return redirect(pipelinePath(projectIdOf(params.id), 'active'))
}

/**
 * Loads the stages (header, menu, counts) before the screen renders: an unknown project,
 * another client's one or a status that is not a stage shows the 404 page.
 */
export async function pipelineLoader({ params }: LoaderFunctionArgs) {
  const projectId = projectIdOf(params.id)
  if (!isApplicationStage(params.status)) throw data(null, { status: 404 })
  try {
    await queryClient.ensureQueryData(pipelineStagesQuery(projectId))
    return { projectId }
  } catch (error) {
    return handleNavigationError(notFoundIfMissing(error))
  }
}

/**
 * Moving through rows (the application in the pane, the selection in the query) is not a
 * new page: only another project or stage runs the loader again.
 */
export function pipelineShouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.id !== nextParams.id || currentParams.status !== nextParams.status
}
