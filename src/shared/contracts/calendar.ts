import { z } from 'zod'
import { dbId, dbIdParam } from './ids'
import { text } from './text'

/** Calendar connection and interview scheduling (issue 24, spec §3 logged user calendar, §7 msp/calendar). */

export const CALENDAR_CONNECTED = 'CN'
/** §4: CF (connection failed), NC (not connected), AR (access revoked: needs reconnecting) start the connect flow. */
export const calendarNeedsConnecting = (status: string) => status !== CALENDAR_CONNECTED

export const calendarConnectionSchema = z.object({
  status: text(),
  provider: z.enum(['google', 'caldav']).nullable(),
  account: text().nullable(),
  serverUrl: text().nullable(),
  calendarId: text().nullable(),
  calendars: z.array(z.object({ id: text(), name: text(), primary: z.boolean() })),
  lastError: text().nullable(),
  /** What this server can connect to (a provider not configured is not offered). */
  providers: z.object({ google: z.boolean(), caldav: z.object({ defaultUrl: text().nullable() }) }),
  /** The external calendar's web page, opened by the rail's calendar button once connected. */
  webUrl: text().nullable(),
})
export type CalendarConnection = z.infer<typeof calendarConnectionSchema>

export const calendarTokenSchema = z.object({ code: text().min(1).max(2000), state: text().min(1).max(200) })
export type CalendarTokenInput = z.infer<typeof calendarTokenSchema>

export const calDavConnectSchema = z.object({
  url: text().url('msp.v2.validation.format').max(500),
  username: text().min(1, 'msp.v2.validation.required').max(200),
  password: text().min(1, 'msp.v2.validation.required').max(500),
})
export type CalDavConnectInput = z.infer<typeof calDavConnectSchema>

export const INTERVIEW_DURATIONS = [30, 45, 60, 90] as const

export const slotsQuerySchema = z.object({
  applicationId: dbIdParam,
  duration: z.coerce
    .number()
    .int()
    .refine((n) => (INTERVIEW_DURATIONS as readonly number[]).includes(n), 'msp.v2.validation.invalid')
    .default(60),
  /** Other recruiters taking part, comma-separated ids. */
  participants: text()
    .max(200)
    .regex(/^(\d{1,10}(,\d{1,10}){0,9})?$/, 'msp.v2.validation.invalid')
    .default(''),
  timeZone: text().max(64).default('UTC'),
  days: z.coerce.number().int().min(1).max(14).default(14),
})

export const slotsSchema = z.object({
  slots: z.array(z.object({ startsAt: text(), endsAt: text() })),
  /** Whose busy time was read: participants without a connected calendar are named, not guessed. */
  participants: z.array(z.object({ id: z.number(), name: text(), connected: z.boolean() })),
  from: text(),
  to: text(),
})
export type InterviewSlots = z.infer<typeof slotsSchema>

/** GET calendar/participants: who can take part in an application's interview (the schedule dialog's chooser). */
const participantSchema = z.object({
  id: z.number(),
  name: text(),
  /** On the project's team (listed first). */
  onTeam: z.boolean(),
  /** Their calendar is connected: their busy time counts for the proposed slots. */
  connected: z.boolean(),
})
export const interviewParticipantsSchema = z.object({
  /** Always takes part: gets the invitation (with ICS) by email. */
  talent: z.object({ id: z.number(), name: text(), hasEmail: z.boolean() }),
  organizer: participantSchema,
  recruiters: z.array(participantSchema),
})
export type InterviewParticipants = z.infer<typeof interviewParticipantsSchema>

const isoDateTime = text().datetime({ offset: true, message: 'msp.v2.validation.format' })

export const scheduleInterviewSchema = z.object({
  applicationId: dbId,
  startsAt: isoDateTime,
  duration: z
    .number()
    .int()
    .refine((n) => (INTERVIEW_DURATIONS as readonly number[]).includes(n), 'msp.v2.validation.invalid'),
  participantIds: z.array(dbId).max(10).default([]),
  location: text().max(300).nullable().default(null),
})
export type ScheduleInterviewInput = z.infer<typeof scheduleInterviewSchema>

export const rescheduleInterviewSchema = z.object({
  startsAt: isoDateTime,
  duration: scheduleInterviewSchema.shape.duration,
})
export type RescheduleInterviewInput = z.infer<typeof rescheduleInterviewSchema>

export const interviewSchema = z.object({
  id: z.number(),
  applicationId: z.number(),
  startsAt: text(),
  endsAt: text(),
  title: text(),
  location: text().nullable(),
  /** §4 live interview: uc unconfirmed, cf confirmed, cn cancelled, sf sending failed. */
  status: z.enum(['uc', 'cf', 'cn', 'sf']),
  /** The calendar event: pending (being written), done, failed (syncError says why). */
  syncState: z.enum(['pending', 'done', 'failed']),
  syncError: text().nullable(),
  organizer: z.object({ id: z.number(), name: text() }),
  invited: z.boolean(),
})
export type InterviewDto = z.infer<typeof interviewSchema>
