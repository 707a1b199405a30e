import { createHmac, randomBytes } from 'node:crypto'
import { Hono } from 'hono'

/**
 * The reference assessment vendor (demo and tests, issue 24 §3): tests, invitations by API key
 * with an idempotency key, statuses, and results pushed to our webhook signed with HMAC-SHA256
 * (`X-Signature: t=<unix seconds>,v1=<hex of HMAC(secret, "<t>.<body>")>`). /_admin lets tests
 * and the demo move a candidate along (start, complete with a score, expire) and inject faults.
 */
export interface ReferenceAssessmentsOptions {
  apiKey: string
  webhookUrl: string | null
  webhookSecret: string
  adminToken: string
  /** > 0: each candidate starts after this long and completes after twice it (the demo). */
  paceMs?: number
}

interface Invitation {
  id: string
  key: string
  testId: string
  candidate: { firstName: string; lastName: string; email: string; language: string }
  status: 'invited' | 'started' | 'completed' | 'expired'
  score: number | null
  expiresAt: string
  /** Reminders mailed to the candidate, by the caller's idempotency key. */
  reminders: string[]
}

export const REFERENCE_TESTS = [
  { id: 'js-senior', name: 'JavaScript (senior)', durationMinutes: 60, passThreshold: 70 },
  { id: 'sql-core', name: 'SQL fundamentals', durationMinutes: 40, passThreshold: 60 },
  // The one candidates put off: with a pace, they start it only once reminded.
  { id: 'english-b2', name: 'English B2', durationMinutes: 30, passThreshold: 65, waitsForReminder: true },
]

export const signWebhook = (secret: string, body: string, at = Math.floor(Date.now() / 1000)) =>
  `t=${at},v1=${createHmac('sha256', secret).update(`${at}.${body}`).digest('hex')}`

export function createReferenceAssessments(o: ReferenceAssessmentsOptions) {
  const invitations = new Map<string, Invitation>()
  let faults: number[] = []
  const deliveries: Array<{ status: number; body: string }> = []
  const threshold = (testId: string) => REFERENCE_TESTS.find((t) => t.id === testId)?.passThreshold ?? null

  async function push(inv: Invitation) {
    if (!o.webhookUrl) return
    const body = JSON.stringify({
      events: [
        {
          eventId: `evt_${randomBytes(8).toString('hex')}`,
          invitationId: inv.id,
          status: inv.status,
          score: inv.score,
          passThreshold: threshold(inv.testId),
          reportUrl: inv.status === 'completed' ? `https://assessments.reference/report/${inv.id}` : null,
        },
      ],
    })
    const res = await fetch(o.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-signature': signWebhook(o.webhookSecret, body) },
      body,
    }).catch(() => null)
    deliveries.push({ status: res?.status ?? 0, body })
  }

  /** With a pace (the demo), the candidate starts after it and completes after twice it. */
  function takeTest(inv: Invitation) {
    const pace = o.paceMs ?? 0
    if (pace <= 0) return
    setTimeout(() => {
      if (inv.status !== 'invited') return
      inv.status = 'started'
      void push(inv)
    }, pace).unref()
    setTimeout(() => {
      if (inv.status !== 'started') return
      inv.status = 'completed'
      inv.score = Math.round((45 + Math.random() * 53) * 10) / 10
      void push(inv)
    }, pace * 2).unref()
  }

  const app = new Hono()
  app.use('/v1/*', async (c, next) => {
    const fault = faults.shift()
    if (fault) return c.json({ error: 'unavailable' }, fault as 500)
    if (c.req.header('authorization') !== `Bearer ${o.apiKey}`) return c.json({ error: 'unauthorized' }, 401)
    await next()
  })
  app.get('/v1/tests', (c) => c.json({ tests: REFERENCE_TESTS }))
  app.post('/v1/invitations', async (c) => {
    const body = (await c.req.json()) as Omit<Invitation, 'id' | 'status' | 'score' | 'key'> & {
      idempotencyKey: string
    }
    if (!REFERENCE_TESTS.some((t) => t.id === body.testId)) return c.json({ error: 'unknown test' }, 422)
    if (!body.candidate?.email) return c.json({ error: 'candidate email required' }, 422)
    const existing = [...invitations.values()].find((i) => i.key === body.idempotencyKey)
    if (existing) return c.json({ id: existing.id, status: existing.status }, 200)
    const inv: Invitation = {
      id: `inv_${randomBytes(8).toString('hex')}`,
      key: body.idempotencyKey,
      testId: body.testId,
      candidate: body.candidate,
      status: 'invited',
      score: null,
      expiresAt: body.expiresAt,
      reminders: [],
    }
    invitations.set(inv.id, inv)
    if (!REFERENCE_TESTS.find((t) => t.id === inv.testId)?.waitsForReminder) takeTest(inv)
    return c.json({ id: inv.id, status: inv.status }, 201)
  })
  // Mails the candidate again; the same key reminds once however often it is sent.
  app.post('/v1/invitations/:id/reminders', async (c) => {
    const inv = invitations.get(c.req.param('id'))
    if (!inv) return c.json({ error: 'not found' }, 404)
    const { idempotencyKey } = (await c.req.json()) as { idempotencyKey?: string }
    if (!idempotencyKey) return c.json({ error: 'idempotencyKey required' }, 422)
    if (inv.reminders.includes(idempotencyKey)) return c.json({ reminders: inv.reminders.length }, 200)
    if (inv.status !== 'invited' && inv.status !== 'started')
      return c.json({ error: `the invitation is ${inv.status}` }, 409)
    inv.reminders.push(idempotencyKey)
    if (inv.status === 'invited') takeTest(inv)
    return c.json({ reminders: inv.reminders.length }, 201)
  })
  app.get('/v1/invitations/:id', (c) => {
    const inv = invitations.get(c.req.param('id'))
    if (!inv) return c.json({ error: 'not found' }, 404)
    return c.json({ id: inv.id, status: inv.status, score: inv.score, passThreshold: threshold(inv.testId) })
  })

  const admin = new Hono()
    .use('*', async (c, next) => {
      if (c.req.header('authorization') !== `Bearer ${o.adminToken}`)
        return c.json({ error: 'forbidden' }, 403)
      await next()
    })
    .get('/invitations', (c) => c.json([...invitations.values()]))
    .get('/deliveries', (c) => c.json(deliveries))
    .post('/faults', async (c) => {
      const body = (await c.req.json()) as { count: number; status: number }
      faults = Array.from({ length: body.count }, () => body.status)
      return c.json({ ok: true })
    })
    .post('/advance', async (c) => {
      const body = (await c.req.json()) as {
        invitationId: string
        status: Invitation['status']
        score?: number
      }
      const inv = invitations.get(body.invitationId)
      if (!inv) return c.json({ error: 'not found' }, 404)
      inv.status = body.status
      inv.score = body.score ?? inv.score
      await push(inv)
      return c.json(inv)
    })
  app.route('/_admin', admin)
  return { app, invitations }
}
