import { z } from 'zod'
import {
  BODY_MAX,
  checkTemplateText,
  EMAIL_MOTIVATIONS,
  MAX_RECIPIENTS,
  OUTBOX_STATUSES,
  SKIP_REASONS,
  SUBJECT_MAX,
  SYSTEM_MOTIVATIONS,
} from '../domain/email'
import { heldEmailsSchema, mailTransportKindSchema } from './email-hold'
import { dbId, dbIdParam, pagingQuery } from './ids'
import { taskSchema } from './pipeline'
import { text } from './text'

export {
  type HeldEmails,
  heldEmailsSchema,
  type MailTransportKind,
  mailTransportKindSchema,
  type RejectEmail,
  rejectEmailSchema,
} from './email-hold'

/**
 * Contracts of email to talents (issue 19): templates and their language variants, compose
 * and send, the outbox, the suppression list. The server validates with them, the client
 * types its forms and responses with them.
 */

export const emailMotivationSchema = z.enum(EMAIL_MOTIVATIONS)
export const outboxMotivationSchema = z.enum([...EMAIL_MOTIVATIONS, ...SYSTEM_MOTIVATIONS])
export const outboxStatusSchema = z.enum(OUTBOX_STATUSES)
export const skipReasonSchema = z.enum(SKIP_REASONS)

const languageCode = text().regex(/^[a-z]{2}$/, 'msp.v2.email.error.language.invalid')

/** HTML in a subject would show as tags in every mail client: a subject is one line of text. */
const HTML_TAG = /<\/?[a-z!][^>]*>/i

export const emailVariantSchema = z.object({
  subject: text()
    .trim()
    .min(1, 'msp.v2.email.error.subject.required')
    .max(SUBJECT_MAX, 'msp.v2.email.error.subject.too.long')
    .refine((s) => !HTML_TAG.test(s), 'msp.v2.email.error.subject.html')
    .refine((s) => !/[\r\n]/.test(s), 'msp.v2.email.error.subject.line'),
  body: text()
    .min(1, 'msp.v2.email.error.body.required')
    .max(BODY_MAX, 'msp.v2.email.error.body.too.long')
    .refine((b) => b.trim().length > 0, 'msp.v2.email.error.body.required'),
})
export type EmailVariantInput = z.infer<typeof emailVariantSchema>

export const variantsSchema = z
  .record(languageCode, emailVariantSchema)
  .refine((v) => Object.keys(v).length > 0, 'msp.v2.email.error.variant.required')
  .refine((v) => Object.keys(v).length <= 20, 'msp.v2.email.error.variant.required')

/** Variables unknown or meaningless for the motivation are refused where the text is written. */
export function checkVariables(
  input: { motivation: z.infer<typeof emailMotivationSchema>; variants: Record<string, EmailVariantInput> },
  ctx: z.RefinementCtx,
) {
  for (const [language, variant] of Object.entries(input.variants))
    for (const field of ['subject', 'body'] as const) {
      const problem = checkTemplateText(input.motivation, variant[field])
      if (!problem) continue
      const names = [...problem.unknown, ...problem.unavailable]
      ctx.addIssue({
        code: 'custom',
        path: ['variants', language, field],
        message:
          problem.unknown.length > 0
            ? 'msp.v2.email.error.variable.unknown'
            : problem.unavailable.length > 0
              ? 'msp.v2.email.error.variable.unavailable'
              : 'msp.v2.email.error.variable.malformed',
        params: { names },
      })
    }
}

/** POST email/templates, PUT email/templates/{id}. */
export const emailTemplateInputSchema = z
  .object({
    name: text()
      .trim()
      .min(1, 'msp.v2.email.error.name.required')
      .max(120, 'msp.v2.email.error.name.too.long'),
    motivation: emailMotivationSchema,
    /** The template reject (and other automatic sends of its motivation) use. */
    isDefault: z.boolean().default(false),
    variants: variantsSchema,
  })
  .superRefine(checkVariables)
export type EmailTemplateInput = z.input<typeof emailTemplateInputSchema>

