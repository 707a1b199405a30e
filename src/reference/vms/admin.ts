import { Hono } from 'hono'
import type { FaultBox, RequestFault } from './faults'
import type { Interview, Plan, Requisition } from './model'
import type { Scenario } from './scenario'
import type { VmsStore } from './store'
import type { WebhookFault, WebhookSender } from './webhooks'

interface AdminDeps {
  store: VmsStore
  scenario: Scenario
  webhooks: WebhookSender
  faults: FaultBox
  tokens: Map<string, { clientId: string; expiresAt: number }>
  counters: { submitRequests: number; created: number; replayed: number }
}

/**
 * The reference VMS's control room (not part of the protocol): the client's requisitions,
 * the pace and plans of its answers, injected faults, and what it holds, for npm start's demo
 * and the tests. Guarded by a token given at start.
 */
export function adminRoutes(d: AdminDeps, adminToken: string): Hono {
  const admin = new Hono()
  admin.use('*', async (c, next) => {
    if (c.req.header('x-admin-token') !== adminToken) return c.json({ error: 'forbidden' }, 403)
    await next()
  })

  admin.put('/requisitions', async (c) => {
    const list = (await c.req.json()) as Requisition[]
    for (const r of list)
      d.store.putRequisition({
        id: r.id,
        title: r.title,
        status: r.status,
        rateMax: r.rateMax,
        currency: r.currency,
        unit: r.unit,
        maxSubmissions: r.maxSubmissions,
        requiresCv: r.requiresCv,
      })
    return c.json({ count: d.store.requisitions.size })
  })

  admin.put('/config', async (c) => {
    const body = (await c.req.json()) as Partial<{
      paceMs: number
      defaultPlan: Plan
      rejectEvery: number
      planByEmail: Record<string, Plan>
    }>
    Object.assign(d.scenario.config, body)
    return c.json(d.scenario.config)
  })

  admin.post('/faults', async (c) => {
    const body = (await c.req.json()) as { request?: RequestFault[]; webhook?: WebhookFault[] }
    d.faults.pending.push(...(body.request ?? []))
    d.webhooks.faults.push(...(body.webhook ?? []))
    return c.json({ request: d.faults.pending.length, webhook: d.webhooks.faults.length })
  })

  admin.delete('/faults', (c) => {
    d.faults.pending.length = 0
    d.webhooks.faults.length = 0
    return c.json({ request: 0, webhook: 0 })
  })

  admin.post('/tokens/expire', (c) => {
    for (const t of d.tokens.values()) t.expiresAt = 0
    return c.json({ expired: d.tokens.size })
  })

  admin.get('/state', (c) =>
    c.json({
      counters: d.counters,
      submissions: [...d.store.submissions.values()].map((s) => ({
        id: s.id,
        externalRef: s.externalRef,
        requisitionId: s.requisitionId,
        email: s.candidate.email,
        status: s.status,
        plan: s.plan,
        rate: s.rate,
      })),
      interviews: [...d.store.interviews.values()],
      offers: [...d.store.offers.values()],
      events: d.store.events.length,
      lastSequence: d.store.nextSequence() - 1,
      webhook: { ...d.webhooks.stats, idle: d.webhooks.idle },
    }),
  )

  /** Sends stored events again by webhook (late duplicates). */
  admin.post('/redeliver', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { after?: number; limit?: number }
    const events = d.store.eventsAfter(body.after ?? 0, body.limit ?? 100_000)
    d.webhooks.enqueue(events)
    return c.json({ redelivered: events.length })
  })

  /** `count` interview events over the existing submissions (created, then rescheduled): load for benchmarks. */
  admin.post('/emit', async (c) => {
    const { count } = (await c.req.json()) as { count: number }
    const subs = [...d.store.submissions.values()]
    if (subs.length === 0) return c.json({ emitted: 0 })
    const open = new Map<string, Interview>()
    for (let i = 0; i < count; i++) {
      const sub = subs[i % subs.length]
      const previous = open.get(sub.id)
      const startsAt = new Date(Date.now() + (2 * 24 + i) * 3_600_000).toISOString()
      const interview: Interview = previous
        ? { ...previous, startsAt, endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString() }
        : {
            id: d.store.nextId('interview'),
            submissionId: sub.id,
            status: 'uc',
            startsAt,
            endsAt: new Date(Date.parse(startsAt) + 3_600_000).toISOString(),
            location: 'Video call',
            meetingUrl: null,
            talentResponse: 'pending',
            message: null,
          }
      open.set(sub.id, interview)
      d.store.putInterview(interview)
      d.scenario.emitInterview(sub, interview)
    }
    return c.json({ emitted: count })
  })

  return admin
}
