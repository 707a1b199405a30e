/**
 * Where an application came from (applications.source), for the analytics sources chart (issue 25
 * §2): the talent applied directly, a recruiter's invitation, a recruiter adding the talent, a
 * talent pool of the project, the data harbour, the project's Suggested list, or an external
 * provider's profile imported by a recruiter.
 */
export const APPLICATION_SOURCES = [
  'applied',
  'invited',
  'msp',
  'pool',
  'dataHarbour',
  'suggested',
  'external',
] as const
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number]

/**
 * Where an invitation came from (project_invitations.source): a recruiter's own pick (`msp`, e.g.
 * from the talent search), a sourcing list, or an external provider's import. Applying an invited
 * talent gives the application its invitation's source (`msp` becomes `invited`).
 */
export const INVITATION_SOURCES = ['msp', 'suggested', 'dataHarbour', 'external'] as const
export type InvitationSource = (typeof INVITATION_SOURCES)[number]
