/**
 * Email to talents (spec §1 "send emails", §3 email template motivations): the motivations,
 * the variables a template may use, how a template is rendered for one recipient, which
 * language variant a talent gets, and why a recipient gets no email. Pure: the server renders
 * every message with these before anything is queued, the client previews with the same code.
 */

/** §3 email template motivations, as code words (URL/spec words in comments). */
export const EMAIL_MOTIVATIONS = [
  'talentEmailByMsp', // talent email by msp
  'poolEmail', // pool email
  'applicantEmail', // applicant email
  'jobClosing', // job closing
  'jobRejection', // job rejection
  'poolRejection', // pool rejection
  'talentDeletion', // talent deletion
  'talentDeactivation', // talent deactivation
] as const
export type EmailMotivation = (typeof EMAIL_MOTIVATIONS)[number]

/** Messages the product sends on its own (no template): the password reset, interview invitations (issue 24). */
export const SYSTEM_MOTIVATIONS = [
  'passwordReset',
  'interviewInvite',
  'interviewUpdate',
  'interviewCancel',
] as const
export type SystemMotivation = (typeof SYSTEM_MOTIVATIONS)[number]
export type OutboxMotivation = EmailMotivation | SystemMotivation

/** What a template's text may refer to, by the thing the value comes from. */
type VariableSource = 'talent' | 'recruiter' | 'client' | 'project' | 'pool' | 'rejection'

export const EMAIL_VARIABLES = {
  'talent.firstName': 'talent',
  'talent.lastName': 'talent',
  'recruiter.name': 'recruiter',
  'recruiter.firstName': 'recruiter',
  'recruiter.email': 'recruiter',
  'client.name': 'client',
  'project.title': 'project',
  'pool.name': 'pool',
  'rejection.reason': 'rejection',
} as const satisfies Record<string, VariableSource>
export type EmailVariable = keyof typeof EMAIL_VARIABLES
export const EMAIL_VARIABLE_NAMES = Object.keys(EMAIL_VARIABLES) as EmailVariable[]

const BASE: readonly VariableSource[] = ['talent', 'recruiter', 'client']

/** Sources each motivation's messages know about: a template may use only their variables. */
const SOURCES: Record<EmailMotivation, readonly VariableSource[]> = {
  talentEmailByMsp: BASE,
  poolEmail: [...BASE, 'pool'],
  applicantEmail: [...BASE, 'project'],
  jobClosing: [...BASE, 'project'],
  jobRejection: [...BASE, 'project', 'rejection'],
  poolRejection: [...BASE, 'pool', 'rejection'],
  talentDeletion: BASE,
  talentDeactivation: BASE,
}

export const variablesOf = (motivation: EmailMotivation): EmailVariable[] =>
  EMAIL_VARIABLE_NAMES.filter((name) => SOURCES[motivation].includes(EMAIL_VARIABLES[name]))

const isVariable = (name: string): name is EmailVariable => Object.hasOwn(EMAIL_VARIABLES, name)

/** `{{ name }}`: the only token syntax. Anything else with braces is left as text and then refused. */
const TOKEN = /\{\{\s*([^{}]*?)\s*\}\}/g
/** What must never reach a recipient: a token's braces, replaced or not. */
const RAW = /\{\{|\}\}/

/** The variable names a text uses, in order of first use. */
export function variablesIn(text: string): string[] {
  return [...new Set([...text.matchAll(TOKEN)].map((m) => m[1]))]
}

export interface TemplateTextProblem {
  /** Names that are not variables at all. */
  unknown: string[]
  /** Variables that exist but mean nothing for this motivation (a pool name in a job rejection). */
  unavailable: string[]
  /** Braces that do not form a token (`{{name}`, `{{`): they would reach the recipient raw. */
  malformed: boolean
}

/** Checks a template text for the motivation; null when it is fine. */
export function checkTemplateText(motivation: EmailMotivation, text: string): TemplateTextProblem | null {
  const names = variablesIn(text)
  const unknown = names.filter((n) => !isVariable(n))
  const allowed = new Set<string>(variablesOf(motivation))
  const unavailable = names.filter((n) => isVariable(n) && !allowed.has(n))
  const malformed = RAW.test(text.replace(TOKEN, ''))
  return unknown.length + unavailable.length > 0 || malformed ? { unknown, unavailable, malformed } : null
}

