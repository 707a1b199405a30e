import { bulkEmailHandler } from '../modules/email'
import { suggestedCountsHandler } from '../modules/matching'
import { bulkApplicationActionHandler, bulkRejectHandler, undoBulkRejectHandler } from '../modules/pipeline'
import { poolAcceptBulkHandler, poolDenyBulkHandler } from '../modules/pools'
import { vmsSendHandler } from '../modules/vms'
import type { TaskHandler } from './types'

/** Every task type the runner knows; a task of an unknown type fails. */
export const taskHandlers: readonly TaskHandler[] = [
  bulkRejectHandler,
  bulkApplicationActionHandler,
  undoBulkRejectHandler,
  poolAcceptBulkHandler,
  poolDenyBulkHandler,
  bulkEmailHandler,
  vmsSendHandler,
  suggestedCountsHandler,
]
