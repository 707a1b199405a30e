import { sql } from 'drizzle-orm'
import type { UpdateRatesRequest, VmsRowFailure } from '../../../shared/contracts/vms'
import { VMS_REASONS } from '../../../shared/domain/vms'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { nowOf } from '../../kernel/clock'
import { legalEntityScope } from '../auth'
import { type HistoryInsert, insertHistory, loadApplicationRows, loadOwnedApplication } from '../pipeline'

/**
 * POST projectApplication/upload/cancel: cancels sends still pending (status sp). Not yet on
 * its way: cancelled here at once, back to active. On its way: withdrawn once the VMS answered
 * (the dispatcher asks the VMS to withdraw it). With the client already: not pending any more.
 */
export async function cancelSend(deps: AppDeps, user: AuthUser, ids: number[]) {
  const now = nowOf(deps)
  const at = now.toISOString()
  const { succeededIds, failures } = await deps.db.transaction(async (tx) => {
    const rows = rowsOf<{
      id: number
      status: string
      legal_entity_id: number
      sub_id: number | null
      state: string | null
    }>(
      await tx.execute(sql`
        SELECT a.id, a.status, p.legal_entity_id, s.id AS sub_id, s.state
        FROM applications a JOIN projects p ON p.id = a.project_id
        LEFT JOIN LATERAL (SELECT s.id, s.state FROM vms_submissions s WHERE s.application_id = a.id
          ORDER BY s.id DESC LIMIT 1) s ON true
        WHERE a.id = ANY(${intArray(ids)}) AND a.client_id = ${user.clientId}
          AND ${legalEntityScope(user, sql`p.legal_entity_id`)}
        ORDER BY a.id FOR UPDATE OF a`),
    )
    const byId = new Map(rows.map((r) => [Number(r.id), r]))
    const done: number[] = []
    const fails: VmsRowFailure[] = []
    const backToActive: number[] = []
    const toCancel: number[] = []
    const toWithdraw: number[] = []
    const flagOnly: number[] = []
    for (const id of ids) {
      const r = byId.get(id)
      if (!r) fails.push({ id, reason: VMS_REASONS.unknown, params: {} })
      else if (r.status !== 'sp' || r.state === 'confirmed')
        fails.push({ id, reason: VMS_REASONS.notPending, params: { status: r.status } })
      else {
        done.push(id)
        if (r.state === 'queued') {
          toCancel.push(Number(r.sub_id))
          backToActive.push(id)
        } else if (r.state === 'accepted') toWithdraw.push(Number(r.sub_id))
        else if (r.state === 'sending') flagOnly.push(Number(r.sub_id))
        else if (r.state !== 'withdrawing') backToActive.push(id)
      }
    }
    if (toCancel.length > 0)
      await tx.execute(sql`
        UPDATE vms_submissions SET state = 'cancelled', cancel_requested = true, updated_at = ${at}::timestamptz
        WHERE id = ANY(${intArray(toCancel)})`)
    if (toWithdraw.length > 0)
      await tx.execute(sql`
        UPDATE vms_submissions SET state = 'withdrawing', cancel_requested = true, next_attempt_at = ${at}::timestamptz,
          updated_at = ${at}::timestamptz
        WHERE id = ANY(${intArray(toWithdraw)})`)
    if (flagOnly.length > 0)
      await tx.execute(sql`
        UPDATE vms_submissions SET cancel_requested = true, updated_at = ${at}::timestamptz
        WHERE id = ANY(${intArray(flagOnly)})`)
    if (backToActive.length > 0) {
      await tx.execute(sql`
        UPDATE applications SET status = 'a', vms_message = NULL, msp_pipeline_last_updated = ${at}::timestamptz
        WHERE id = ANY(${intArray(backToActive)})`)
      const history: HistoryInsert[] = backToActive.map((id) => ({
        entityId: id,
        event: 'MSP_CHANGED_STATUS',
        oldValue: { status: 'sp' },
        newValue: { status: 'a', cancelled: true },
      }))
      await insertHistory(tx, user.clientId, user.id, 'application', history, now)
    }
    return { succeededIds: done, failures: fails }
  })
  deps.vms?.dispatcher?.wake()
  return { succeededIds, failures, rows: await loadApplicationRows(deps.db, user.clientId, succeededIds) }
}

/** POST projectApplication/{id}/updateRates (§7): the application's rates, e.g. from the send preflight. */
export async function updateRates(deps: AppDeps, user: AuthUser, id: number, body: UpdateRatesRequest) {
  const { app } = await loadOwnedApplication(deps.db, user, id)
  const now = nowOf(deps)
  const next = {
    rate: body.rate.toFixed(2),
    rateUnit: body.rateUnit ?? app.rateUnit,
    currency: body.currency ?? app.currency,
    clientRate:
      body.clientRate === undefined
        ? app.clientRate
        : body.clientRate === null
          ? null
          : body.clientRate.toFixed(2),
  }
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`
      UPDATE applications SET rate = ${next.rate}::numeric, rate_unit = ${next.rateUnit}, currency = ${next.currency},
        client_rate = ${next.clientRate}::numeric, updated_at = ${now.toISOString()}::timestamptz,
        msp_pipeline_last_updated = ${now.toISOString()}::timestamptz
      WHERE id = ${id}`)
    await insertHistory(
      tx,
      user.clientId,
      user.id,
      'application',
      [
        {
          entityId: id,
          event: 'MSP_UPDATED',
          oldValue: {
            rate: app.rate,
            rateUnit: app.rateUnit,
            currency: app.currency,
            clientRate: app.clientRate,
          },
          newValue: next,
        },
      ],
      now,
    )
  })
  return {
    id,
    rate: next.rate,
    rateUnit: next.rateUnit,
    currency: next.currency,
    clientRate: next.clientRate,
  }
}
