import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { jsonValue, rowsOf } from '../../db/sql-helpers'
import type { FileStorage } from '../../integrations/files/storage'
import type { VmsDocument, VmsSubmission } from '../../integrations/vms/port'
import { cvPdfForApplication } from '../talents'

interface PayloadFacts {
  first_name: string
  last_name: string
  email: string | null
  phone: string | null
  country: string | null
  city: string | null
  title: string | null
  not_available_until: string | null
  rate: string | null
  rate_unit: string | null
  currency: string | null
  project_unit: string | null
  project_currency: string | null
  by_name: string | null
  by_email: string | null
  answers: { question: string; value: string | null; object_value: unknown }[] | string
}

function answerText(value: string | null, objectValue: unknown): string {
  if (value !== null && value !== '') return value
  if (objectValue === null || objectValue === undefined) return ''
  return typeof objectValue === 'string' ? objectValue : JSON.stringify(objectValue)
}

/**
 * The submission of one application as the VMS gets it (docs/vms-protocol.md §2): the
 * talent's profile, rate, availability and screening answers, and the CV as PDF (uploaded,
 * else rendered from the profile). Read when the dispatcher sends it, so a retry sends the
 * same data unless the recruiter changed it in between (then the VMS answers 409 for the
 * reused key and the row says so).
 */
export async function buildSubmission(
  db: DbOrTx,
  storage: FileStorage,
  s: {
    applicationId: number
    clientId: number
    legalEntityId: number
    idempotencyKey: string
    requisitionId: string
    supersedes: string | null
    createdBy: number | null
  },
  today: string,
): Promise<{ submission: VmsSubmission; cv: VmsDocument | null }> {
  const [f] = rowsOf<PayloadFacts>(
    await db.execute(sql`
      SELECT t.first_name, t.last_name, t.email, t.phone, coalesce(t.current_country, t.home_country_code) AS country,
        coalesce(t.current_city, t.home_city) AS city, t.title, t.not_available_until::text AS not_available_until,
        a.rate::text AS rate, a.rate_unit, a.currency, p.rate_unit AS project_unit, p.currency AS project_currency,
        m.first_name || ' ' || m.last_name AS by_name, m.email AS by_email,
        coalesce((
          SELECT json_agg(json_build_object('question', q.label, 'value', an.value, 'object_value', an.object_value)
            ORDER BY q.position, q.id, an.group_id)
          FROM answers an JOIN questions q ON q.id = an.question_id
          WHERE an.application_id = a.id AND q.msp_visibility AND NOT q.hide), '[]') AS answers
      FROM applications a
      JOIN projects p ON p.id = a.project_id
      JOIN talents t ON t.id = a.talent_id
      LEFT JOIN msps m ON m.id = ${s.createdBy}
      WHERE a.id = ${s.applicationId} AND a.client_id = ${s.clientId}`),
  )
  if (!f) throw new Error(`application ${s.applicationId} is gone`)
  const availableFrom = f.not_available_until && f.not_available_until > today ? f.not_available_until : null
  const submission: VmsSubmission = {
    idempotencyKey: s.idempotencyKey,
    requisitionId: s.requisitionId,
    supersedes: s.supersedes,
    candidate: {
      firstName: f.first_name,
      lastName: f.last_name,
      email: f.email,
      phone: f.phone,
      countryCode: f.country,
      city: f.city,
      title: f.title,
      availableFrom,
    },
    rate:
      f.rate === null
        ? null
        : {
            amount: Number(f.rate),
            currency: f.currency ?? f.project_currency ?? 'EUR',
            unit: f.rate_unit ?? f.project_unit ?? 'HR',
          },
    answers: jsonValue(f.answers).map((a) => ({
      question: a.question,
      answer: answerText(a.value, a.object_value),
    })),
    submittedBy: { name: f.by_name ?? 'Recruiter', email: f.by_email ?? '' },
  }
  // The VMS is the legal entity's own client: it gets the contact data the recruiter may see.
  const user = {
    id: s.createdBy ?? 0,
    clientId: s.clientId,
    permissions: [],
    legalEntityIds: [s.legalEntityId],
  }
  const cv = await cvPdfForApplication(db, storage, user, s.applicationId)
  return { submission, cv: { fileName: cv.name, bytes: cv.bytes } }
}

/** The JSON part exactly as the driver sends it (written before the request leaves). */
export function submissionJson(submission: VmsSubmission): string {
  const { idempotencyKey: _key, ...body } = submission
  return JSON.stringify(body)
}
