import { eq, sql } from 'drizzle-orm'
import { BULK_TASK_THRESHOLD } from '../../../shared/contracts/pipeline'
import type {
  VmsPreflightResponse,
  VmsRowFailure,
  VmsSendRequest,
  VmsSendResponse,
} from '../../../shared/contracts/vms'
import { VMS_REASONS, type VmsSendMode } from '../../../shared/domain/vms'
import type { DbOrTx } from '../../db/client'
import { tasks } from '../../db/schema/all'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { nowOf } from '../../kernel/clock'
import { enqueueTask, toTaskDto } from '../../tasks/queue'
import { legalEntityScope } from '../auth'
import { loadApplicationRows } from '../pipeline'
import { evaluateSend, failuresOf } from './preflight'
import { loadSendProjects, loadSendRows, type SendRow } from './send-rows'
import { writeSendPlans } from './submission-writes'

/** §7 projectApplication/upload: preflight, send (at once or as a task), re-send. */

export const VMS_SEND_TASK = 'vmsSend'
/** Rows a preflight reads per statement: PGlite runs it on the server's thread. */
const SLICE = 500

const connectedOf = (deps: AppDeps) => (legalEntityId: number) =>
  deps.vms?.connections.get(legalEntityId) != null

async function evaluateIds(
  db: DbOrTx,
  user: AuthUser,
  ids: readonly number[],
  mode: VmsSendMode,
  connected: (le: number) => boolean,
  lock: boolean,
) {
  const rows = await loadSendRows(db, user, ids, lock)
  const projects = await loadSendProjects(
    db,
    user.clientId,
    [...new Set([...rows.values()].map((r) => r.projectId))],
    lock,
  )
  return {
    rows,
    projects,
    ...evaluateSend(ids, rows, projects, { mode, legalEntityIds: user.legalEntityIds, connected }),
  }
}

/** POST projectApplication/upload/preflight: per row what blocks it; writes nothing. */
export async function preflightSend(
  deps: AppDeps,
  user: AuthUser,
  req: { ids: number[]; mode: VmsSendMode },
): Promise<VmsPreflightResponse> {
  const ids = [...new Set(req.ids)]
  const connected = connectedOf(deps)
  const rows = new Map<number, SendRow>()
  for (let at = 0; at < ids.length; at += SLICE) {
    if (at > 0) await new Promise((resolve) => setImmediate(resolve))
    for (const [id, row] of await loadSendRows(deps.db, user, ids.slice(at, at + SLICE), false))
      rows.set(id, row)
  }
  const projects = await loadSendProjects(
    deps.db,
    user.clientId,
    [...new Set([...rows.values()].map((r) => r.projectId))],
    false,
  )
  const { plans, blocked } = evaluateSend(ids, rows, projects, {
    mode: req.mode,
    legalEntityIds: user.legalEntityIds,
    connected,
  })
  return {
    okIds: plans.map((p) => p.row.id),
    rows: ids.map((id) => {
      const row = rows.get(id)
      return {
        id,
        name: row?.name ?? `#${id}`,
        projectId: row?.projectId ?? id,
        status: row?.status ?? 'a',
        rate: row?.rate != null ? { amount: row.rate, currency: row.currency, unit: row.rateUnit } : null,
        blockers: blocked.get(id) ?? [],
      }
    }),
    projects: [...projects.values()],
  }
}

/** Sends (or re-sends) up to the threshold in one transaction, with per-row results. */
async function sendNow(deps: AppDeps, user: AuthUser, ids: number[], mode: VmsSendMode) {
  const now = nowOf(deps)
  const { plans, blocked } = await deps.db.transaction(async (tx) => {
    const out = await evaluateIds(tx, user, ids, mode, connectedOf(deps), true)
    await writeSendPlans(tx, out.plans, user, now)
    return out
  })
  deps.vms?.dispatcher?.wake()
  return { succeededIds: plans.map((p) => p.row.id), failures: failuresOf(blocked) }
}

/** What a bulk send task needs to resume after a restart: the ids and its mode, in its args. */
export interface SendTaskArgs {
  ids: number[]
  mode: VmsSendMode
  projectId?: number
  jobTitle?: string
  jobHandleId?: string
}

/** POST projectApplication/upload: up to the threshold at once, more as a background task. */
export async function sendToVms(
  deps: AppDeps,
  user: AuthUser,
  req: VmsSendRequest,
): Promise<VmsSendResponse> {
  const ids = [...new Set(req.ids)]
  const mode = req.mode ?? 'send'
  if (ids.length <= BULK_TASK_THRESHOLD) {
    const result = await sendNow(deps, user, ids, mode)
    return {
      mode: 'done',
      ...result,
      rows: await loadApplicationRows(deps.db, user.clientId, result.succeededIds),
    }
  }
  // Rows of legal entities without a connection in this process are refused now: the task
  // (worked by whichever process) only writes the outbox.
  const connected = connectedOf(deps)
  const facts = rowsOf<{
    id: number
    legal_entity_id: number
    project_id: number
    title: string
    job_handle: string
  }>(
    await deps.db.execute(sql`
      SELECT a.id, p.legal_entity_id, p.id AS project_id, p.title, p.job_handle FROM applications a
      JOIN projects p ON p.id = a.project_id
      WHERE a.id = ANY(${intArray(ids)}) AND a.client_id = ${user.clientId}
        AND ${legalEntityScope(user, sql`p.legal_entity_id`)}`),
  )
  const known = new Map(facts.map((f) => [Number(f.id), f]))
  const early: VmsRowFailure[] = []
  const queued: number[] = []
  for (const id of ids) {
    const f = known.get(id)
    if (!f) early.push({ id, reason: VMS_REASONS.unknown, params: {} })
    else if (!connected(Number(f.legal_entity_id)))
      early.push({ id, reason: VMS_REASONS.notConnected, params: {} })
    else queued.push(id)
  }
  const projectIds = new Set(facts.map((f) => Number(f.project_id)))
  const single = projectIds.size === 1 ? facts[0] : null
  const args: SendTaskArgs = {
    ids: queued,
    mode,
    projectId: single ? Number(single.project_id) : undefined,
    jobTitle: single?.title,
    jobHandleId: single ? String(single.job_handle) : undefined,
  }
  const dto = await deps.db.transaction(async (tx) => {
    const task = await enqueueTask(tx, {
      clientId: user.clientId,
      mspId: user.id,
      type: VMS_SEND_TASK,
      args: args as unknown as Record<string, unknown>,
      total: ids.length,
      state: { offset: 0, failedCount: early.length, failures: early, early: early.length },
    })
    const [row] = await tx.select().from(tasks).where(eq(tasks.id, task.id))
    return toTaskDto(row)
  })
  deps.taskRunner?.wake()
  return { mode: 'task', task: dto }
}