export type VariableValues = Partial<Record<EmailVariable, string | null>>

export type RenderResult =
  | { ok: true; text: string }
  /** `missing`: a variable without a value for this recipient; `unknown`: not a variable of the motivation. */
  | { ok: false; missing: string[]; unknown: string[]; raw: boolean }

/**
 * One text for one recipient: every token replaced at once (a value is never read as a
 * template itself). Refused when a token names no variable of the motivation, a variable
 * has no value, or the result still holds braces of a token (from the text or from a value):
 * zero messages with a raw token leave.
 */
export function renderText(motivation: EmailMotivation, text: string, values: VariableValues): RenderResult {
  const allowed = new Set<string>(variablesOf(motivation))
  const missing: string[] = []
  const unknown: string[] = []
  const out = text.replace(TOKEN, (token, name: string) => {
    if (!allowed.has(name)) {
      unknown.push(name)
      return token
    }
    const value = values[name as EmailVariable]
    if (value === undefined || value === null || value.trim() === '') {
      missing.push(name)
      return token
    }
    return value
  })
  const raw = RAW.test(out)
  if (missing.length + unknown.length > 0 || raw)
    return { ok: false, missing: [...new Set(missing)], unknown: [...new Set(unknown)], raw }
  return { ok: true, text: out }
}

/** True when a text still holds token braces; the delivery worker's last check before sending. */
export const hasRawToken = (text: string) => RAW.test(text)

export interface EmailVariant {
  subject: string
  body: string
}

/**
 * The language a talent's message is written in: the talent's strongest language (native
 * first) that the client offers, else the client's default language.
 */
export function talentLanguage(
  spoken: readonly { iso: string; proficiency: number }[],
  clientLanguages: readonly string[],
  clientDefault: string,
): string {
  const offered = new Set(clientLanguages)
  const best = [...spoken]
    .filter((l) => offered.has(l.iso))
    .sort((a, b) => b.proficiency - a.proficiency || a.iso.localeCompare(b.iso))[0]
  return best?.iso ?? clientDefault
}

/** The variant a recipient gets: their language's, else the client default's; null when neither exists. */
export function variantFor(
  variants: Readonly<Record<string, EmailVariant>>,
  language: string,
  clientDefault: string,
): { language: string; variant: EmailVariant } | null {
  if (variants[language]) return { language, variant: variants[language] }
  if (variants[clientDefault]) return { language: clientDefault, variant: variants[clientDefault] }
  return null
}

/** Languages of the client a template has no complete variant for (Settings → Email templates). */
export function missingLanguages(
  variants: Readonly<Record<string, EmailVariant>>,
  clientLanguages: readonly string[],
): string[] {
  return clientLanguages.filter((iso) => {
    const v = variants[iso]
    return !v || v.subject.trim() === '' || v.body.trim() === ''
  })
}

/** Why a recipient gets no email (a per-recipient result of a send). */
export const SKIP_REASONS = [
  'unknown',
  'deleted',
  'noEmail',
  'unverified',
  'suppressed',
  'duplicate',
  'noVariant',
  'variableMissing',
] as const
export type SkipReason = (typeof SKIP_REASONS)[number]

/** i18n key of a skip reason. */
export const skipReasonKey = (reason: SkipReason) => `msp.v2.email.skip.${reason}`

/**
 * Outbox statuses: held (inside its undo window), queued (due, or waiting for a retry),
 * sending (handed to the transport), sent, failed (the server's answer kept verbatim),
 * bounced (the recipient's server refused the address), cancelled (undone, or suppressed
 * before it left).
 */
export const OUTBOX_STATUSES = [
  'held',
  'queued',
  'sending',
  'sent',
  'failed',
  'bounced',
  'cancelled',
] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

/** A send reaches at most this many recipients; larger lists are refused whole, before anything is queued. */
export const MAX_RECIPIENTS = 5000
/** Sends to more recipients than this run as a background task (like bulk pipeline actions). */
export const EMAIL_TASK_THRESHOLD = 50
export const SUBJECT_MAX = 200
export const BODY_MAX = 20_000
