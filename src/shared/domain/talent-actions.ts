import type { TalentState } from './statuses'

/**
 * §2 talent actions menu: which actions a talent offers. Send email waits for the email issue.
 */
export const TALENT_ACTIONS = [
  'openInNewTab',
  'inviteToProject',
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
}

export function allowedTalentActions(t: TalentActionInput): Set<TalentAction> {
  const can = (p: string) => t.permissions.includes(p)
  const out = new Set<TalentAction>(['openInNewTab'])
  if (t.state === 'DELETED') return out
  const live = t.state !== 'DEACTIVATED'
  const pipeline = can('APPLICATION_MANAGE')
  if (live && pipeline) out.add('inviteToProject')
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
