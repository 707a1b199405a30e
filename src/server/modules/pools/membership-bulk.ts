import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import { BULK_TASK_THRESHOLD, type TaskDto } from '../../../shared/contracts/pipeline'
import type {
  BulkResultsResponse,
  bulkResultsQuerySchema,
  MembershipBulkResponse,
} from '../../../shared/contracts/pools'
import type { DbOrTx } from '../../db/client'
import { tasks } from '../../db/schema/all'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { badRequest, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { enqueueTask, type TaskRow, toTaskDto } from '../../tasks/queue'
import type { ChunkResult, TaskHandler, TaskRecord, Tx } from '../../tasks/types'
import { heldUntil } from '../email'
import { poolsErrors } from './errors'
import { transitionMemberships } from './membership-service'
import { checkDenyEmail, type DenyEmail, heldEmails, holdDenyEmails } from './pool-emails'

/**
 * Bulk accept and deny of pool memberships (§7 acceptBulk, denyBulk; issue 22 §1 and §3): up to
 * BULK_TASK_THRESHOLD memberships in one transaction, more as a background task worked in chunks
 * of 50, each chunk writing one result per member (pool_bulk_results) with its progress, so a
 * stopped or killed task leaves exactly the members it handled moved, each with its result.
 */

export const POOL_ACCEPT_BULK_TASK = 'poolAcceptBulk'
export const POOL_DENY_BULK_TASK = 'poolDenyBulk'
const TASK_ACTIONS = { [POOL_ACCEPT_BULK_TASK]: 'accept', [POOL_DENY_BULK_TASK]: 'deny' } as const
type BulkAction = 'accept' | 'deny'

/** Rows per chunk: each chunk's few statements stay short on PGlite's single thread. */
export const POOL_BULK_CHUNK = 50

interface PoolBulkArgs {
  action: BulkAction
  ids: number[]
  /** The pools the memberships belong to (the snackbar names the first). */
  poolIds: number[]
  /** Shown by the snackbar. */
  jobTitle: string
  /** Deny: the pool-rejection email (undefined the default template, null none), held this long. */
  email?: DenyEmail
  holdMs?: number
  from?: string
  legalEntityIds?: number[]
}

async function poolsOf(db: DbOrTx, clientId: number, ids: readonly number[]) {
  return rowsOf<{ id: number; name: string }>(
    await db.execute(sql`
      SELECT DISTINCT p.id, p.name FROM pool_memberships pm JOIN pools p ON p.id = pm.pool_id
      WHERE pm.id = ANY(${intArray(ids)}) AND pm.client_id = ${clientId} ORDER BY p.id LIMIT 20`),
  ).map((r) => ({ id: Number(r.id), name: r.name }))
}

/** PUT pool/membership/acceptBulk | denyBulk. */
export async function runMembershipBulk(
  deps: AppDeps,
  user: AuthUser,
  action: BulkAction,
  ids: readonly number[],
  email?: DenyEmail,
): Promise<MembershipBulkResponse> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) throw badRequest(poolsErrors.pipelineEmptySelection)
  if (action === 'deny') await checkDenyEmail(deps.db, user.clientId, email)
  const now = nowOf(deps)
  if (unique.length <= BULK_TASK_THRESHOLD) {
    return deps.db.transaction(async (tx) => {
      const outcome = await transitionMemberships(tx, user, action, unique, now)
      const base = {
        mode: 'done' as const,
        succeededIds: outcome.succeeded.map((m) => m.id),
        failures: outcome.failures,
      }
      if (action !== 'deny') return base
      const counts = await holdDenyEmails(tx, {
        actor: user,
        denied: outcome.succeeded,
        email,
        sendAfter: heldUntil(deps, now),
        from: deps.env.MAIL_FROM,
      })
      return { ...base, emails: heldEmails(deps, counts, now) }
    })
  }
  const pools = await poolsOf(deps.db, user.clientId, unique)
  const task = await deps.db.transaction(async (tx) => {
    const args: PoolBulkArgs = {
      action,
      ids: unique,
      poolIds: pools.map((p) => p.id),
      jobTitle: pools.map((p) => p.name).join(', '),
      ...(action === 'deny'
        ? {
            email,
            holdMs: heldUntil(deps, now).getTime() - now.getTime(),
            from: deps.env.MAIL_FROM,
            legalEntityIds: [...user.legalEntityIds],
          }
        : {}),
    }
    const record = await enqueueTask(tx, {
      clientId: user.clientId,
      mspId: user.id,
      type: action === 'accept' ? POOL_ACCEPT_BULK_TASK : POOL_DENY_BULK_TASK,
      args: args as unknown as Record<string, unknown>,
      total: unique.length,
      state: { offset: 0, failedCount: 0 },
    })
    const [row] = await tx.select().from(tasks).where(sql`${tasks.id} = ${record.id}`)
    return toTaskDto(row)
  })
  deps.taskRunner?.wake()
  return { mode: 'task', task }
}

