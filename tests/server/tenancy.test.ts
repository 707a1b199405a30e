import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clients, msps, talents } from '../../src/server/db/schema/all'
import { hashPassword } from '../../src/server/modules/auth/password'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let acmeToken: string
let globexToken: string
let acmeTalentId: number
let globexTalentId: number

beforeAll(async () => {
  t = await createTestApp()
  acmeToken = (await t.login('anna.admin@acme.test')).access_token
  globexToken = (await t.login('gina.globex@globex.test')).access_token
  const db = t.database.db
  const [acme] = await db.select().from(clients).where(eq(clients.code, 'acme'))
  const [globex] = await db.select().from(clients).where(eq(clients.code, 'globex'))
  const live = (clientId: number) => and(eq(talents.clientId, clientId), ne(talents.state, 'DELETED'))
  acmeTalentId = (await db.select({ id: talents.id }).from(talents).where(live(acme.id)).limit(1))[0].id
  globexTalentId = (await db.select({ id: talents.id }).from(talents).where(live(globex.id)).limit(1))[0].id
})
afterAll(() => t.close())

const projectTotal = (c: { projects: Record<string, number> }) =>
  Object.values(c.projects).reduce((x, y) => x + y, 0)

describe('tenant isolation', () => {
  it("answers 404 for another client's talent, exactly as for a missing one", async () => {
    const own = await t.request(`/api/freelancer/${acmeTalentId}/profile`, { token: acmeToken })
    expect(own.status).toBe(200)
    expect((await own.json()).id).toBe(acmeTalentId)
    const foreign = await t.request(`/api/freelancer/${globexTalentId}/profile`, { token: acmeToken })
    const missing = await t.request('/api/freelancer/999999999/profile', { token: acmeToken })
    expect(foreign.status).toBe(404)
    expect(await foreign.json()).toEqual(await missing.json())
    expect(
      (await t.request(`/api/freelancer/${globexTalentId}/profile`, { token: globexToken })).status,
    ).toBe(200)
  })

  it('gives each client its own context and dashboard', async () => {
    const acme = await (await t.request('/api/client/context', { token: acmeToken })).json()
    const globex = await (await t.request('/api/client/context', { token: globexToken })).json()
    expect(acme.clientId).toBe('acme')
    expect(globex.clientId).toBe('globex')
    const acmeLe = acme.legalEntity.map((le: { name: string }) => le.name)
    expect(globex.legalEntity.some((le: { name: string }) => acmeLe.includes(le.name))).toBe(false)
    expect(acme.currencies.length).toBeGreaterThan(0)
    expect(acme.countries.every((c: { phoneCode: string }) => c.phoneCode !== '')).toBe(true)

    const a = await (await t.request('/api/dashboard/counts', { token: acmeToken })).json()
    const g = await (await t.request('/api/dashboard/counts', { token: globexToken })).json()
    expect(projectTotal(a)).toBeGreaterThan(0)
    expect(projectTotal(g)).toBeGreaterThan(0)
    expect(a).not.toEqual(g)
  })

  it('limits the dashboard to the legal entities of the user', async () => {
    const all = await (await t.request('/api/dashboard/counts', { token: acmeToken })).json()
    const lea = (await t.login('lea.sourcer@acme.test')).access_token
    const mine = await (await t.request('/api/dashboard/counts', { token: lea })).json()
    expect(projectTotal(mine)).toBeGreaterThan(0)
    expect(projectTotal(mine)).toBeLessThan(projectTotal(all))
  })
})

describe('permissions', () => {
  it('refuses the dashboard to a user without the dashboard permission', async () => {
    const db = t.database.db
    const [anna] = await db.select().from(msps).where(eq(msps.email, 'anna.admin@acme.test'))
    await db.insert(msps).values({
      clientId: anna.clientId,
      email: 'no.dashboard@acme.test',
      firstName: 'No',
      lastName: 'Dashboard',
      passwordHash: await hashPassword('Limited!2026'),
      permissions: 'R',
    })
    const { access_token } = await t.login('no.dashboard@acme.test', 'Limited!2026')
    const res = await t.request('/api/dashboard/counts', { token: access_token })
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: 'msp.v2.auth.forbidden', messages: [] })
  })
})
