import { eq } from 'drizzle-orm'
import { historyEvents, msps } from '../../../src/server/db/schema/all'
import type { TaskHandler } from '../../../src/server/tasks/types'
import type { TestApp } from './test-app'

/** What the test handler saw of each chunk: the status and progress the runner handed it. */
export type SeenChunk = { taskId: string; status: string; current: number; offset: number }

/**
 * A test-only task type: marks each id of `args.ids` with one history event, `args.chunk`
 * ids per chunk; throws once its cursor reaches `args.failAt`.
 */
export function markingHandler(seen: SeenChunk[] = []): TaskHandler {
  return {
    type: 'test.mark',
    async processChunk(tx, task) {
      const ids = task.args.ids as number[]
      const size = (task.args.chunk as number | undefined) ?? 3
      const offset = typeof task.state?.offset === 'number' ? task.state.offset : 0
      seen.push({ taskId: task.id, status: task.status, current: task.current, offset })
      const slice = ids.slice(offset, offset + size)
      if (slice.length > 0) {
        await tx.insert(historyEvents).values(
          slice.map((id) => ({
            clientId: task.clientId,
            entityType: 'application' as const,
            entityId: id,
            event: 'TEST_MARK',
            mspId: task.mspId,
          })),
        )
      }
      const failAt = task.args.failAt as number | undefined
      if (failAt !== undefined && offset + slice.length > failAt) throw new Error('test handler failed')
      const next = offset + slice.length
      return { processed: slice.length, failed: 0, state: { offset: next }, done: next >= ids.length }
    },
  }
}

/** How often each id was marked by the test handler. */
export async function markCounts(t: TestApp, ids: number[]): Promise<number[]> {
  const rows = await t.database.db
    .select({ entityId: historyEvents.entityId })
    .from(historyEvents)
    .where(eq(historyEvents.event, 'TEST_MARK'))
  return ids.map((id) => rows.filter((r) => r.entityId === id).length)
}

export async function mspOf(t: TestApp, email: string): Promise<{ id: number; clientId: number }> {
  const [row] = await t.database.db
    .select({ id: msps.id, clientId: msps.clientId })
    .from(msps)
    .where(eq(msps.email, email))
  return row
}

export const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i)
