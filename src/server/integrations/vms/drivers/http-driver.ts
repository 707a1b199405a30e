import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type {
  VmsCallResult,
  VmsDocument,
  VmsDriver,
  VmsExchange,
  VmsSubmission,
  VmsSubmitResult,
} from '../port'
import { parseVmsEvent } from './event-parser'

/** docs/vms-protocol.md: OAuth client credentials, JSON + multipart over HTTPS (or loopback). */
export interface HttpVmsConfig {
  baseUrl: string
  clientId: string
  clientSecret: string
  webhookSecret: string
  /** Longest wait for one answer. */
  timeoutMs: number
  /** Webhook replay window. */
  replayWindowSeconds?: number
}

interface Answer {
  status: number
  text: string
  headers: Headers
  exchange: VmsExchange
}

const RENEW_BEFORE_MS = 30_000

/** The VMS's error text, verbatim (§ "error answers"), or the status line when it sent none. */
function errorMessage(status: number, text: string): string {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown; code?: unknown } | string }
    if (typeof body.error === 'object' && typeof body.error?.message === 'string') return body.error.message
    if (typeof body.error === 'string') return body.error
  } catch {
    // not JSON
  }
  return text.trim() ? text.trim().slice(0, 500) : `HTTP ${status}`
}

const errorCode = (text: string): string | null => {
  try {
    const body = JSON.parse(text) as { error?: { code?: unknown } }
    return typeof body.error?.code === 'string' ? body.error.code : null
  } catch {
    return null
  }
}

/** Retry-After in seconds or as an HTTP date. */
function retryAfterMs(headers: Headers): number | undefined {
  const value = headers.get('retry-after')
  if (!value) return undefined
  const seconds = Number(value)
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000)
  const at = Date.parse(value)
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now())
}

/** Transport failures in words a recruiter can act on (shown on the row while it is retried). */
function transportMessage(error: unknown, timeoutMs: number): string {
  const e = error as { name?: string; cause?: { code?: string; message?: string }; message?: string }
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError')
    return `No answer from the VMS within ${Math.round(timeoutMs / 1000)} s.`
  const code = e?.cause?.code ?? ''
  const detail = e?.cause?.message ?? e?.message ?? String(error)
  return code ? `The VMS could not be reached (${code}).` : `The VMS could not be reached: ${detail}`
}

class TransportError extends Error {
  constructor(
    message: string,
    readonly exchange: VmsExchange,
  ) {
    super(message)
  }
}

/**
 * The VMS driver for our REST protocol. One instance per configured legal entity; it keeps
 * the OAuth token and renews it before it expires, or at once when the VMS calls it invalid
 * (then the call is repeated once). It never retries on its own beyond that: the outbox
 * decides when to try again, so every attempt is recorded.
 */
