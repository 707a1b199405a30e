import type { ApplicationAction, ApplicationRow } from '../../../shared/contracts/pipeline'
import { allowedApplicationActions, STATUS_ACTIONS } from '../../../shared/domain/pipeline'

const STATUS_ACTION_SET: ReadonlySet<ApplicationAction> = new Set(STATUS_ACTIONS)

/**
 * Whether an action can apply to a row, for the commands' `when` (the server's rules of
 * shared/domain/pipeline.ts; its preflight names the rows that would still fail).
 */
export function rowAllows(
  action: ApplicationAction,
  row: ApplicationRow,
  options: { manualHire?: boolean } = {},
): boolean {
  if (STATUS_ACTION_SET.has(action)) return allowedApplicationActions(row.status, options).includes(action)
  if (action === 'confirmPoolMembership') return row.pendingPoolMembership
  if (action === 'removeLabel') return row.labels.length > 0
  return true
}
