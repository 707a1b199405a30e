import { and, eq, sql } from 'drizzle-orm'
import {
  applications,
  calendarConnections,
  calendarInterviews,
  msps,
  projects,
  talents,
} from '../../db/schema/all'
import { rowsOf } from '../../db/sql-helpers'
import type { AppDeps } from '../../deps'
import { CalendarProviderError } from '../../integrations/calendar/drivers/http'
import { eventIcs } from '../../integrations/calendar/ics'
import { type CalendarEventInput, CalendarGrantRevoked } from '../../integrations/calendar/port'
import { nowOf } from '../../kernel/clock'
import { queueSystemEmail, wakeEmailDelivery } from '../email'
import { confirmationUrl } from './confirmation-link'
import { connectionOf, withGrant } from './grants'
import { invitationMail, talentInvitationLanguage } from './invitation'

/** Attempts of one change before the interview shows "sending failed". */
export const MAX_ATTEMPTS = 5
const LEASE_MS = 60_000
const POLL_MS = 2_000

type Row = typeof calendarInterviews.$inferSelect

const MOTIVATION = {
  invite: 'interviewInvite',
  update: 'interviewUpdate',
  cancel: 'interviewCancel',
} as const

const backoffMs = (attempts: number) => Math.min(5 * 60_000, 5_000 * 2 ** (attempts - 1))

async function contextOf(deps: AppDeps, row: Row) {
  const [r] = await deps.db
    .select({
      talentId: talents.id,
      email: talents.email,
      firstName: talents.firstName,
      lastName: talents.lastName,
      projectTitle: projects.title,
      orgFirst: msps.firstName,
      orgLast: msps.lastName,
      orgEmail: msps.email,
    })
    .from(applications)
    .innerJoin(talents, eq(talents.id, applications.talentId))
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .innerJoin(msps, eq(msps.id, row.organizerId))
    .where(eq(applications.id, row.applicationId))
  return { ...r, language: await talentInvitationLanguage(deps.db, r.talentId) }
}

function eventOf(row: Row, ctx: Awaited<ReturnType<typeof contextOf>>): CalendarEventInput {
  return {
    uid: row.eventUid,
    title: row.title,
    description: `Interview: ${ctx.firstName} ${ctx.lastName} – ${ctx.projectTitle}`,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    location: row.location,
    attendees: ctx.email ? [{ email: ctx.email, name: `${ctx.firstName} ${ctx.lastName}` }] : [],
  }
}

/**
 * Works the interviews' calendar outbox (issue 24): after the business transaction, creates,
 * moves or cancels each interview's event in the organizer's calendar and then mails the
 * talent (with the ICS). A change is marked done only if no newer one came meanwhile
 * (`version`); failures back off and after MAX_ATTEMPTS show as "sending failed".
 */
