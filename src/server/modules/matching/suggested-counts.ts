import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import type { TaskHandler } from '../../tasks/types'
import { type JobForMatching, rankingTerms, suggestedCount } from './match-service'

/**
 * The kept Suggested counts (table project_suggested_counts, migration 0028). Triggers mark a
 * project's row stale when talents, the project, its applications or its invitations change and
 * queue one task of this type per client (never more than one waiting); the runner recomputes the
 * stale rows here, outside the transaction that changed them. A bulk action of 5,000 rows thus
 * costs one recompute per project it touched.
 */
export const SUGGESTED_COUNTS_TASK = 'matching.suggestedCounts'

/**
 * A task recomputes at most this many projects (one per chunk, ~20-100 ms each on PGlite), then
 * queues its successor behind whatever users queued meanwhile: a talent edit that touches every
 * project of a client never holds a user's bulk action back for long.
 */
const PROJECTS_PER_TASK = 20

/** A text list as ONE bound parameter (skills may contain commas); '' is the empty list. */
const textList = (values: readonly string[]) => sql`string_to_array(${values.join('\u001f')}, chr(31))`

interface StaleRow {
  project_id: number
  title: string
  skills: string[]
}

/** Recomputes one project's count and its ranking terms; the row is fresh afterwards. */
async function recompute(tx: DbOrTx, clientId: number, row: StaleRow): Promise<void> {
  const job = { projectId: Number(row.project_id), title: row.title, skills: row.skills ?? [] }
  const n = await suggestedCount(tx, { clientId }, job)
  const terms = rankingTerms(job)
  await tx.execute(sql`
    UPDATE project_suggested_counts SET n = ${n}, stale = false, computed_at = now(),
      skills = ${textList(terms.skills)}, words = ${textList(terms.words)}
    WHERE project_id = ${job.projectId}`)
}

export const suggestedCountsHandler: TaskHandler = {
  type: SUGGESTED_COUNTS_TASK,
  async processChunk(tx, task) {
    const recomputed = typeof task.state?.recomputed === 'number' ? task.state.recomputed : 0
    // Nobody reads a finished recompute (it never shows to a user): only the latest is kept.
    if (recomputed === 0)
      await tx.execute(sql`DELETE FROM tasks WHERE type = ${SUGGESTED_COUNTS_TASK} AND client_id = ${task.clientId}
        AND status = 'SUCCESSFUL' AND id <> ${task.id}`)
    // FOR UPDATE (not SKIP LOCKED): a transaction that marked this row and has not committed yet
    // is waited for, so the recompute reads its change; a mark after this lock waits for the commit
    // and leaves the row stale again.
    const [row] = rowsOf<StaleRow>(
      await tx.execute(sql`
        SELECT c.project_id, p.title, p.skills FROM project_suggested_counts c
        JOIN projects p ON p.id = c.project_id
        WHERE c.client_id = ${task.clientId} AND c.stale
        ORDER BY c.project_id LIMIT 1 FOR UPDATE OF c`),
    )
    if (!row) return { processed: 0, failed: 0, state: { recomputed }, done: true }
    await recompute(tx, task.clientId, row)
    if (recomputed + 1 < PROJECTS_PER_TASK)
      return { processed: 1, failed: 0, state: { recomputed: recomputed + 1 }, done: false }
    // The successor (if any row is still stale): suggested_counts_mark queues it, this task being RUNNING.
    await tx.execute(sql`SELECT suggested_counts_mark(ARRAY(SELECT project_id FROM project_suggested_counts
      WHERE client_id = ${task.clientId} AND stale ORDER BY project_id LIMIT 1))`)
    return { processed: 1, failed: 0, state: { recomputed: recomputed + 1 }, done: true }
  },
}

/**
 * The project's Suggested count as the stage menu shows it: the kept value while it is fresh
 * (the same number the dashboard sums), else computed now (a recompute is queued already).
 */
export async function projectSuggestedCount(
  db: DbOrTx,
  user: Pick<AuthUser, 'clientId'>,
  job: Pick<JobForMatching, 'projectId' | 'title' | 'skills'>,
): Promise<number> {
  if (job.projectId != null) {
    const [kept] = rowsOf<{ n: number; stale: boolean }>(
      await db.execute(sql`SELECT n, stale FROM project_suggested_counts
        WHERE project_id = ${job.projectId} AND client_id = ${user.clientId}`),
    )
    if (kept && !kept.stale) return Number(kept.n)
  }
  return suggestedCount(db, user, job)
}

/**
 * After a bulk load with triggers off (the demo seed): every project gets its row, stale; the
 * seed then computes them with recomputeStaleSuggestedCounts (no task is queued).
 */
export async function addSuggestedCountRows(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`
    INSERT INTO project_suggested_counts (project_id, client_id)
      SELECT id, client_id FROM projects WHERE NOT is_template
      ON CONFLICT (project_id) DO UPDATE SET stale = true`)
}

/** Recomputes every stale count of every client now (the seed, where no runner runs yet). */
export async function recomputeStaleSuggestedCounts(db: DbOrTx): Promise<number> {
  const rows = rowsOf<StaleRow & { client_id: number }>(
    await db.execute(sql`
      SELECT c.project_id, c.client_id, p.title, p.skills FROM project_suggested_counts c
      JOIN projects p ON p.id = c.project_id WHERE c.stale ORDER BY c.project_id`),
  )
  for (const row of rows) await recompute(db, Number(row.client_id), row)
  return rows.length
}
