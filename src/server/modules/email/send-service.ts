import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  ComposePreviewResponse,
  EmailSendResponse,
  EmailSendResult,
  emailSendRequestSchema,
  SkippedRecipient,
} from '../../../shared/contracts/email'
import { EMAIL_TASK_THRESHOLD, type SkipReason, type VariableValues } from '../../../shared/domain/email'
import type { DbOrTx } from '../../db/client'
import { tasks } from '../../db/schema/all'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { ApiError, badRequest, notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { enqueueTask, toTaskDto } from '../../tasks/queue'
import { type ComposeInput, type Rendered, renderAll } from './compose'
import { heldUntil, transportKind, undoWindowMs } from './email-settings'
import { clientLanguages, loadSender } from './email-sql'
import { emailErrors } from './errors'
import { cancelHeld, writeMessages } from './outbox-writer'
import { loadRecipients } from './recipients'
import { findTemplate } from './template-service'

/** Compose and send (issue 19 §2): preview, send at once or as a background task, undo. */

export type SendRequest = z.output<typeof emailSendRequestSchema>

/** What a module sending through this one adds: values shared by every recipient (the pool's name). */
export interface SendContext {
  shared?: VariableValues
}

export const BULK_EMAIL_TASK = 'bulkEmail'

/** Keeps the first of each id: a list with repeats is the same recipients. */
const uniqueIds = (ids: readonly number[]) => [...new Set(ids)]

/** Checks what only the server knows: the template is the client's, the languages are the client's. */
export async function composeInput(
  db: DbOrTx,
  user: AuthUser,
  req: SendRequest,
  context: SendContext = {},
): Promise<ComposeInput> {
  const [client, sender] = await Promise.all([clientLanguages(db, user.clientId), loadSender(db, user.id)])
  if (req.templateId !== null && !(await findTemplate(db, user.clientId, req.templateId)))
    throw notFound(emailErrors.templateUnknown)
  const foreign = Object.keys(req.variants).filter((l) => !client.languages.includes(l))
  if (foreign.length > 0) throw badRequest(emailErrors.languageUnknown)
  return {
    clientId: user.clientId,
    motivation: req.motivation,
    templateId: req.templateId,
    variants: req.variants,
    sender,
    client,
    shared: context.shared,
    uniquePerTalent: req.uniquePerTalent,
  }
}

/** POST email/compose/preview: what the send would do; the first recipient's message as it would leave. */
export async function previewSend(
  deps: AppDeps,
  user: AuthUser,
  req: SendRequest,
  context: SendContext = {},
): Promise<ComposePreviewResponse> {
  const input = await composeInput(deps.db, user, req, context)
  const ids = uniqueIds(req.target.ids)
  const recipients = await loadRecipients(deps.db, user, req.target.kind, ids, input.client.languages, user)
  const rendered = renderAll(input, recipients)
  const skipped: Partial<Record<SkipReason, number>> = {}
  for (const r of rendered) if (r.kind === 'skip') skipped[r.reason] = (skipped[r.reason] ?? 0) + 1
  const first = rendered.find((r) => r.kind === 'message')
  const firstProblem = rendered.find((r) => r.kind === 'skip' && r.reason === 'variableMissing')
  const firstRecipient = first && recipients[rendered.indexOf(first)]
  return {
    recipients: ids.length,
    sendable: rendered.filter((r) => r.kind === 'message').length,
    skipped,
    first:
      first?.kind === 'message' && firstRecipient
        ? {
            // The recipient's address only where the data-protection rule shows it (§4).
            to: firstRecipient.visible ? first.message.to : null,
            name: `${firstRecipient.firstName} ${firstRecipient.lastName}`.trim(),
            language: first.message.language ?? input.client.defaultLanguage,
            subject: first.message.subject,
            body: first.message.text,
          }
        : null,
    firstProblem: firstProblem?.kind === 'skip' ? (firstProblem.problem ?? null) : null,
  }
}

interface ResultRow {
  position: number
  talentId: number | null
  applicationId: number | null
  outboxId: number | null
  skipReason: SkipReason | null
  dedupeKey: string | null
}

/** Results per INSERT (kept short on PGlite, like the messages). */
const RESULT_SLICE = 100

async function writeResults(tx: DbOrTx, sendId: string, rows: readonly ResultRow[]) {
  for (let at = 0; at < rows.length; at += RESULT_SLICE)
    await writeResultSlice(tx, sendId, rows.slice(at, at + RESULT_SLICE))
}

async function writeResultSlice(tx: DbOrTx, sendId: string, rows: readonly ResultRow[]) {
  const json = JSON.stringify(
    rows.map((r) => ({
      p: r.position,
      t: r.talentId,
      a: r.applicationId,
      o: r.outboxId,
      s: r.skipReason,
      k: r.dedupeKey,
    })),
  )
  await tx.execute(sql`
    INSERT INTO email_send_results (send_id, position, talent_id, application_id, outbox_id, skip_reason, dedupe_key)
    SELECT ${sendId}::uuid, r.p, r.t, r.a, r.o, r.s, r.k
    FROM jsonb_to_recordset(${json}::jsonb) AS r(p int, t int, a int, o int, s text, k text)
    ON CONFLICT DO NOTHING`)
}

/**
 * Renders and writes one slice of a send's recipients (held, under the send's id): the
 * direct path's whole list, or one chunk of the bulk task. `offset` is the slice's position
 * in the send's list; addresses earlier slices wrote to are duplicates.
 */
export async function sendSlice(
  tx: DbOrTx,
  from: string,
  send: { id: string; actor: { id: number; clientId: number; legalEntityIds: readonly number[] } },
  input: ComposeInput,
  kind: SendRequest['target']['kind'],
  ids: readonly number[],
  offset: number,
  sendAfter: Date | null,
): Promise<{ queued: number; skipped: number }> {
  const recipients = await loadRecipients(tx, send.actor, kind, ids, input.client.languages)
  const seen = new Set<string>()
  if (offset > 0 && input.uniquePerTalent) {
    const keys = recipients.map((r) => r.email?.trim().toLowerCase()).filter((k): k is string => !!k)
    if (keys.length > 0) {
      const earlier = rowsOf<{ dedupe_key: string }>(
        await tx.execute(sql`
          SELECT dedupe_key FROM email_send_results
          WHERE send_id = ${send.id}::uuid
            AND dedupe_key IN (SELECT jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb))`),
      )
      for (const r of earlier) seen.add(r.dedupe_key)
    }
  }
  const rendered: Rendered[] = renderAll(input, recipients, seen)
  const messages = rendered.flatMap((r) => (r.kind === 'message' ? [r.message] : []))
  const outboxIds = await writeMessages(tx, from, messages, {
    status: 'held',
    sendAfter,
    undoToken: send.id,
  })
  let m = 0
  const results = rendered.map((r, i): ResultRow => {
    const base = {
      position: offset + i,
      talentId: recipients[i].talentId,
      applicationId: recipients[i].applicationId,
    }
    if (r.kind === 'message')
      return { ...base, outboxId: outboxIds[m++], skipReason: null, dedupeKey: r.dedupeKey }
    return { ...base, outboxId: null, skipReason: r.reason, dedupeKey: null }
  })
  await writeResults(tx, send.id, results)
  const queued = messages.length
  await tx.execute(sql`
    UPDATE email_sends SET queued = queued + ${queued}, skipped = skipped + ${rendered.length - queued}
    WHERE id = ${send.id}::uuid`)
  return { queued, skipped: rendered.length - queued }
}

/** POST email/send (freelancer/contact): up to EMAIL_TASK_THRESHOLD recipients at once, more as a task. */
export async function send(
  deps: AppDeps,
  user: AuthUser,
  req: SendRequest,
  context: SendContext = {},
): Promise<EmailSendResponse> {
  const input = await composeInput(deps.db, user, req, context)
  const ids = uniqueIds(req.target.ids)
  const now = nowOf(deps)
  const sendId = randomUUID()
  const bulk = ids.length > EMAIL_TASK_THRESHOLD
  const sendAfter = heldUntil(deps, now)
  const result = await deps.db.transaction(async (tx) => {
    await tx.execute(sql`
      INSERT INTO email_sends (id, client_id, msp_id, motivation, template_id, target_kind, target_ids, variants,
        unique_per_talent, total, created_at, expires_at, done_at)
      VALUES (${sendId}::uuid, ${user.clientId}, ${user.id}, ${req.motivation}, ${req.templateId}, ${req.target.kind},
        ${intArray(ids)}, ${JSON.stringify(req.variants)}::jsonb, ${req.uniquePerTalent}, ${ids.length},
        ${now.toISOString()}::timestamptz,
        ${bulk ? null : sendAfter.toISOString()}::timestamptz, ${bulk ? null : now.toISOString()}::timestamptz)`)
    if (bulk) {
      const task = await enqueueTask(tx, {
        clientId: user.clientId,
        mspId: user.id,
        type: BULK_EMAIL_TASK,
        args: {
          sendId,
          legalEntityIds: user.legalEntityIds,
          from: deps.env.MAIL_FROM,
          holdMs: heldUntil(deps, now).getTime() - now.getTime(),
          shared: context.shared ?? {},
        },
        total: ids.length,
        // toTaskDto offers undo of the finished task with this token.
        state: { offset: 0, failedCount: 0, undoToken: sendId },
      })
      const [row] = await tx.select().from(tasks).where(eq(tasks.id, task.id))
      return { mode: 'task' as const, sendId, task: toTaskDto(row) }
    }
    const out = await sendSlice(
      tx,
      deps.env.MAIL_FROM,
      { id: sendId, actor: user },
      input,
      req.target.kind,
      ids,
      0,
      sendAfter,
    )
    return { mode: 'done' as const, ...out }
  })
  if (result.mode === 'task') {
    deps.taskRunner?.wake()
    return result
  }
  return {
    mode: 'done',
    sendId,
    queued: result.queued,
    skipped: (await sendResult(deps, user, sendId)).skipped,
    emails: {
      held: result.queued,
      skipped: result.skipped,
      sendAfter: sendAfter.toISOString(),
      undoWindowMs: undoWindowMs(deps),
      transport: transportKind(deps),
    },
  }
}

/** GET email/sends/{id}: the outcome per recipient. */
export async function sendResult(deps: AppDeps, user: AuthUser, id: string): Promise<EmailSendResult> {
  const [row] = rowsOf<{
    motivation: EmailSendResult['motivation']
    total: number
    queued: number
    done_at: unknown
    undone_at: unknown
  }>(
    await deps.db.execute(sql`
      SELECT motivation, total, queued, done_at, undone_at FROM email_sends
      WHERE id = ${id}::uuid AND client_id = ${user.clientId} AND msp_id = ${user.id}`),
  )
  if (!row) throw notFound(emailErrors.sendUnknown)
  const skipped = rowsOf<{
    talent_id: number | null
    application_id: number | null
    skip_reason: SkipReason
  }>(
    await deps.db.execute(sql`
      SELECT talent_id, application_id, skip_reason FROM email_send_results
      WHERE send_id = ${id}::uuid AND skip_reason IS NOT NULL ORDER BY position`),
  ).map(
    (r): SkippedRecipient => ({
      talentId: r.talent_id === null ? null : Number(r.talent_id),
      applicationId: r.application_id === null ? null : Number(r.application_id),
      reason: r.skip_reason,
    }),
  )
  return {
    id,
    motivation: row.motivation,
    total: Number(row.total),
    queued: Number(row.queued),
    skipped,
    done: row.done_at !== null,
    undone: row.undone_at !== null,
  }
}

/**
 * POST email/undo: the send's held emails are cancelled. Refused once they have left (the
 * undo window is over) or while the bulk task still writes them.
 */
export async function undoSend(deps: AppDeps, user: AuthUser, token: string): Promise<{ cancelled: number }> {
  const now = nowOf(deps)
  return deps.db.transaction(async (tx) => {
    const [send] = rowsOf<{ expires_at: Date | string | null; undone_at: unknown }>(
      await tx.execute(sql`
        SELECT expires_at, undone_at FROM email_sends
        WHERE id = ${token}::uuid AND client_id = ${user.clientId} AND msp_id = ${user.id} FOR UPDATE`),
    )
    if (!send) throw notFound(emailErrors.sendUnknown)
    if (send.undone_at) throw new ApiError(409, emailErrors.undoDone)
    if (send.expires_at === null) throw new ApiError(409, emailErrors.undoRunning)
    await tx.execute(
      sql`UPDATE email_sends SET undone_at = ${now.toISOString()}::timestamptz WHERE id = ${token}::uuid`,
    )
    const cancelled = await cancelHeld(tx, token)
    if (cancelled === 0 && new Date(send.expires_at).getTime() < now.getTime())
      throw new ApiError(410, emailErrors.undoExpired)
    return { cancelled }
  })
}
