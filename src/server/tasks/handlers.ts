import { bulkEmailHandler } from '../modules/email'
import { bulkApplicationActionHandler, bulkRejectHandler, undoBulkRejectHandler } from '../modules/pipeline'
import { vmsSendHandler } from '../modules/vms'
import type { TaskHandler } from './types'

/** Every task type the runner knows; a task of an unknown type fails. */
export const taskHandlers: readonly TaskHandler[] = [
  bulkRejectHandler,
  bulkApplicationActionHandler,
  undoBulkRejectHandler,
  bulkEmailHandler,
  vmsSendHandler,
]
