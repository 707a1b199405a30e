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
  /** The client has talent consent enabled (client context hasConsentEnabled). */
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
