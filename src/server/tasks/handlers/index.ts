import type { TaskHandler } from '../types'
import { bulkApplicationActionHandler, bulkRejectHandler } from './bulk-application'
import { undoBulkRejectHandler } from './undo-bulk'

/** Every task type the runner knows; a task of an unknown type fails. */
export const taskHandlers: readonly TaskHandler[] = [
  bulkRejectHandler,
  bulkApplicationActionHandler,
  undoBulkRejectHandler,
]
