import type { TalentState } from './statuses'

/**
 * §2 talent actions menu: which actions a talent offers.
 */
export const TALENT_ACTIONS = [
  'openInNewTab',
  'inviteToProject',
  'sendEmail',
  'applyToProject',
  'changeTier',
  'deactivate',
  'reactivate',
  'delete',
] as const
export type TalentAction = (typeof TALENT_ACTIONS)[number]

export interface TalentActionInput {
  state: TalentState
  /** The talent consented (consentTo set). */
  consented: boolean
  /** Talent consent is on in one of the user's legal entities (legalEntityConsentEnabled). */
  consentEnabled: boolean
  /** Permission names of the signed-in user. */
  permissions: readonly string[]
  /** The talent's address, and whether they verified it (send email needs both, §2). */
  email?: string | null
  emailVerified?: boolean
}

export function allowedTalentActions(t: TalentActionInput): Set<TalentAction> {
  const can = (p: string) => t.permissions.includes(p)
  const out = new Set<TalentAction>(['openInNewTab'])
  if (t.state === 'DELETED') return out
  const live = t.state !== 'DEACTIVATED'
  const pipeline = can('APPLICATION_MANAGE')
  if (live && pipeline) out.add('inviteToProject')
  // §2 "send email (only if email verified)": contacting a talent is an action-log entry (§6).
  if (t.email && t.emailVerified && can('FREELANCER_ACTION_LOG')) out.add('sendEmail')
  if (live && pipeline && t.consentEnabled && t.consented) out.add('applyToProject')
  if (can('FREELANCER_MANAGE')) {
    out.add('changeTier')
    out.add(live ? 'deactivate' : 'reactivate')
    out.add('delete')
  }
  return out
}

/** §2 marker beside the email when the talent has not verified it. */
export const showsEmailNotVerified = (t: { email: string | null; emailVerified: boolean }) =>
  !!t.email && !t.emailVerified

/**
 * §3 talent consent is a legal-entity flag: "apply to project" is offered when one of the user's
 * legal entities has it (the server checks the project's own entity when applying).
 */
export function legalEntityConsentEnabled(
  context:
    | {
        legalEntity: readonly { id: number; config: { talentConsent: boolean } }[]
        localLegalEntities: readonly { id: number }[]
      }
    | undefined,
): boolean {
  if (!context) return false
  const mine = new Set(context.localLegalEntities.map((le) => le.id))
  return context.legalEntity.some((le) => mine.has(le.id) && le.config.talentConsent)
}

/**
 * §3 client flag "WhatsApp contact": a chat link for the talent's phone (wa.me takes the number
 * in international form, digits only); null without the flag, a phone, or a usable number.
 */
export function whatsappLink(flagOn: boolean, phone: string | null | undefined): string | null {
  if (!flagOn || !phone) return null
  const digits = phone.trim().replace(/^00/, '+').replace(/[^\d]/g, '')
  return digits.length >= 7 ? `https://wa.me/${digits}` : null
}
