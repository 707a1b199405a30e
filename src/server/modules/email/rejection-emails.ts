import type { RejectEmail } from '../../../shared/contracts/email'
import type { VariableValues } from '../../../shared/domain/email'
import type { DbOrTx } from '../../db/client'
import { notFound } from '../../kernel/api-error'
import { renderAll } from './compose'
import { clientLanguages, loadSender } from './email-sql'
import { emailErrors } from './errors'
import { type OutboxMessage, writeMessages } from './outbox-writer'
import { loadRecipients } from './recipients'
import { defaultTemplate, findTemplate } from './template-service'

/**
 * Reject carries a template (issue 19 §2): the client's default job-rejection template in each
 * talent's language, another job-rejection template the recruiter chose, or none. The emails
 * are written held, inside the reject's transaction, under its undo token.
 */

export interface RejectionEmails {
  actor: { id: number; clientId: number; legalEntityIds: readonly number[] }
  /** The applications this chunk rejected. */
  applicationIds: readonly number[]
  email: RejectEmail | undefined
  /** The rejection reason (the label the recruiter picked), for {{rejection.reason}}. */
  reason: string | null
  undoToken: string | null
  /** When they may leave; null while the bulk task writing them runs. */
  sendAfter: Date | null
  from: string
}

/** Refuses an unknown or non-rejection template before the reject runs (nothing half-done). */
export async function checkRejectEmail(db: DbOrTx, clientId: number, email: RejectEmail | undefined) {
  if (typeof email?.templateId !== 'number') return
  const template = await findTemplate(db, clientId, email.templateId)
  if (!template) throw notFound(emailErrors.templateUnknown)
  if (template.motivation !== 'jobRejection') throw notFound(emailErrors.templateNotRejection)
}

/** Writes the held rejection emails of one chunk; answers how many were held and how many talents get none. */
export async function holdRejectionEmails(
  tx: DbOrTx,
  input: RejectionEmails,
): Promise<{ held: number; skipped: number }> {
  if (input.applicationIds.length === 0 || input.email?.templateId === null) return { held: 0, skipped: 0 }
  const { clientId } = input.actor
  const template =
    typeof input.email?.templateId === 'number'
      ? await findTemplate(tx, clientId, input.email.templateId)
      : await defaultTemplate(tx, clientId, 'jobRejection')
  // The client has no job-rejection template (or it was deleted meanwhile): nobody gets one.
  if (!template) return { held: 0, skipped: input.applicationIds.length }
  const [client, sender] = await Promise.all([clientLanguages(tx, clientId), loadSender(tx, input.actor.id)])
  const recipients = await loadRecipients(
    tx,
    input.actor,
    'applications',
    input.applicationIds,
    client.languages,
  )
  const rendered = renderAll(
    {
      clientId,
      motivation: 'jobRejection',
      templateId: template.id,
      variants: template.variants,
      sender,
      client,
      shared: { 'rejection.reason': input.reason },
      // One per application: a talent rejected for two projects hears about both (identical texts go once).
      uniquePerTalent: false,
    },
    recipients,
  )
  const messages = rendered.flatMap((r): OutboxMessage[] => (r.kind === 'message' ? [r.message] : []))
  await writeMessages(tx, input.from, messages, {
    status: 'held',
    sendAfter: input.sendAfter,
    undoToken: input.undoToken,
  })
  return { held: messages.length, skipped: rendered.length - messages.length }
}

/** A template email other modules hold for talents (the pool rejection on deny, issue 22 §1). */
export interface TalentTemplateEmails {
  actor: { id: number; clientId: number; legalEntityIds: readonly number[] }
  motivation: 'poolRejection'
  talentIds: readonly number[]
  /** undefined: the client's default template of the motivation; null: no email. */
  email: { templateId?: number | null } | undefined
  /** Values every recipient shares (the pool's name). */
  shared: VariableValues
  undoToken: string | null
  sendAfter: Date | null
  from: string
}

/** Refuses an unknown template, or one of another motivation, before the action runs. */
export async function checkTemplateEmail(
  db: DbOrTx,
  clientId: number,
  motivation: TalentTemplateEmails['motivation'],
  email: TalentTemplateEmails['email'],
) {
  if (typeof email?.templateId !== 'number') return
  const template = await findTemplate(db, clientId, email.templateId)
  if (!template) throw notFound(emailErrors.templateUnknown)
  if (template.motivation !== motivation) throw notFound(emailErrors.templateMotivation)
}

/** Writes the held emails of one action (or one chunk of its task); answers how many were held and skipped. */
export async function holdTalentEmails(
  tx: DbOrTx,
  input: TalentTemplateEmails,
): Promise<{ held: number; skipped: number }> {
  if (input.talentIds.length === 0 || input.email?.templateId === null) return { held: 0, skipped: 0 }
  const { clientId } = input.actor
  const template =
    typeof input.email?.templateId === 'number'
      ? await findTemplate(tx, clientId, input.email.templateId)
      : await defaultTemplate(tx, clientId, input.motivation)
  if (!template) return { held: 0, skipped: input.talentIds.length }
  const [client, sender] = await Promise.all([clientLanguages(tx, clientId), loadSender(tx, input.actor.id)])
  const recipients = await loadRecipients(tx, input.actor, 'talents', input.talentIds, client.languages)
  const rendered = renderAll(
    {
      clientId,
      motivation: input.motivation,
      templateId: template.id,
      variants: template.variants,
      sender,
      client,
      shared: input.shared,
      uniquePerTalent: true,
    },
    recipients,
  )
  const messages = rendered.flatMap((r): OutboxMessage[] => (r.kind === 'message' ? [r.message] : []))
  await writeMessages(tx, input.from, messages, {
    status: 'held',
    sendAfter: input.sendAfter,
    undoToken: input.undoToken,
  })
  return { held: messages.length, skipped: rendered.length - messages.length }
}
