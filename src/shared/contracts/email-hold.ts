import { z } from 'zod'
import { dbId } from './ids'
import { text } from './text'

/**
 * The email parts of pipeline calls (issue 19 §2): which template a reject sends, and what the
 * user is told about the emails an action holds. Apart from email.ts, which imports the
 * pipeline's task contract.
 */

/** Where messages go: a real SMTP server, or the embedded outbox (no SMTP_URL configured). */
export const mailTransportKindSchema = z.enum(['smtp', 'outbox'])
export type MailTransportKind = z.infer<typeof mailTransportKindSchema>

/** What the user is told about held emails: how many, when they go, and where to. */
export const heldEmailsSchema = z.object({
  held: z.number().int(),
  skipped: z.number().int(),
  /** When they leave unless undone (null while a bulk task still writes them). */
  sendAfter: text().nullable(),
  undoWindowMs: z.number().int(),
  transport: mailTransportKindSchema,
})
export type HeldEmails = z.infer<typeof heldEmailsSchema>

/** Reject's email (issue 19 §2): the default job-rejection template, another one, or none. */
export const rejectEmailSchema = z.object({
  /** undefined: the default job-rejection template; null: no email. */
  templateId: dbId.nullable().optional(),
})
export type RejectEmail = z.infer<typeof rejectEmailSchema>
