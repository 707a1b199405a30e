import { randomUUID } from 'node:crypto'
import { and, asc, eq, sql } from 'drizzle-orm'
import type {
  InterviewDto,
  RescheduleInterviewInput,
  ScheduleInterviewInput,
} from '../../../shared/contracts/calendar'
import type { DbOrTx } from '../../db/client'
import { applications, calendarInterviews, msps, projects, talents } from '../../db/schema/all'
import type { AppDeps, AuthUser } from '../../deps'
import { ApiError, badRequest, conflict, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { legalEntityScope } from '../auth'
import { loadOwnedApplication } from '../pipeline'
import { calendarErrors } from './errors'
import { busyOf, organizerCalendar, participantsOf } from './slots-service'

const SLOT_TAKEN_KEY = calendarErrors.slotTaken
const PAST_KEY = calendarErrors.past
const NO_EMAIL_KEY = calendarErrors.noEmail
const CANCELLED_KEY = calendarErrors.cancelled
const INTERVIEW_NOT_FOUND = calendarErrors.interviewNotFound

type InterviewRow = typeof calendarInterviews.$inferSelect

const overlaps = (busy: Array<{ startsAt: string; endsAt: string }>, start: Date, end: Date) =>
  busy.some((b) => Date.parse(b.startsAt) < end.getTime() && Date.parse(b.endsAt) > start.getTime())

/** One booking at a time per organizer: the check for a clash and the write happen under this lock. */
const lockOrganizer = (tx: DbOrTx, organizerId: number) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(24024, ${organizerId})`)

async function clashHere(tx: DbOrTx, organizerId: number, start: Date, end: Date, except?: number) {
  const rows = await tx
    .select({ id: calendarInterviews.id })
    .from(calendarInterviews)
    .where(
      and(
        eq(calendarInterviews.organizerId, organizerId),
        sql`${calendarInterviews.status} <> 'cn'`,
        sql`${calendarInterviews.startsAt} < ${end.toISOString()}::timestamptz`,
        sql`${calendarInterviews.endsAt} > ${start.toISOString()}::timestamptz`,
        except ? sql`${calendarInterviews.id} <> ${except}` : sql`true`,
      ),
    )
  return rows.length > 0
}

function toDto(row: InterviewRow, organizer: { firstName: string; lastName: string }): InterviewDto {
  return {
    id: row.id,
    applicationId: row.applicationId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    title: row.title,
    location: row.location,
    status: row.status,
    syncState: row.syncState,
    syncError: row.syncError,
    organizer: { id: row.organizerId, name: `${organizer.firstName} ${organizer.lastName}` },
    invited: row.invitedAt !== null,
  }
}

async function dtoOf(db: DbOrTx, id: number): Promise<InterviewDto> {
  const [row] = await db
    .select({ i: calendarInterviews, firstName: msps.firstName, lastName: msps.lastName })
    .from(calendarInterviews)
    .innerJoin(msps, eq(msps.id, calendarInterviews.organizerId))
    .where(eq(calendarInterviews.id, id))
  if (!row) throw notFound(INTERVIEW_NOT_FOUND)
  return toDto(row.i, row)
}

/** GET calendar/interviews?applicationId: the application's scheduled interviews, newest first. */
export async function listInterviews(
  deps: AppDeps,
  user: AuthUser,
  applicationId: number,
): Promise<InterviewDto[]> {
  await loadOwnedApplication(deps.db, user, applicationId)
  const rows = await deps.db
    .select({ i: calendarInterviews, firstName: msps.firstName, lastName: msps.lastName })
    .from(calendarInterviews)
    .innerJoin(msps, eq(msps.id, calendarInterviews.organizerId))
    .where(eq(calendarInterviews.applicationId, applicationId))
    .orderBy(asc(calendarInterviews.startsAt))
  return rows.map((r) => toDto(r.i, r))
}

/** An interview of the user's client and legal entities (404 otherwise, as if missing). */
async function ownedInterview(db: DbOrTx, user: AuthUser, id: number): Promise<InterviewRow> {
  const [row] = await db
    .select({ i: calendarInterviews })
    .from(calendarInterviews)
    .innerJoin(applications, eq(applications.id, calendarInterviews.applicationId))
    .innerJoin(projects, eq(projects.id, applications.projectId))
    .where(
      and(
        eq(calendarInterviews.id, id),
        eq(calendarInterviews.clientId, user.clientId),
        legalEntityScope(user, sql`${projects.legalEntityId}`),
      ),
    )
  if (!row) throw notFound(INTERVIEW_NOT_FOUND)
  return row.i
}

function times(deps: AppDeps, startsAt: string, duration: number) {
  const start = new Date(startsAt)
  const end = new Date(start.getTime() + duration * 60_000)
  if (start.getTime() <= nowOf(deps).getTime()) throw badRequest(PAST_KEY)
  return { start, end }
}

/**
 * Schedules a live interview: the slot is checked against everyone's calendars and the
 * interviews booked here, then written with its pending calendar event in one transaction
 * (under the organizer's lock, so two bookings cannot take one slot). The worker creates the
 * event and mails the invitation after the commit.
 */
export async function scheduleInterview(
  deps: AppDeps,
  user: AuthUser,
  input: ScheduleInterviewInput,
): Promise<InterviewDto> {
  const owned = await loadOwnedApplication(deps.db, user, input.applicationId)
  const people = await participantsOf(deps.db, user, input.participantIds)
  const organizer = organizerCalendar(people[0])
  const [talent] = await deps.db
    .select({ email: talents.email, firstName: talents.firstName, lastName: talents.lastName })
    .from(talents)
    .where(eq(talents.id, owned.app.talentId))
  if (!talent?.email) throw badRequest(NO_EMAIL_KEY)
  const { start, end } = times(deps, input.startsAt, input.duration)
  const { busy } = await busyOf(deps, people, start, end)
  if (overlaps(busy, start, end)) throw conflict(SLOT_TAKEN_KEY)
  const id = await deps.db.transaction(async (tx) => {
    await lockOrganizer(tx, user.id)
    if (await clashHere(tx, user.id, start, end)) throw conflict(SLOT_TAKEN_KEY)
    const [row] = await tx
      .insert(calendarInterviews)
      .values({
        clientId: user.clientId,
        applicationId: owned.app.id,
        organizerId: user.id,
        participantIds: people.slice(1).map((p) => p.id),
        startsAt: start,
        endsAt: end,
        title: `${talent.firstName} ${talent.lastName} · ${owned.project.title}`.slice(0, 300),
        location: input.location,
        status: 'uc',
        eventUid: randomUUID(),
        provider: organizer.connection.provider,
        calendarId: organizer.calendarId,
        syncOp: 'create',
        syncState: 'pending',
        nextAt: nowOf(deps),
        createdBy: user.id,
      })
      .returning({ id: calendarInterviews.id })
    return row.id
  })
  deps.calendar?.wake()
  return dtoOf(deps.db, id)
}

/** Moves an interview: the event is updated (or created, if it never was) and the talent mailed. */
export async function rescheduleInterview(
  deps: AppDeps,
  user: AuthUser,
  id: number,
  input: RescheduleInterviewInput,
): Promise<InterviewDto> {
  const row = await ownedInterview(deps.db, user, id)
  if (row.status === 'cn') throw conflict(CANCELLED_KEY)
  const people = await participantsOf(deps.db, { ...user, id: row.organizerId }, row.participantIds)
  organizerCalendar(people[0])
  const { start, end } = times(deps, input.startsAt, input.duration)
  const { busy } = await busyOf(deps, people, start, end, row.id)
  // The interview's own event is in the organizer's calendar until the worker moves it.
  const own = { startsAt: row.startsAt.toISOString(), endsAt: row.endsAt.toISOString() }
  if (
    overlaps(
      busy.filter((b) => !(b.startsAt === own.startsAt && b.endsAt === own.endsAt)),
      start,
      end,
    )
  )
    throw conflict(SLOT_TAKEN_KEY)
  await deps.db.transaction(async (tx) => {
    await lockOrganizer(tx, row.organizerId)
    if (await clashHere(tx, row.organizerId, start, end, row.id)) throw conflict(SLOT_TAKEN_KEY)
    await tx
      .update(calendarInterviews)
      .set({
        startsAt: start,
        endsAt: end,
        status: 'uc',
        // Never created: create it at the new time; else move it.
        syncOp: sql`CASE WHEN ${calendarInterviews.eventId} IS NULL THEN 'create' ELSE 'update' END`,
        syncState: 'pending',
        sequence: sql`${calendarInterviews.sequence} + 1`,
        version: sql`${calendarInterviews.version} + 1`,
        attempts: 0,
        nextAt: nowOf(deps),
        syncError: null,
        updatedAt: nowOf(deps),
      })
      .where(eq(calendarInterviews.id, row.id))
  })
  deps.calendar?.wake()
  return dtoOf(deps.db, row.id)
}

/** Cancels an interview: the event is removed and the talent, if invited, mailed a cancellation. */
export async function cancelInterview(deps: AppDeps, user: AuthUser, id: number): Promise<InterviewDto> {
  const row = await ownedInterview(deps.db, user, id)
  if (row.status === 'cn') return dtoOf(deps.db, row.id)
  await deps.db
    .update(calendarInterviews)
    .set({
      status: 'cn',
      syncOp: 'cancel',
      syncState: 'pending',
      sequence: sql`${calendarInterviews.sequence} + 1`,
      version: sql`${calendarInterviews.version} + 1`,
      attempts: 0,
      nextAt: nowOf(deps),
      syncError: null,
      updatedAt: nowOf(deps),
    })
    .where(eq(calendarInterviews.id, row.id))
  deps.calendar?.wake()
  return dtoOf(deps.db, row.id)
}

/** An interview of the user's client and legal entities, for its confirmation link. */
export async function interviewOf(
  deps: AppDeps,
  user: AuthUser,
  id: number,
): Promise<{ id: number; eventUid: string }> {
  const row = await ownedInterview(deps.db, user, id)
  return { id: row.id, eventUid: row.eventUid }
}

/** The talent confirmed (by phone, by mail): §4 live status cf. */
export async function confirmInterview(deps: AppDeps, user: AuthUser, id: number): Promise<InterviewDto> {
  const row = await ownedInterview(deps.db, user, id)
  if (row.status === 'cn') throw conflict(CANCELLED_KEY)
  if (row.status === 'sf') throw new ApiError(409, calendarErrors.notSent)
  await deps.db
    .update(calendarInterviews)
    .set({ status: 'cf', updatedAt: nowOf(deps) })
    .where(eq(calendarInterviews.id, row.id))
  return dtoOf(deps.db, row.id)
}

/** A failed event write is tried again from the start (after the user reconnected, say). */
export async function retryInterview(deps: AppDeps, user: AuthUser, id: number): Promise<InterviewDto> {
  const row = await ownedInterview(deps.db, user, id)
  if (row.syncState !== 'failed') return dtoOf(deps.db, row.id)
  await deps.db
    .update(calendarInterviews)
    .set({
      status: row.status === 'sf' ? 'uc' : row.status,
      syncState: 'pending',
      version: sql`${calendarInterviews.version} + 1`,
      attempts: 0,
      nextAt: nowOf(deps),
      syncError: null,
      updatedAt: nowOf(deps),
    })
    .where(eq(calendarInterviews.id, row.id))
  deps.calendar?.wake()
  return dtoOf(deps.db, row.id)
}
