import { sql } from 'drizzle-orm'
import type { TaskDto } from '../../../shared/contracts/pipeline'
import type { SendTaskResult, VmsRowFailure } from '../../../shared/contracts/vms'
import type { DbOrTx } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'

/** GET vms/sendTask/{uuid}: a bulk send's result per row (what was queued, what was not and why). */
export async function sendTaskResult(
  db: DbOrTx,
  user: AuthUser,
  task: TaskDto,
  state: Record<string, unknown> | null,
): Promise<SendTaskResult> {
  const failures = Array.isArray(state?.failures) ? (state.failures as VmsRowFailure[]) : []
  const names = new Map(
    rowsOf<{ id: number; name: string }>(
      await db.execute(sql`
        SELECT a.id, t.first_name || ' ' || t.last_name AS name FROM applications a JOIN talents t ON t.id = a.talent_id
        WHERE a.id = ANY(${intArray(failures.map((f) => f.id))}) AND a.client_id = ${user.clientId}`),
    ).map((r) => [Number(r.id), r.name]),
  )
  return {
    task,
    queuedCount: typeof state?.queuedCount === 'number' ? state.queuedCount : 0,
    failures: failures.map((f) => ({ ...f, name: names.get(f.id) ?? `#${f.id}` })),
  }
}