export function createHttpVmsDriver(config: HttpVmsConfig): VmsDriver {
  const base = config.baseUrl.replace(/\/+$/, '')
  let token: { value: string; renewAt: number } | null = null
  let pending: Promise<string> | null = null

  async function fetchToken(signal?: AbortSignal): Promise<string> {
    const res = await fetch(`${base}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: config.clientId,
        client_secret: config.clientSecret,
      }),
      signal: withTimeout(signal),
    })
    const text = await res.text()
    if (!res.ok) throw new Error(`The VMS refused our credentials: ${errorMessage(res.status, text)}`)
    const body = JSON.parse(text) as { access_token: string; expires_in?: number }
    const ttlMs = (body.expires_in ?? 300) * 1000
    token = { value: body.access_token, renewAt: Date.now() + Math.max(ttlMs / 2, ttlMs - RENEW_BEFORE_MS) }
    return body.access_token
  }

  function accessToken(signal?: AbortSignal, force = false): Promise<string> {
    if (!force && token && Date.now() < token.renewAt) return Promise.resolve(token.value)
    if (force) token = null
    // One token request at a time, however many calls wait for it.
    pending ??= fetchToken(signal).finally(() => {
      pending = null
    })
    return pending
  }

  function withTimeout(signal?: AbortSignal): AbortSignal {
    const timeout = AbortSignal.timeout(config.timeoutMs)
    return signal ? AbortSignal.any([signal, timeout]) : timeout
  }

  async function call(
    method: string,
    path: string,
    init: {
      body?: BodyInit
      requestBody: string
      files?: VmsExchange['files']
      headers?: Record<string, string>
    },
    signal?: AbortSignal,
  ): Promise<Answer> {
    const url = `${base}${path}`
    const started = performance.now()
    const exchange = (status: number, responseBody: string): VmsExchange => ({
      method,
      url,
      requestBody: init.requestBody,
      files: init.files,
      status,
      responseBody,
      durationMs: Math.round(performance.now() - started),
    })
    for (let attempt = 0; ; attempt++) {
      try {
        const bearer = await accessToken(signal, attempt > 0)
        const res = await fetch(url, {
          method,
          headers: { authorization: `Bearer ${bearer}`, ...init.headers },
          body: init.body,
          signal: withTimeout(signal),
        })
        const text = await res.text()
        if (res.status === 401 && attempt === 0) continue
        return { status: res.status, text, headers: res.headers, exchange: exchange(res.status, text) }
      } catch (error) {
        const message = (error as Error).message?.startsWith('The VMS refused our credentials')
          ? (error as Error).message
          : transportMessage(error, config.timeoutMs)
        throw new TransportError(message, exchange(0, ''))
      }
    }
  }

  /** The mapping every changing call shares: done, refused for good (message verbatim), or retry. */
  function outcomeOf(answer: Answer): VmsCallResult {
    const { status, text, headers, exchange } = answer
    if (status >= 200 && status < 300) return { outcome: 'done', exchange }
    if (status === 429 || errorCode(text) === 'request_in_progress')
      return {
        outcome: 'retry',
        message: errorMessage(status, text),
        retryAfterMs: retryAfterMs(headers),
        exchange,
      }
    if (status >= 500 || status === 401 || status === 408)
      return {
        outcome: 'retry',
        message: errorMessage(status, text),
        retryAfterMs: retryAfterMs(headers),
        exchange,
      }
    return { outcome: 'rejected', message: errorMessage(status, text), exchange }
  }

  async function changing(path: string, body: unknown, signal?: AbortSignal): Promise<VmsCallResult> {
    const json = JSON.stringify(body)
    try {
      return outcomeOf(
        await call(
          'POST',
          path,
          { body: json, requestBody: json, headers: { 'content-type': 'application/json' } },
          signal,
        ),
      )
    } catch (error) {
      if (error instanceof TransportError)
        return { outcome: 'retry', message: error.message, exchange: error.exchange }
      throw error
    }
  }

  return {
    async submit(submission: VmsSubmission, cv: VmsDocument | null, signal?: AbortSignal) {
      const { idempotencyKey, ...body } = submission
      const json = JSON.stringify(body)
      const form = new FormData()
      form.append('submission', new Blob([json], { type: 'application/json' }), 'submission.json')
      const files = cv
        ? [
            {
              part: 'cv',
              fileName: cv.fileName,
              size: cv.bytes.length,
              sha256: createHash('sha256').update(cv.bytes).digest('hex'),
            },
          ]
        : undefined
      if (cv)
        form.append('cv', new Blob([new Uint8Array(cv.bytes)], { type: 'application/pdf' }), cv.fileName)
      let answer: Answer
      try {
        answer = await call(
          'POST',
          '/v1/submissions',
          { body: form, requestBody: json, files, headers: { 'idempotency-key': idempotencyKey } },
          signal,
        )
      } catch (error) {
        if (error instanceof TransportError)
          return {
            outcome: 'retry',
            message: error.message,
            exchange: error.exchange,
          } satisfies VmsSubmitResult
        throw error
      }
      const result = outcomeOf(answer)
      if (result.outcome !== 'done') return result
      const id = (JSON.parse(answer.text) as { id?: unknown }).id
      if (typeof id !== 'string' || !id)
        return {
          outcome: 'retry',
          message: 'The VMS accepted the submission without an id.',
          exchange: answer.exchange,
        }
      return {
        outcome: 'accepted',
        vmsSubmissionId: id,
        replayed: answer.headers.get('idempotent-replayed') === 'true',
        exchange: answer.exchange,
      }
    },

    withdraw: (id, reason, signal) =>
      changing(`/v1/submissions/${encodeURIComponent(id)}/withdraw`, { reason }, signal),

    respond: (target, answer, reason, signal) =>
      changing(
        `/v1/${target.kind === 'interview' ? 'interviews' : 'offers'}/${encodeURIComponent(target.id)}/${answer}`,
        { reason },
        signal,
      ),

    async fetchEvents(cursor, signal) {
      const query = new URLSearchParams({ limit: '500' })
      if (cursor) query.set('after', cursor)
      const answer = await call('GET', `/v1/events?${query}`, { requestBody: '' }, signal)
      if (answer.status !== 200) throw new Error(errorMessage(answer.status, answer.text))
      const body = JSON.parse(answer.text) as { events?: unknown[]; cursor?: unknown }
      return {
        events: (body.events ?? []).map(parseVmsEvent),
        cursor: typeof body.cursor === 'string' ? body.cursor : cursor,
      }
    },

    verifyWebhook(headers, rawBody, now) {
      const timestamp = Number(headers.get('x-vms-timestamp'))
      const signatures = (headers.get('x-vms-signature') ?? '').split(',').map((s) => s.trim())
      if (!Number.isInteger(timestamp)) return null
      if (Math.abs(now.getTime() / 1000 - timestamp) > (config.replayWindowSeconds ?? 300)) return null
      const expected = Buffer.from(
        `v1=${createHmac('sha256', config.webhookSecret).update(`${timestamp}.`).update(rawBody).digest('hex')}`,
      )
      const genuine = signatures.some((s) => {
        const given = Buffer.from(s)
        return given.length === expected.length && timingSafeEqual(given, expected)
      })
      if (!genuine) return null
      try {
        const body = JSON.parse(Buffer.from(rawBody).toString('utf8')) as { events?: unknown }
        return Array.isArray(body.events) ? body.events.map(parseVmsEvent) : null
      } catch {
        return null
      }
    },
  }
}