async function processChunk(tx: Tx, task: TaskRecord, ctx: { now: Date }): Promise<ChunkResult> {
  const args = task.args as unknown as PoolBulkArgs
  const offset = typeof task.state?.offset === 'number' ? task.state.offset : 0
  const end = Math.min(args.ids.length, offset + POOL_BULK_CHUNK)
  const slice = args.ids.slice(offset, end)
  const actor = { id: task.mspId, clientId: task.clientId }
  const outcome = await transitionMemberships(tx, actor, args.action, slice, ctx.now)
  // Each chunk holds its denied members' emails in its own transaction: a stopped task sends
  // exactly to the members it denied.
  if (args.action === 'deny' && args.from)
    await holdDenyEmails(tx, {
      actor: { ...actor, legalEntityIds: args.legalEntityIds ?? [] },
      denied: outcome.succeeded,
      email: args.email,
      sendAfter: new Date(ctx.now.getTime() + (args.holdMs ?? 0)),
      from: args.from,
    })
  const moved = new Map(outcome.succeeded.map((m) => [m.id, m.status]))
  const failed = new Map(outcome.failures.map((f) => [f.id, f.reason]))
  // One result per member sent, in the order sent (a duplicate id was dropped when queued).
  const results = JSON.stringify(
    slice.map((id, i) => ({
      p: offset + i,
      m: id,
      s: moved.get(id) ?? null,
      r: moved.has(id) ? null : (failed.get(id) ?? null),
    })),
  )
  await tx.execute(sql`
    INSERT INTO pool_bulk_results (task_id, position, membership_id, status, reason)
    SELECT ${task.id}::uuid, r.p, r.m, r.s, r.r FROM jsonb_to_recordset(${results}::jsonb) AS r(p int, m int, s text, r text)
    ON CONFLICT (task_id, position) DO NOTHING`)
  return {
    processed: end - offset,
    failed: outcome.failures.length,
    state: { offset: end },
    done: end >= args.ids.length,
  }
}

export const poolAcceptBulkHandler: TaskHandler = { type: POOL_ACCEPT_BULK_TASK, processChunk }
export const poolDenyBulkHandler: TaskHandler = { type: POOL_DENY_BULK_TASK, processChunk }

type ResultsQuery = z.output<typeof bulkResultsQuerySchema>

/** GET pool/membership/bulk/{taskId}: the caller's bulk task with its results so far, in the order sent. */
export async function bulkResults(
  db: DbOrTx,
  user: AuthUser,
  taskId: string,
  q: ResultsQuery,
): Promise<BulkResultsResponse> {
  const [row] = (await db
    .select()
    .from(tasks)
    .where(
      sql`${tasks.id} = ${taskId} AND ${tasks.mspId} = ${user.id} AND ${tasks.clientId} = ${user.clientId}
        AND ${tasks.type} IN (${POOL_ACCEPT_BULK_TASK}, ${POOL_DENY_BULK_TASK})`,
    )) as TaskRow[]
  if (!row) throw notFound(poolsErrors.tasksNotFound)
  const args = row.args as unknown as PoolBulkArgs
  const [rows, summary] = await Promise.all([
    db.execute(sql`
      SELECT r.membership_id, r.status, r.reason, t.id AS talent_id, t.first_name, t.last_name
      FROM pool_bulk_results r
        LEFT JOIN pool_memberships pm ON pm.id = r.membership_id AND pm.client_id = ${user.clientId}
        LEFT JOIN talents t ON t.id = pm.talent_id
      WHERE r.task_id = ${taskId}::uuid ORDER BY r.position LIMIT ${q.size} OFFSET ${q.offset}`),
    db.execute(sql`
      SELECT count(*)::int AS n, count(*) FILTER (WHERE status IS NULL)::int AS failed
      FROM pool_bulk_results WHERE task_id = ${taskId}::uuid`),
  ])
  const [s] = rowsOf<{ n: number; failed: number }>(summary)
  const task: TaskDto = toTaskDto(row)
  return {
    action: TASK_ACTIONS[row.type as keyof typeof TASK_ACTIONS],
    poolIds: args.poolIds ?? [],
    task,
    results: rowsOf<{
      membership_id: number
      status: BulkResultsResponse['results'][number]['status']
      reason: string | null
      talent_id: number | null
      first_name: string | null
      last_name: string | null
    }>(rows).map((r) => ({
      id: Number(r.membership_id),
      status: r.status,
      reason: r.reason,
      talent:
        r.talent_id === null
          ? null
          : { id: Number(r.talent_id), firstName: r.first_name ?? '', lastName: r.last_name ?? '' },
    })),
    totalResults: Number(s?.n ?? 0),
    failed: Number(s?.failed ?? 0),
  }
}