export function createCalendarWorker(deps: AppDeps, o: { checkMs: number }) {
  let timer: NodeJS.Timeout | undefined
  let checkTimer: NodeJS.Timeout | undefined
  let running: Promise<void> | null = null
  let again = false
  let stopped = true

  async function claim(): Promise<Array<{ id: number; version: number }>> {
    const now = nowOf(deps)
    const result = await deps.db.execute(sql`
      UPDATE calendar_interviews SET lease_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}::timestamptz
      WHERE id IN (
        SELECT id FROM calendar_interviews
        WHERE sync_state = 'pending' AND next_at <= ${now.toISOString()}::timestamptz
          AND (lease_until IS NULL OR lease_until < ${now.toISOString()}::timestamptz)
        ORDER BY next_at LIMIT 8 FOR UPDATE SKIP LOCKED)
      RETURNING id, version`)
    return rowsOf<{ id: number; version: number }>(result).map((r) => ({
      id: Number(r.id),
      version: Number(r.version),
    }))
  }

  const current = (id: number, version: number) =>
    and(eq(calendarInterviews.id, id), eq(calendarInterviews.version, version))

  async function work(id: number, version: number) {
    const [row] = await deps.db.select().from(calendarInterviews).where(current(id, version))
    if (row?.syncState !== 'pending') {
      await deps.db.update(calendarInterviews).set({ leaseUntil: null }).where(eq(calendarInterviews.id, id))
      return
    }
    const now = nowOf(deps)
    try {
      const connection = await connectionOf(deps.db, row.organizerId)
      if (!connection) throw new CalendarGrantRevoked('the organizer disconnected the calendar')
      const ctx = await contextOf(deps, row)
      const event = eventOf(row, ctx)
      let eventId = row.eventId
      if (row.syncOp === 'create') {
        eventId = (await withGrant(deps, connection, (d, g) => d.createEvent(g, row.calendarId, event)))
          .eventId
      } else if (row.syncOp === 'update' && eventId) {
        const id = eventId
        await withGrant(deps, connection, (d, g) => d.updateEvent(g, row.calendarId, id, event))
      } else if (row.syncOp === 'cancel' && eventId) {
        const id = eventId
        await withGrant(deps, connection, (d, g) => d.cancelEvent(g, row.calendarId, id))
      }
      const mail = row.syncOp === 'create' ? 'invite' : row.invitedAt ? row.syncOp : null
      const queued = await deps.db.transaction(async (tx) => {
        const done = await tx
          .update(calendarInterviews)
          .set({
            eventId,
            syncState: 'done',
            leaseUntil: null,
            attempts: 0,
            syncError: null,
            invitedAt: mail && row.syncOp !== 'cancel' ? now : row.invitedAt,
            updatedAt: now,
          })
          .where(current(id, version))
          .returning({ id: calendarInterviews.id })
        if (done.length === 0) {
          // A newer change came while this one ran: keep the event id, leave the row to it.
          await tx
            .update(calendarInterviews)
            .set({ eventId, leaseUntil: null })
            .where(eq(calendarInterviews.id, id))
          return false
        }
        if (!mail || !ctx.email) return false
        const organizerName = `${ctx.orgFirst} ${ctx.orgLast}`
        const text = invitationMail({
          kind: mail,
          language: ctx.language,
          talentName: `${ctx.firstName} ${ctx.lastName}`,
          projectTitle: ctx.projectTitle,
          organizerName,
          startsAt: row.startsAt,
          endsAt: row.endsAt,
          location: row.location,
          confirmUrl: confirmationUrl(deps, row),
        })
        const method = mail === 'cancel' ? 'CANCEL' : 'REQUEST'
        // The email module's outbox, in this transaction: the mail leaves only with the done state.
        await queueSystemEmail(
          deps,
          {
            clientId: row.clientId,
            mspId: row.organizerId,
            motivation: MOTIVATION[mail],
            to: ctx.email,
            subject: text.subject,
            text: text.text,
            talentId: ctx.talentId,
            applicationId: row.applicationId,
            language: ctx.language,
            icalEvent: {
              method,
              filename: 'invite.ics',
              content: eventIcs(event, {
                method,
                sequence: row.sequence,
                organizer: { email: ctx.orgEmail, name: organizerName },
                cancelled: mail === 'cancel',
                now,
              }),
            },
          },
          tx,
        )
        return true
      })
      if (queued) wakeEmailDelivery(deps)
    } catch (error) {
      const revoked = error instanceof CalendarGrantRevoked
      if (!revoked && !(error instanceof CalendarProviderError))
        deps.logger.error('calendar worker', { id, error: String(error) })
      const attempts = row.attempts + 1
      const final = revoked || attempts >= MAX_ATTEMPTS
      await deps.db
        .update(calendarInterviews)
        .set({
          attempts,
          leaseUntil: null,
          syncError: (revoked
            ? `reconnect: ${(error as Error).message}`
            : String((error as Error).message)
          ).slice(0, 500),
          ...(final
            ? {
                syncState: 'failed' as const,
                status: row.status === 'cn' ? ('cn' as const) : ('sf' as const),
              }
            : { nextAt: new Date(now.getTime() + backoffMs(attempts)) }),
          updatedAt: now,
        })
        .where(current(id, version))
    }
  }

  /** Works every due change once; resolves with how many it claimed. */
  async function runOnce(): Promise<number> {
    let total = 0
    for (;;) {
      const batch = await claim()
      if (batch.length === 0) return total
      total += batch.length
      await Promise.all(batch.map((b) => work(b.id, b.version)))
    }
  }

  function schedule(ms: number) {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(tick, ms)
  }

  function tick() {
    if (running) {
      again = true
      return
    }
    running = runOnce()
      .then(() => undefined)
      .catch((error: unknown) => deps.logger.error('calendar worker', { error: String(error) }))
      .finally(() => {
        running = null
        if (again) {
          again = false
          schedule(0)
        } else schedule(POLL_MS)
      })
  }

  /** Asks each connected calendar for its calendars: a revoked grant becomes AR within checkMs. */
  async function checkConnections() {
    const rows = await deps.db.select().from(calendarConnections).where(eq(calendarConnections.status, 'CN'))
    for (const row of rows) {
      try {
        await withGrant(deps, row, (d, g) => d.listCalendars(g))
        await deps.db
          .update(calendarConnections)
          .set({ checkedAt: nowOf(deps), lastError: null })
          .where(eq(calendarConnections.mspId, row.mspId))
      } catch (error) {
        if (!(error instanceof CalendarGrantRevoked)) {
          await deps.db
            .update(calendarConnections)
            .set({ checkedAt: nowOf(deps), lastError: String((error as Error).message).slice(0, 500) })
            .where(eq(calendarConnections.mspId, row.mspId))
        }
      }
    }
  }

  return {
    runOnce,
    checkConnections,
    wake() {
      if (!stopped) schedule(0)
    },
    start() {
      stopped = false
      schedule(0)
      checkTimer = setInterval(() => {
        checkConnections().catch((error: unknown) =>
          deps.logger.warn('calendar check', { error: String(error) }),
        )
      }, o.checkMs)
      checkTimer.unref()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      clearInterval(checkTimer)
      await running
    },
  }
}
export type CalendarWorker = ReturnType<typeof createCalendarWorker>