export const emailTemplateSchema = z.object({
  id: dbId,
  name: text(),
  motivation: emailMotivationSchema,
  isDefault: z.boolean(),
  variants: z.record(text(), z.object({ subject: text(), body: text() })),
  updatedAt: text(),
  updatedBy: text().nullable(),
})
export type EmailTemplate = z.infer<typeof emailTemplateSchema>

/** GET email/templates: the client's templates and languages (completeness is per client language). */
export const emailTemplateListSchema = z.object({
  languages: z.array(text()),
  defaultLanguage: text(),
  templates: z.array(emailTemplateSchema),
})
export type EmailTemplateList = z.infer<typeof emailTemplateListSchema>

/** Who gets the email: talents (talent page, talent search) or applications (the pipeline). */
export const emailTargetSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('talents'),
    ids: z.array(dbId).min(1, 'msp.v2.email.error.recipients.none'),
  }),
  z.object({
    kind: z.literal('applications'),
    ids: z.array(dbId).min(1, 'msp.v2.email.error.recipients.none'),
  }),
])
export type EmailTarget = z.infer<typeof emailTargetSchema>

/** POST email/templates/preview: a template text rendered for a real talent of the client. */
export const templatePreviewRequestSchema = z.object({
  motivation: emailMotivationSchema,
  variant: z.object({ subject: text().max(SUBJECT_MAX * 2), body: text().max(BODY_MAX * 2) }),
  language: languageCode,
  /** Which talent: the n-th talent with a verified email (the preview's "next talent"). */
  talentOffset: z.number().int().min(0).max(10_000).default(0),
})

export const renderedMessageSchema = z.object({
  /** null: the recipient's address is hidden by data protection (§4). */
  to: text().nullable(),
  name: text(),
  language: text(),
  subject: text(),
  body: text(),
})
export type RenderedMessage = z.infer<typeof renderedMessageSchema>

/** A text that cannot be rendered for this recipient: which variables. */
export const renderProblemSchema = z.object({
  missing: z.array(text()),
  unknown: z.array(text()),
  raw: z.boolean(),
})

export const templatePreviewResponseSchema = z.object({
  talent: z.object({ id: dbId, name: text() }).nullable(),
  message: renderedMessageSchema.nullable(),
  problem: renderProblemSchema.nullable(),
})
export type TemplatePreviewResponse = z.infer<typeof templatePreviewResponseSchema>

const sendBase = z.object({
  target: emailTargetSchema,
  motivation: emailMotivationSchema,
  /** The template the text came from (kept on each message); null for a free text. */
  templateId: dbId.nullable().default(null),
  /** The text per language, as the recruiter left it in the dialog. */
  variants: variantsSchema,
  /** "One email per unique talent": several applications of one talent get one email. */
  uniquePerTalent: z.boolean().default(true),
})

/** POST email/send (and freelancer/contact with a talents target). */
export const emailSendRequestSchema = sendBase
  .superRefine((input, ctx) => {
    if (input.target.ids.length > MAX_RECIPIENTS)
      ctx.addIssue({
        code: 'custom',
        path: ['target', 'ids'],
        message: 'msp.v2.email.error.recipients.too.many',
        params: { max: MAX_RECIPIENTS },
      })
  })
  .superRefine(checkVariables)
export type EmailSendRequest = z.input<typeof emailSendRequestSchema>

/** POST email/compose/preview: what a send would do, without sending. */
export const composePreviewRequestSchema = emailSendRequestSchema

export const skippedRecipientSchema = z.object({
  talentId: dbId.nullable(),
  applicationId: dbId.nullable(),
  reason: skipReasonSchema,
})
export type SkippedRecipient = z.infer<typeof skippedRecipientSchema>

export const composePreviewResponseSchema = z.object({
  /** Recipients asked for (unique ids). */
  recipients: z.number().int(),
  /** Messages the send would queue. */
  sendable: z.number().int(),
  skipped: z.partialRecord(skipReasonSchema, z.number().int()),
  /** The first sendable recipient's message, as it would leave. */
  first: renderedMessageSchema.nullable(),
  /** Why the first recipient's message cannot be rendered (a variable without a value). */
  firstProblem: renderProblemSchema.nullable(),
})
export type ComposePreviewResponse = z.infer<typeof composePreviewResponseSchema>

