import { z } from 'zod'
import { proxyAddressList } from './kernel/client-address'

const validAddressList = (spec: string) => {
  try {
    proxyAddressList(spec)
    return true
  } catch {
    return false
  }
}

/** The only reader of process.env. A bad value stops start-up with a message naming the variable. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().email().default('no-reply@workspace.local'),
  /** An SMTP server slower than this (connect, greeting, any reply) is a temporary failure, retried later. */
  SMTP_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  /** Attempts per email before a temporary failure (4xx, connection) becomes `failed`. */
  EMAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(5),
  /** First retry after this; each further retry waits twice as long (at most an hour). */
  EMAIL_RETRY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** Undo of pipeline actions and email sends; emails they cause are held this long before they leave. */
  UNDO_WINDOW_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  PUBLIC_URL: z.string().url().default('http://localhost:3000'),
  OIDC_JWKS_URL: z.string().url().optional(),
  OIDC_ISSUER: z.string().min(1).optional(),
  OIDC_AUDIENCE: z.string().min(1).optional(),
  OIDC_EXTERNAL_AUDIENCE: z.string().min(1).optional(),
  /** The identity provider's authorize endpoint and our client id there: the sign-in page's provider button. */
  OIDC_AUTHORIZE_URL: z.string().url().optional(),
  OIDC_CLIENT_ID: z.string().min(1).optional(),
  OIDC_PROVIDER_NAME: z.string().min(1).max(40).default('SSO'),
  /** Proxies in front of the server, counted: the caller is that many entries from the right of X-Forwarded-For. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Or the proxies' own addresses (IPs or CIDR networks, comma-separated): entries they wrote are believed. */
  TRUST_PROXY_ADDRESSES: z
    .string()
    .refine(validAddressList, 'must be comma-separated IP addresses or networks (10.0.0.0/8)')
    .optional(),
  /** Before TRUST_PROXY_HOPS: `true` is read as one hop. */
  TRUST_PROXY: z.enum(['true', 'false']).optional(),
  SEED_ON_EMPTY: z.enum(['true', 'false']).default('true'),
  SEED_TALENTS: z.coerce.number().int().min(0).default(20000),
  SEED_PROJECTS: z.coerce.number().int().min(0).default(400),
  /** Erasures are compacted out of the data files once no request came for this long (0: at once). */
  ERASURE_COMPACTION_IDLE_MS: z.coerce.number().int().min(0).default(60_000),
  /** GET /api/health answers 503 when the disk of DATA_DIR has less free space than this. */
  HEALTH_MIN_FREE_DISK_MB: z.coerce.number().int().min(0).default(64),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  STATIC_DIR: z.string().min(1).default('./dist'),
  /** false under `npm run dev`, where Vite serves the client. */
  SERVE_CLIENT: z.enum(['true', 'false']).default('true'),
  /** External talent providers (issue 23): base URL and key of each; unset: none, or the reference ones (below). */
  MONSTER_URL: z.string().url().optional(),
  MONSTER_API_KEY: z.string().default(''),
  TEXTKERNEL_URL: z.string().url().optional(),
  TEXTKERNEL_API_KEY: z.string().default(''),
  /** A provider call slower than this is reported to the user as "provider slow". */
  TALENT_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
  /** npm start: start the reference providers on loopback for every provider without a URL. */
  REFERENCE_PROVIDERS: z.enum(['true', 'false']).default('true'),
  /** A legal entity's VMS (docs/vms-protocol.md): its base URL and the credentials it gave us. */
  VMS_URL: z.string().url().optional(),
  VMS_CLIENT_ID: z.string().min(1).optional(),
  VMS_CLIENT_SECRET: z.string().min(1).optional(),
  VMS_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The legal entity (id or exact name) VMS_URL or the reference VMS serves; default: the first with a VMS type. */
  VMS_LEGAL_ENTITY: z.string().min(1).optional(),
  VMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** The pull feed is read this often (the fallback for lost webhooks). */
  VMS_POLL_MS: z.coerce.number().int().min(1000).default(30_000),
  VMS_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(8),
  /** Without VMS_URL: start the reference VMS (src/reference/vms) on loopback for that legal entity. */
  VMS_REFERENCE: z.enum(['true', 'false']).default('true'),
  VMS_REFERENCE_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** Time between two steps of the reference VMS's client (confirm, interview, offer, hire). */
  VMS_REFERENCE_PACE_MS: z.coerce.number().int().min(0).default(4000),
  /** Google Calendar over OAuth 2.0 (issue 24): the app's client id and secret; the endpoints default to Google's. */
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_OAUTH_AUTH_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_OAUTH_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  GOOGLE_CALENDAR_API_URL: z.string().url().default('https://www.googleapis.com/calendar/v3'),
  /** Without GOOGLE_CLIENT_ID: start the reference Google (src/reference/google-calendar) on loopback. */
  CALENDAR_GOOGLE_REFERENCE: z.enum(['true', 'false']).default('true'),
  CALENDAR_GOOGLE_REFERENCE_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** The CalDAV server offered in settings (a user may name another). */
  CALDAV_URL: z.string().url().optional(),
  /** Without CALDAV_URL: start Radicale (when installed) on loopback with a folder in DATA_DIR. */
  CALENDAR_RADICALE: z.enum(['true', 'false']).default('true'),
  CALENDAR_RADICALE_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  CALENDAR_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Connected calendars are checked this often, so a revoked grant shows as "needs reconnecting". */
  CALENDAR_CHECK_MS: z.coerce.number().int().min(1000).default(120_000),
  /** The assessment vendor (issue 24 §3): its API, key and webhook secret. */
  ASSESSMENTS_URL: z.string().url().optional(),
  ASSESSMENTS_API_KEY: z.string().min(1).optional(),
  ASSESSMENTS_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  ASSESSMENTS_PROVIDER_NAME: z.string().min(1).default('Reference assessments'),
  /** Without ASSESSMENTS_URL: start the reference vendor (src/reference/assessments) on loopback. */
  ASSESSMENTS_REFERENCE: z.enum(['true', 'false']).default('true'),
  ASSESSMENTS_REFERENCE_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  /** The reference vendor's candidates start after this long and complete after twice it (0: never by themselves). */
  ASSESSMENTS_REFERENCE_PACE_MS: z.coerce.number().int().min(0).default(20_000),
  ASSESSMENTS_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
})

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const compatible =
    source.TRUST_PROXY === 'true' && source.TRUST_PROXY_HOPS === undefined
      ? { ...source, TRUST_PROXY_HOPS: '1' }
      : source
  const parsed = envSchema
    .refine((e) => !(e.TRUST_PROXY_HOPS > 0 && e.TRUST_PROXY_ADDRESSES), {
      path: ['TRUST_PROXY_ADDRESSES'],
      message: 'set either TRUST_PROXY_HOPS or TRUST_PROXY_ADDRESSES, not both',
    })
    .superRefine((env, ctx) => {
      if (!env.VMS_URL) return
      for (const key of ['VMS_CLIENT_ID', 'VMS_CLIENT_SECRET', 'VMS_WEBHOOK_SECRET'] as const)
        if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required with VMS_URL' })
    })
    .refine((e) => !e.GOOGLE_CLIENT_ID === !e.GOOGLE_CLIENT_SECRET, {
      path: ['GOOGLE_CLIENT_SECRET'],
      message: 'set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET together',
    })
    .safeParse(compatible)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new EnvError(`Invalid configuration in environment variables:\n${lines.join('\n')}`)
  }
  return parsed.data
}
