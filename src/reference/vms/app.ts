import { randomBytes, timingSafeEqual } from 'node:crypto'
import { type Context, Hono } from 'hono'
import { adminRoutes } from './admin'
import { FaultBox, withFault } from './faults'
import { apiError, type Plan, type VmsEventRecord } from './model'
import { Scenario } from './scenario'
import { VmsStore } from './store'
import { type CvPart, readSubmission, sha256, submit } from './submissions'
import { WebhookSender } from './webhooks'

export interface ReferenceVmsConfig {
  /** The append-only data log; null keeps everything in memory. */
  dataFile: string | null
  /** OAuth clients allowed to call (the supplier's credentials). */
  clients: { id: string; secret: string }[]
  tokenTtlSeconds: number
  webhookUrl: string | null
  webhookSecret: string
  webhookConcurrency: number
  paceMs: number
  defaultPlan: Plan
  rejectEvery: number
  /** Guards /_admin (tests and npm start drive the VMS through it); empty: no admin routes. */
  adminToken: string
}

export interface ReferenceVms {
  app: Hono
  store: VmsStore
  scenario: Scenario
  webhooks: WebhookSender
  faults: FaultBox
  tokens: Map<string, { clientId: string; expiresAt: number }>
  /** How often each idempotency key reached the submit route (a retry) and what it created. */
  counters: { submitRequests: number; created: number; replayed: number }
  close(): void
}

