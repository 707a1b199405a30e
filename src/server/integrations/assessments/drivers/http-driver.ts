import { createHmac, timingSafeEqual } from 'node:crypto'
import type { AssessmentDriver, AssessmentResult } from '../port'

/** A vendor's answer other than success: the caller retries, then shows "failed to send". */
export class AssessmentProviderError extends Error {}

export interface HttpAssessmentConfig {
  baseUrl: string
  apiKey: string
  webhookSecret: string
  timeoutMs: number
  /** Webhook timestamps older or newer than this are refused (replay window). */
  toleranceSeconds?: number
}

const STATUSES = ['invited', 'started', 'completed', 'expired', 'failed'] as const

/** The vendor's REST API (API key) and its HMAC-SHA256-signed result webhooks. */
export function createHttpAssessmentDriver(
  config: HttpAssessmentConfig,
  now = () => Date.now(),
): AssessmentDriver {
  const base = config.baseUrl.replace(/\/+$/, '')
  async function call(method: string, path: string, body?: unknown) {
    let res: Response
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${config.apiKey}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      })
    } catch (error) {
      throw new AssessmentProviderError(`${method} ${path}: ${(error as Error).message}`)
    }
    const text = await res.text()
    if (!res.ok)
      throw new AssessmentProviderError(`${method} ${path}: HTTP ${res.status} ${text.slice(0, 200)}`)
    return JSON.parse(text) as Record<string, unknown>
  }
  const result = (e: Record<string, unknown>): AssessmentResult | null => {
    const status = STATUSES.find((s) => s === e.status)
    if (!status || typeof e.invitationId !== 'string' || typeof e.eventId !== 'string') return null
    const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : null)
    return {
      invitationId: e.invitationId,
      status,
      score: num(e.score),
      passThreshold: num(e.passThreshold),
      reportUrl: typeof e.reportUrl === 'string' ? e.reportUrl : null,
      eventId: e.eventId,
    }
  }
  return {
    async listTests() {
      const body = await call('GET', '/v1/tests')
      const tests = Array.isArray(body.tests) ? (body.tests as Array<Record<string, unknown>>) : []
      return tests.map((t) => ({
        id: String(t.id),
        name: String(t.name),
        durationMinutes: typeof t.durationMinutes === 'number' ? t.durationMinutes : null,
      }))
    },
    async invite(invitation) {
      const body = await call('POST', '/v1/invitations', invitation)
      if (typeof body.id !== 'string') throw new AssessmentProviderError('invitation without id')
      return { invitationId: body.id }
    },
    async status(invitationId) {
      const body = await call('GET', `/v1/invitations/${encodeURIComponent(invitationId)}`)
      const r = result({ ...body, invitationId, eventId: `poll:${invitationId}:${String(body.status)}` })
      if (!r) throw new AssessmentProviderError('unreadable status')
      return r
    },
    async remind(invitationId, idempotencyKey) {
      await call('POST', `/v1/invitations/${encodeURIComponent(invitationId)}/reminders`, { idempotencyKey })
    },
    async verifyWebhook(headers, rawBody) {
      const header = headers.get('x-signature') ?? ''
      const parts = Object.fromEntries(
        header.split(',').map((p) => p.trim().split('=', 2) as [string, string]),
      )
      const at = Number(parts.t)
      if (!parts.v1 || !Number.isFinite(at)) return null
      if (Math.abs(now() / 1000 - at) > (config.toleranceSeconds ?? 300)) return null
      const expected = createHmac('sha256', config.webhookSecret).update(`${at}.`).update(rawBody).digest()
      const given = Buffer.from(parts.v1, 'hex')
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
      try {
        const body = JSON.parse(Buffer.from(rawBody).toString('utf8')) as { events?: unknown[] }
        return (body.events ?? []).map((e) => result(e as Record<string, unknown>)).filter((r) => r !== null)
      } catch {
        return null
      }
    },
  }
}
