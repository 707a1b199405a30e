import type { SourcingActionResponse } from '../../../shared/contracts/sourcing'
import { askAvailability } from '../../api/availability'
import { errorText } from '../../app/api-error'
import { i18n, translateIfKnown } from '../../i18n/i18n'
import { showToast } from '../../ui/toasts/toast-store'
import { dataHarbourAction, invitationAction, inviteTalents } from './api'
import type { SourcingController } from './sourcing-controller'
import { rowAllows, type SourcingAction, type SourcingRow } from './sourcing-rows'

/*
 * The sourcing actions as the commands run them: on the selection (else the focused row),
 * only the rows the action applies to; one toast says how many it did and how many it
 * could not (with the first reason), and the lists and stage counts refresh (api.ts).
 */
const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options)

/** The rows of the targets the action applies to. */
export const actionRows = (c: SourcingController, action: SourcingAction): SourcingRow[] =>
  c.targets().filter((row) => rowAllows(row, action))

function call(c: SourcingController, action: SourcingAction, rows: SourcingRow[]) {
  const { projectId } = c
  const ids = rows.map((row) => Number(row.id))
  if (action === 'reinvite' || action === 'withdraw')
    return invitationAction.run({ projectId, invitationIds: ids, action })
  if (action === 'askAvailability') {
    const talentIds = [...new Set(rows.map((row) => row.talentId).filter((id): id is number => id !== null))]
    return askAvailability.run({ projectId, talentIds })
  }
  if (action === 'invite' && c.stage === 'suggested')
    return inviteTalents.run({ projectId, talentIds: ids }) as Promise<SourcingActionResponse>
  return dataHarbourAction.run({ projectId, matchingIds: ids, action: action as 'invite' })
}

export async function runSourcingAction(c: SourcingController, action: SourcingAction): Promise<void> {
  const rows = actionRows(c, action)
  if (rows.length === 0) return
  try {
    const result = await call(c, action, rows)
    if (result.succeededIds.length > 0) {
      const name = rows.length === 1 ? rows[0].name : ''
      showToast('success', t(`msp.v2.sourcing.done.${action}`, { count: result.succeededIds.length, name }))
      c.clearSelection()
    }
    if (result.failures.length > 0) {
      const reason = translateIfKnown(result.failures[0].reason) ?? ''
      showToast('error', t('msp.v2.sourcing.failed', { count: result.failures.length, reason }))
    }
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}