const equal = (a: string, b: string) => {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** A small VMS of a client (docs/vms-protocol.md): the other side of our HTTP driver, on loopback. */
export function createReferenceVms(config: ReferenceVmsConfig): ReferenceVms {
  const store = new VmsStore(config.dataFile)
  const webhooks = new WebhookSender({
    url: config.webhookUrl,
    secret: config.webhookSecret,
    concurrency: config.webhookConcurrency,
    batchSize: 100,
  })
  const scenario = new Scenario(
    store,
    {
      paceMs: config.paceMs,
      defaultPlan: config.defaultPlan,
      rejectEvery: config.rejectEvery,
      planByEmail: {},
    },
    () => Date.now(),
    (event: VmsEventRecord) => webhooks.enqueue([event]),
  )
  const faults = new FaultBox()
  const tokens = new Map<string, { clientId: string; expiresAt: number }>()
  const counters = { submitRequests: 0, created: 0, replayed: 0 }
  const app = new Hono()

  app.post('/oauth/token', async (c) =>
    withFault(c, faults, 'token', async () => {
      const form = await c.req.parseBody()
      const client = config.clients.find((k) => k.id === form.client_id)
      if (
        form.grant_type !== 'client_credentials' ||
        !client ||
        !equal(String(form.client_secret ?? ''), client.secret)
      )
        return c.json({ error: 'invalid_client' }, 401)
      const token = randomBytes(24).toString('base64url')
      tokens.set(token, { clientId: client.id, expiresAt: Date.now() + config.tokenTtlSeconds * 1000 })
      return c.json({ access_token: token, token_type: 'Bearer', expires_in: config.tokenTtlSeconds })
    }),
  )

  const v1 = new Hono()
  v1.use('*', async (c, next) => {
    const token = c.req.header('authorization')?.replace(/^Bearer\s+/i, '') ?? ''
    const known = tokens.get(token)
    if (!known || known.expiresAt <= Date.now()) {
      c.header('www-authenticate', 'Bearer error="invalid_token"')
      return c.json(apiError('invalid_token', 'The access token is missing or expired.'), 401)
    }
    await next()
  })

  v1.post('/submissions', (c) =>
    withFault(c, faults, 'submit', async () => {
      counters.submitRequests++
      const key = c.req.header('idempotency-key')?.trim() ?? ''
      if (!key)
        return c.json(apiError('idempotency_key_missing', 'An Idempotency-Key header is required.'), 400)
      const form = await c.req.parseBody()
      const part = form.submission
      const json = typeof part === 'string' ? part : part instanceof File ? await part.text() : ''
      const file = form.cv instanceof File ? form.cv : null
      const cv: CvPart | null = file
        ? { fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) }
        : null
      const bodyHash = sha256(`${json}\n${cv ? sha256(cv.bytes) : ''}`)
      const seen = store.idempotency.get(key)
      if (seen) {
        if (seen.bodyHash !== bodyHash)
          return c.json(
            apiError('idempotency_key_reused', 'This Idempotency-Key was used for a different submission.'),
            409,
          )
        counters.replayed++
        c.header('idempotent-replayed', 'true')
        return c.json(seen.body as object, seen.status === 201 ? 200 : (seen.status as 422))
      }
      let raw: unknown = null
      try {
        raw = JSON.parse(json)
      } catch {
        // reported below
      }
      const input = readSubmission(raw)
      const answer = input
        ? submit(store, scenario, key, input, cv, new Date().toISOString())
        : { status: 400 as const, body: apiError('invalid_json', 'The submission part is not valid JSON.') }
      if (answer.status === 201) counters.created++
      store.putIdempotency({ key, bodyHash, status: answer.status, body: answer.body })
      return c.json(answer.body, answer.status)
    }),
  )

  v1.get('/submissions/:id', (c) =>
    withFault(c, faults, 'lookup', () => {
      const sub = store.submissions.get(c.req.param('id'))
      if (!sub) return c.json(apiError('not_found', 'No such submission.'), 404)
      const { id, requisitionId, externalRef, status, message } = sub
      return c.json({ id, requisitionId, externalRef, status, message })
    }),
  )

  v1.post('/submissions/:id/withdraw', (c) =>
    withFault(c, faults, 'withdraw', async () => {
      const sub = store.submissions.get(c.req.param('id'))
      if (!sub) return c.json(apiError('not_found', 'No such submission.'), 404)
      const body = (await c.req.json().catch(() => ({}))) as { reason?: unknown }
      const done = scenario.withdraw(sub, typeof body.reason === 'string' ? body.reason : null)
      if (!done)
        return c.json(
          apiError(
            'not_withdrawable',
            `Submission ${sub.id} can no longer be withdrawn (status: ${sub.status}).`,
          ),
          409,
        )
      return c.json({ id: done.id, status: done.status })
    }),
  )

  const respond = (kind: 'interview' | 'offer', accept: boolean) => (c: Context) =>
    withFault(c, faults, 'respond', async () => {
      const body = (await c.req.json().catch(() => ({}))) as { reason?: unknown }
      const reason = typeof body.reason === 'string' && body.reason.trim() ? body.reason.trim() : null
      const id = c.req.param('id') ?? ''
      if (kind === 'interview') {
        const found = store.interviews.get(id)
        if (!found) return c.json(apiError('not_found', 'No such interview.'), 404)
        const done = scenario.answerInterview(found, accept, reason)
        if (!done)
          return c.json(apiError('not_open', `Interview ${id} is no longer open for an answer.`), 409)
        return c.json({ id: done.id, status: done.status })
      }
      const found = store.offers.get(id)
      if (!found) return c.json(apiError('not_found', 'No such offer.'), 404)
      const done = scenario.answerOffer(found, accept, reason)
      if (!done) return c.json(apiError('not_open', `Offer ${id} is no longer open for an answer.`), 409)
      return c.json({ id: done.id, status: done.status })
    })
  v1.post('/interviews/:id/accept', respond('interview', true))
  v1.post('/interviews/:id/decline', respond('interview', false))
  v1.post('/offers/:id/accept', respond('offer', true))
  v1.post('/offers/:id/decline', respond('offer', false))

  v1.get('/events', (c) =>
    withFault(c, faults, 'events', () => {
      const after = Number(c.req.query('after') ?? 0) || 0
      const limit = Math.min(1000, Math.max(1, Number(c.req.query('limit') ?? 500) || 500))
      const events = store.eventsAfter(after, limit + 1)
      const page = events.slice(0, limit)
      const cursor = page.length > 0 ? String(page[page.length - 1].sequence) : String(after)
      return c.json({ events: page, cursor, hasMore: events.length > limit })
    }),
  )

  app.route('/v1', v1)
  if (config.adminToken)
    app.route(
      '/_admin',
      adminRoutes({ store, scenario, webhooks, faults, tokens, counters }, config.adminToken),
    )
  app.get('/health', (c) => c.json({ status: 'ok' }))

  scenario.start()
  return {
    app,
    store,
    scenario,
    webhooks,
    faults,
    tokens,
    counters,
    close() {
      scenario.stop()
      webhooks.stop()
    },
  }
}
