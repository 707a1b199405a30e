import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { applications, calendarInterviews } from '../../db/schema/all'
import type { AppDeps } from '../../deps'
import { ApiError, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { calendarErrors } from './errors'
import { type InvitationLanguage, talentInvitationLanguage } from './invitation'

/**
 * The talent's confirmation link of an interview (§4 live status cf): PUBLIC_URL/interview/
 * confirm/<id>.<mac>, the MAC an HMAC of the interview and its event UID under a key derived
 * from the signing key. It is in the invitation mail; a recruiter can copy it. Opening it and
 * pressing Confirm marks the interview confirmed; a cancelled one says so.
 */
const keys = new WeakMap<Uint8Array, Buffer>()
function keyOf(signingKey: Uint8Array): Buffer {
  let key = keys.get(signingKey)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', signingKey, 'interview-confirmation', 'hmac-sha256', 32))
    keys.set(signingKey, key)
  }
  return key
}

const macOf = (signingKey: Uint8Array, id: number, eventUid: string) =>
  createHmac('sha256', keyOf(signingKey)).update(`${id}.${eventUid}`).digest('base64url').slice(0, 32)

export function confirmationUrl(deps: AppDeps, interview: { id: number; eventUid: string }): string {
  const token = `${interview.id}.${macOf(deps.signingKey, interview.id, interview.eventUid)}`
  return `${deps.env.PUBLIC_URL.replace(/\/+$/, '')}/interview/confirm/${token}`
}

/** The interview a token names, or a 404 (a wrong or forged token names none). */
async function interviewOfToken(deps: AppDeps, token: string) {
  const m = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token)
  if (!m) throw notFound(calendarErrors.interviewNotFound)
  const [row] = await deps.db
    .select()
    .from(calendarInterviews)
    .where(eq(calendarInterviews.id, Number(m[1])))
  if (!row) throw notFound(calendarErrors.interviewNotFound)
  const expected = Buffer.from(macOf(deps.signingKey, row.id, row.eventUid))
  const given = Buffer.from(m[2])
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw notFound(calendarErrors.interviewNotFound)
  return row
}

export interface TalentConfirmation {
  status: 'uc' | 'cf' | 'cn' | 'sf'
  startsAt: string
  endsAt: string
  /** The language of the talent's invitation mail: the page speaks it, whatever the browser's. */
  language: InvitationLanguage
}

async function answer(
  deps: AppDeps,
  row: { status: string; startsAt: Date; endsAt: Date; applicationId: number },
): Promise<TalentConfirmation> {
  const [application] = await deps.db
    .select({ talentId: applications.talentId })
    .from(applications)
    .where(eq(applications.id, row.applicationId))
  return {
    status: row.status as TalentConfirmation['status'],
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    language: application ? await talentInvitationLanguage(deps.db, application.talentId) : 'en',
  }
}

/** POST interviewConfirmation/show {token}: what the talent is asked to confirm. */
export async function readConfirmation(deps: AppDeps, token: string): Promise<TalentConfirmation> {
  return answer(deps, await interviewOfToken(deps, token))
}

/** POST interviewConfirmation/confirm {token}: the talent confirms (again is fine); a cancelled interview cannot be. */
export async function confirmByTalent(deps: AppDeps, token: string): Promise<TalentConfirmation> {
  const row = await interviewOfToken(deps, token)
  if (row.status === 'cn') throw new ApiError(409, calendarErrors.cancelled)
  if (row.status === 'cf') return answer(deps, row)
  const [updated] = await deps.db
    .update(calendarInterviews)
    .set({ status: 'cf', updatedAt: nowOf(deps) })
    .where(eq(calendarInterviews.id, row.id))
    .returning()
  return answer(deps, updated)
}
