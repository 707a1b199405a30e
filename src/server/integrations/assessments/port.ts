/**
 * The port to an assessment vendor (spec §1 "use assessment tests", §3 legal-entity flag
 * "assessments enabled", §7 {id}/assessment/listAll). A driver speaks one vendor's API; the
 * assessments module owns invitations per application, their states and results.
 */

export interface AssessmentInvitation {
  /** Ours, stable across retries. */
  idempotencyKey: string
  testId: string
  candidate: { firstName: string; lastName: string; email: string; language: string }
  expiresAt: string
}

export interface AssessmentResult {
  invitationId: string
  status: 'invited' | 'started' | 'completed' | 'expired' | 'failed'
  score: number | null
  passThreshold: number | null
  reportUrl: string | null
  /** The vendor's id of the event, so a webhook delivered twice is applied once. */
  eventId: string
}

export interface AssessmentDriver {
  listTests(): Promise<Array<{ id: string; name: string; durationMinutes: number | null }>>
  invite(invitation: AssessmentInvitation): Promise<{ invitationId: string }>
  status(invitationId: string): Promise<AssessmentResult>
  /** The vendor mails the candidate a reminder; the same key reminds once. */
  remind(invitationId: string, idempotencyKey: string): Promise<void>
  /** Checks a webhook's signature; the parsed results when it is genuine. */
  verifyWebhook(headers: Headers, rawBody: Uint8Array): Promise<AssessmentResult[] | null>
}
