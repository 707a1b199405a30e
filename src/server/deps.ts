import type { Db } from './db/client'
import type { Env } from './env'
import type { MailTransport } from './integrations/mail/port'
import type { TalentProviders } from './integrations/talent-providers/port'
import type { Logger } from './kernel/logger'
import type { AssessmentsRuntime } from './modules/assessments'
import type { OidcVerifier } from './modules/auth'
import type { CalendarRuntime } from './modules/calendar'
import type { VmsRuntime } from './modules/vms'

/** What the app needs from the outside world; tests build it with a fresh database. */
export interface AppDeps {
  db: Db
  env: Env
  logger: Logger
  /** Where the delivery worker sends messages: SMTP (SMTP_URL) or the embedded outbox. */
  mailTransport: MailTransport
  /** HS256 key for access tokens. */
  signingKey: Uint8Array
  /** Verifier for identity-provider tokens; absent when OIDC is not configured. */
  oidc?: OidcVerifier
  now?: () => Date
  /** The background-task runner: wake() after queueing a task so it starts at once. */
  taskRunner?: { wake(): void }
  /** The configured external talent providers (issue 23); a provider absent here is not offered. */
  talentProviders?: TalentProviders
  /** The email delivery worker: wake() after queueing a message that is due now. */
  emailDelivery?: { wake(): void }
  /** The legal entities' VMS connections and the worker delivering to them (issue 20). */
  vms?: VmsRuntime
  /** Calendar providers and the interview-event worker (issue 24); absent: no calendar can be connected. */
  calendar?: CalendarRuntime
  /** The assessment vendor and the invitation worker (issue 24 §3); absent: none configured. */
  assessments?: AssessmentsRuntime
}

export interface AuthUser {
  id: number
  clientId: number
  permissions: string[]
  legalEntityIds: number[]
  /** The session (refresh-token family) the access token belongs to, when it names one. */
  sessionId?: string
}

export type AppEnv = { Variables: { user: AuthUser; deps: AppDeps; requestId: string } }
