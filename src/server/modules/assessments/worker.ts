import { and, eq, sql } from 'drizzle-orm'
import { applications, assessments, talentLanguages, talents } from '../../db/schema/all'
import { rowsOf } from '../../db/sql-helpers'
import type { AppDeps } from '../../deps'
import type { AssessmentResult } from '../../integrations/assessments/port'
import { nowOf } from '../../kernel/clock'
import { sendDueReminders } from './reminders'

/** Attempts before an invitation shows "failed to send" (5 s + 10 s of back-off: within a minute). */
export const MAX_SEND_ATTEMPTS = 3
const ORDER = { invited: 0, started: 1, failed: 2, expired: 3, completed: 3 } as const

/**
 * Sends pending invitations to the vendor with their idempotency key (a retry never invites
 * twice) and applies results: each vendor event once, and never back from a final state.
 */
export function createAssessmentsWorker(deps: AppDeps) {
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | null = null
  let stopped = true

  async function sendOne(id: number) {
    const [row] = await deps.db
      .select({
        a: assessments,
        email: talents.email,
        firstName: talents.firstName,
        lastName: talents.lastName,
        talentId: talents.id,
      })
      .from(assessments)
      .innerJoin(applications, eq(applications.id, assessments.applicationId))
      .innerJoin(talents, eq(talents.id, applications.talentId))
      .where(eq(assessments.id, id))
    if (row?.a.sendState !== 'pending' || !deps.assessments) return
    const now = nowOf(deps)
    const [lang] = await deps.db
      .select({ iso: talentLanguages.iso })
      .from(talentLanguages)
      .where(eq(talentLanguages.talentId, row.talentId))
      .orderBy(sql`${talentLanguages.proficiency} DESC`)
      .limit(1)
    try {
      const { invitationId } = await deps.assessments.driver.invite({
        idempotencyKey: row.a.idempotencyKey ?? String(row.a.id),
        testId: row.a.testId ?? '',
        candidate: {
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email ?? '',
          language: lang?.iso ?? 'en',
        },
        expiresAt: (row.a.expiresAt ?? now).toISOString(),
      })
      await deps.db
        .update(assessments)
        .set({ invitationId, sendState: 'sent', sendError: null, sendNextAt: null })
        .where(and(eq(assessments.id, id), eq(assessments.sendState, 'pending')))
    } catch (error) {
      const attempts = row.a.sendAttempts + 1
      const final = attempts >= MAX_SEND_ATTEMPTS
      await deps.db
        .update(assessments)
        .set({
          sendAttempts: attempts,
          sendError: String((error as Error).message).slice(0, 500),
          ...(final
            ? { sendState: 'failed' as const, status: 'failed', sendNextAt: null }
            : { sendNextAt: new Date(now.getTime() + 5_000 * 2 ** (attempts - 1)) }),
        })
        .where(eq(assessments.id, id))
    }
  }

  async function runOnce(): Promise<number> {
    const now = nowOf(deps).toISOString()
    const due = rowsOf<{ id: number }>(
      await deps.db.execute(sql`
        SELECT id FROM assessments WHERE send_state = 'pending' AND send_next_at <= ${now}::timestamptz
        ORDER BY send_next_at LIMIT 50`),
    )
    for (const { id } of due) await sendOne(Number(id))
    return due.length + (await sendDueReminders(deps))
  }

  function schedule(ms: number) {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (running) return schedule(500)
      running = runOnce()
      running
        .catch((error: unknown) => deps.logger.error('assessments worker', { error: String(error) }))
        .finally(() => {
          running = null
          schedule(2_000)
        })
    }, ms)
  }

  return {
    runOnce,
    wake: () => schedule(0),
    start() {
      stopped = false
      schedule(0)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}

/** Applies the vendor's results: once per event id, never from a final state back. */
export async function applyResults(deps: AppDeps, provider: string, results: AssessmentResult[]) {
  let applied = 0
  for (const r of results) {
    const [row] = await deps.db
      .select()
      .from(assessments)
      .where(and(eq(assessments.provider, provider), eq(assessments.invitationId, r.invitationId)))
    if (!row || row.lastEventId === r.eventId) continue
    const current = ORDER[row.status as keyof typeof ORDER] ?? 0
    if (current === 3 || ORDER[r.status] < current) continue
    await deps.db
      .update(assessments)
      .set({
        status: r.status,
        score: r.score === null ? row.score : String(r.score),
        passThreshold: r.passThreshold === null ? row.passThreshold : String(r.passThreshold),
        resultUrl: r.reportUrl ?? row.resultUrl,
        completedAt: r.status === 'completed' ? nowOf(deps) : row.completedAt,
        lastEventId: r.eventId,
      })
      .where(eq(assessments.id, row.id))
    applied++
  }
  return applied
}
