import {
  type EmailMotivation,
  type EmailVariant,
  renderText,
  type SkipReason,
  talentLanguage,
  type VariableValues,
  variantFor,
} from '../../../shared/domain/email'
import type { ClientLanguages, Sender } from './email-sql'
import type { OutboxMessage } from './outbox-writer'
import type { RecipientFacts } from './recipients'

/** Rendering a send's messages, one per recipient, before anything is written (issue 19 §1). */

export interface ComposeInput {
  clientId: number
  motivation: EmailMotivation
  templateId: number | null
  variants: Readonly<Record<string, EmailVariant>>
  sender: Sender
  client: ClientLanguages
  /** Values that are the same for every recipient (pool name, rejection reason). */
  shared?: VariableValues
  /** One email per address (so per talent); false: one per application. */
  uniquePerTalent: boolean
}

export type Rendered =
  | { kind: 'message'; message: OutboxMessage; dedupeKey: string | null }
  | {
      kind: 'skip'
      reason: SkipReason
      /** For variableMissing: what could not be replaced. */
      problem?: { missing: string[]; unknown: string[]; raw: boolean }
    }

export function valuesFor(
  input: ComposeInput,
  r: Pick<RecipientFacts, 'firstName' | 'lastName' | 'projectTitle'>,
): VariableValues {
  return {
    'talent.firstName': r.firstName,
    'talent.lastName': r.lastName,
    'recruiter.name': `${input.sender.firstName} ${input.sender.lastName}`.trim(),
    'recruiter.firstName': input.sender.firstName,
    'recruiter.email': input.sender.email,
    'client.name': input.client.clientName,
    'project.title': r.projectTitle,
    ...input.shared,
  }
}

/** Renders one recipient's message, or says why they get none. */
export function renderRecipient(input: ComposeInput, r: RecipientFacts): Rendered {
  if (!r.found) return { kind: 'skip', reason: 'unknown' }
  if (r.state === 'DELETED') return { kind: 'skip', reason: 'deleted' }
  if (!r.email) return { kind: 'skip', reason: 'noEmail' }
  if (!r.emailVerified) return { kind: 'skip', reason: 'unverified' }
  if (r.suppressed) return { kind: 'skip', reason: 'suppressed' }
  const language = talentLanguage(r.languages, input.client.languages, input.client.defaultLanguage)
  const chosen = variantFor(input.variants, language, input.client.defaultLanguage)
  if (!chosen) return { kind: 'skip', reason: 'noVariant' }
  const values = valuesFor(input, r)
  const subject = renderText(input.motivation, chosen.variant.subject, values)
  const body = renderText(input.motivation, chosen.variant.body, values)
  if (!subject.ok || !body.ok) {
    const problems = [subject, body].filter((x) => !x.ok)
    return {
      kind: 'skip',
      reason: 'variableMissing',
      problem: {
        missing: [...new Set(problems.flatMap((p) => p.missing))],
        unknown: [...new Set(problems.flatMap((p) => p.unknown))],
        raw: problems.some((p) => p.raw),
      },
    }
  }
  const address = r.email.trim().toLowerCase()
  return {
    kind: 'message',
    dedupeKey: input.uniquePerTalent ? address : null,
    message: {
      clientId: input.clientId,
      mspId: input.sender.id,
      motivation: input.motivation,
      to: r.email.trim(),
      subject: subject.text,
      text: body.text,
      talentId: r.talentId,
      applicationId: r.applicationId,
      templateId: input.templateId,
      language: chosen.language,
    },
  }
}

/**
 * Every recipient's message or skip reason, in order. A second message to an address already
 * written to (in this list, or `seen` from earlier chunks of the same send) is a duplicate.
 */
export function renderAll(
  input: ComposeInput,
  recipients: readonly RecipientFacts[],
  seen = new Set<string>(),
) {
  return recipients.map((r): Rendered => {
    const out = renderRecipient(input, r)
    if (out.kind !== 'message') return out
    const key =
      out.dedupeKey ?? `${out.message.to.toLowerCase()}\n${out.message.subject}\n${out.message.text}`
    if (seen.has(key)) return { kind: 'skip', reason: 'duplicate' }
    seen.add(key)
    return out
  })
}
