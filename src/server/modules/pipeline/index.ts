import type { ServerModule } from '../module'
import { applicationRoutes, pipelineStageRoutes } from './routes'

/** The application pipeline (projectApplication = application): stages, row actions, bulk runs, undo, and the application detail with its notes, history and screening answers. */
export const pipelineModule: ServerModule = {
  name: 'pipeline',
  mounts: [
    ['/api/projectApplication', applicationRoutes],
    ['/api/project', pipelineStageRoutes],
  ],
}

export { legalEntityIdsOf } from './application-bulk-service'
export { loadOwnedApplication } from './application-detail'
export { loadApplicationRows, loadRowPageJson, seenSinceMovedSql } from './application-rows'
export { historyPage } from './history-page'
export { type HistoryInsert, insertHistory, textArray } from './pipeline-sql'
export { pipelineStages } from './pipeline-stages-service'
export { rebuildStageCounts } from './stage-counts'
export { bulkApplicationActionHandler, bulkRejectHandler } from './tasks/bulk-application'
export { undoBulkRejectHandler } from './tasks/undo-bulk'
export { warmBulkWritePath } from './warm-writes'
