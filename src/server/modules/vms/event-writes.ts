import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import type { ApplicationState, RecordState, SubmissionState } from './event-apply'

interface BatchWrites {
  clientId: number
  now: Date
  subs: SubmissionState[]
  apps: ApplicationState[]
  interviews: RecordState[]
  offers: RecordState[]
  outcomes: { id: number; outcome: string; application_id: number | null }[]
}

const rows = (list: unknown[]) => sql`${JSON.stringify(list)}::jsonb`

/** What applyEvents decided, written with one statement per table (any number of events). */
export async function writeAppliedBatch(tx: DbOrTx, b: BatchWrites): Promise<void> {
  const at = sql`${b.now.toISOString()}::timestamptz`
  if (b.outcomes.length > 0)
    await tx.execute(sql`
      UPDATE vms_events e SET outcome = v.outcome, application_id = v.application_id
      FROM jsonb_to_recordset(${rows(b.outcomes)}) AS v(id bigint, outcome text, application_id int)
      WHERE e.id = v.id`)
  if (b.subs.length > 0)
    await tx.execute(sql`
      UPDATE vms_submissions s SET state = v.state, last_status_seq = v.seq,
        vms_submission_id = coalesce(s.vms_submission_id, v.vms_id),
        confirmed_at = CASE WHEN v.confirmed THEN coalesce(s.confirmed_at, ${at}) ELSE s.confirmed_at END,
        accepted_at = coalesce(s.accepted_at, ${at}), last_error = v.last_error, updated_at = ${at},
        -- A dispatcher still waiting for the submit's answer finds it settled.
        lease_until = CASE WHEN v.state = 'sending' THEN s.lease_until ELSE NULL END,
        locked_by = CASE WHEN v.state = 'sending' THEN s.locked_by ELSE NULL END
      FROM jsonb_to_recordset(${rows(
        b.subs.map((s) => ({
          id: s.id,
          state: s.state,
          seq: s.lastStatusSeq,
          vms_id: s.vmsSubmissionId,
          confirmed: s.confirmed,
          last_error: s.lastError,
        })),
      )}) AS v(id int, state text, seq bigint, vms_id text, confirmed boolean, last_error text)
      WHERE s.id = v.id`)
  if (b.apps.length > 0)
    await tx.execute(sql`
      UPDATE applications a SET status = v.status, vms_message = v.vms_message, vms_id = coalesce(a.vms_id, v.vms_id),
        msp_pipeline_last_updated = CASE WHEN a.status <> v.status THEN ${at} ELSE a.msp_pipeline_last_updated END
      FROM jsonb_to_recordset(${rows(
        b.apps.map((a) => ({ id: a.id, status: a.status, vms_message: a.vmsMessage, vms_id: a.vmsId })),
      )}) AS v(id int, status text, vms_message text, vms_id text)
      WHERE a.id = v.id`)
  if (b.interviews.length > 0)
    await tx.execute(sql`
      INSERT INTO vms_interviews (application_id, external_id, source, status, scheduled_at, ends_at, location,
        meeting_url, message, talent_response, response_state, last_seq, created_at, updated_at)
      SELECT v.application_id, v.external_id, 'vms', v.status, v.starts_at::timestamptz, v.ends_at::timestamptz,
        v.location, v.meeting_url, v.message, v.talent_response, v.response_state, v.last_seq, ${at}, ${at}
      FROM jsonb_to_recordset(${rows(
        b.interviews.map((r) => ({
          application_id: r.applicationId,
          external_id: r.externalId,
          status: r.status,
          starts_at: r.fields.startsAt ?? null,
          ends_at: r.fields.endsAt ?? null,
          location: r.fields.location ?? null,
          meeting_url: r.fields.meetingUrl ?? null,
          message: r.fields.message ?? null,
          talent_response: r.talentResponse,
          response_state: r.responseState,
          last_seq: r.lastSeq,
        })),
      )}) AS v(application_id int, external_id text, status text, starts_at text, ends_at text, location text,
        meeting_url text, message text, talent_response text, response_state text, last_seq bigint)
      ON CONFLICT (application_id, external_id) WHERE external_id IS NOT NULL DO UPDATE SET
        status = excluded.status, scheduled_at = excluded.scheduled_at, ends_at = excluded.ends_at,
        location = excluded.location, meeting_url = excluded.meeting_url, message = excluded.message,
        talent_response = excluded.talent_response, response_state = excluded.response_state,
        last_seq = excluded.last_seq, updated_at = excluded.updated_at`)
  if (b.offers.length > 0)
    await tx.execute(sql`
      INSERT INTO vms_offers (application_id, external_id, source, status, rate, currency, rate_unit, start_date,
        message, talent_response, response_state, last_seq, created_at, updated_at)
      SELECT v.application_id, v.external_id, 'vms', v.status, v.rate, v.currency, v.rate_unit,
        v.start_date::timestamptz, v.message, v.talent_response, v.response_state, v.last_seq, ${at}, ${at}
      FROM jsonb_to_recordset(${rows(
        b.offers.map((r) => ({
          application_id: r.applicationId,
          external_id: r.externalId,
          status: r.status,
          rate: r.fields.rate ?? null,
          currency: r.fields.currency ?? null,
          rate_unit: r.fields.rateUnit ?? null,
          start_date: r.fields.startDate ?? null,
          message: r.fields.message ?? null,
          talent_response: r.talentResponse,
          response_state: r.responseState,
          last_seq: r.lastSeq,
        })),
      )}) AS v(application_id int, external_id text, status text, rate numeric, currency text, rate_unit text,
        start_date text, message text, talent_response text, response_state text, last_seq bigint)
      ON CONFLICT (application_id, external_id) WHERE external_id IS NOT NULL DO UPDATE SET
        status = excluded.status, rate = excluded.rate, currency = excluded.currency, rate_unit = excluded.rate_unit,
        start_date = excluded.start_date, message = excluded.message, talent_response = excluded.talent_response,
        response_state = excluded.response_state, last_seq = excluded.last_seq, updated_at = excluded.updated_at`)
}