export const emailSendResponseSchema = z.discriminatedUnion('mode', [
  z.object({
    mode: z.literal('done'),
    sendId: text(),
    queued: z.number().int(),
    skipped: z.array(skippedRecipientSchema),
    emails: heldEmailsSchema,
  }),
  z.object({ mode: z.literal('task'), sendId: text(), task: taskSchema }),
])
export type EmailSendResponse = z.infer<typeof emailSendResponseSchema>

export const sendIdParams = z.object({ id: text().uuid('msp.v2.validation.id') })

/** GET email/sends/{id}: a send's outcome, with its per-recipient results. */
export const emailSendResultSchema = z.object({
  id: text(),
  motivation: emailMotivationSchema,
  total: z.number().int(),
  queued: z.number().int(),
  skipped: z.array(skippedRecipientSchema),
  done: z.boolean(),
  undone: z.boolean(),
})
export type EmailSendResult = z.infer<typeof emailSendResultSchema>

/** A calendar day that exists (2026-02-30 does not: PostgreSQL would refuse the cast). */
const isoDay = text()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'msp.v2.email.error.date.invalid')
  .refine((v) => {
    const day = new Date(`${v}T00:00:00Z`)
    return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v
  }, 'msp.v2.email.error.date.invalid')

export const outboxQuerySchema = pagingQuery(200, 100).extend({
  status: outboxStatusSchema.optional(),
  motivation: outboxMotivationSchema.optional(),
  mspId: dbIdParam.optional(),
  talentId: dbIdParam.optional(),
  /** Days (YYYY-MM-DD), inclusive, in UTC. */
  from: isoDay.optional(),
  to: isoDay.optional(),
})
export type OutboxQuery = z.infer<typeof outboxQuerySchema>

export const outboxRowSchema = z.object({
  id: dbId,
  status: outboxStatusSchema,
  motivation: text(),
  /** null: the talent's address is hidden by data protection (§4). */
  to: text().nullable(),
  subject: text(),
  language: text().nullable(),
  createdAt: text(),
  sentAt: text().nullable(),
  sendAfter: text().nullable(),
  transport: mailTransportKindSchema.nullable(),
  recruiter: text().nullable(),
  talent: z.object({ id: dbId, name: text() }).nullable(),
  attempts: z.number().int(),
  error: text().nullable(),
})
export type OutboxRow = z.infer<typeof outboxRowSchema>

export const outboxPageSchema = z.object({
  totalResults: z.number().int(),
  results: z.array(outboxRowSchema),
})
export type OutboxPage = z.infer<typeof outboxPageSchema>

export const outboxDetailSchema = outboxRowSchema.extend({
  from: text(),
  body: text(),
  messageId: text(),
  nextAttemptAt: text().nullable(),
  smtpResponse: text().nullable(),
  application: z.object({ id: dbId, projectId: dbId, projectTitle: text() }).nullable(),
  template: z.object({ id: dbId, name: text() }).nullable(),
})
export type OutboxDetail = z.infer<typeof outboxDetailSchema>

export const suppressionSchema = z.object({
  address: text(),
  reason: text(),
  createdAt: text(),
  outboxId: dbId.nullable(),
})
export type Suppression = z.infer<typeof suppressionSchema>

/** GET email/talent/{id}: can this talent be emailed, in which language, and is the address suppressed. */
export const talentEmailStatusSchema = z.object({
  email: text().nullable(),
  emailVerified: z.boolean(),
  language: text(),
  suppression: suppressionSchema.nullable(),
})
export type TalentEmailStatus = z.infer<typeof talentEmailStatusSchema>

/** GET email/settings. */
export const emailSettingsSchema = z.object({
  transport: mailTransportKindSchema,
  from: text(),
  undoWindowMs: z.number().int(),
})
export type EmailSettings = z.infer<typeof emailSettingsSchema>

export const recruiterOptionSchema = z.object({ id: dbId, name: text() })
