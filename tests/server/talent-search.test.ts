import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { talents } from '../../src/server/db/schema/all'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { TalentRow, TalentSearchRequest } from '../../src/shared/contracts/talent-search'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let anna: string
let gina: string
let tom: string

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 300, projects: 20 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
  tom = (await t.login('tom.viewer@acme.test')).access_token
})
afterAll(() => t.close())

async function search(body: TalentSearchRequest | Record<string, unknown>, token = anna) {
  const res = await t.request('/api/search/freelancer/query', { method: 'POST', token, json: body })
  return { status: res.status, body: await res.json() }
}
const rows = async (body: TalentSearchRequest) => {
  const res = await search({ size: 200, ...body })
  expect(res.status).toBe(200)
  return res.body.results as TalentRow[]
}
const ids = async (body: TalentSearchRequest) => (await rows(body)).map((r) => r.id)
const query = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(q))

describe('talent search', () => {
  it('pages through the caller’s talents, 10 by default, with the total; a page past the end is empty', async () => {
    const first = await search({})
    expect(first.status).toBe(200)
    expect(first.body.results).toHaveLength(10)
    const [{ n }] = await query<{ n: string }>(
      sql`SELECT count(*) AS n FROM talents WHERE client_id = (SELECT client_id FROM talents WHERE id = ${first.body.results[0].id}) AND state NOT IN ('DELETED', 'DEACTIVATED')`,
    )
    expect(first.body.totalResults).toBe(Number(n))
    const second = await search({ offset: 10 })
    const all = await ids({})
    expect(second.body.results.map((r: TalentRow) => r.id)).toEqual(all.slice(10, 20))
    const past = await search({ offset: 100_000 })
    expect(past.status).toBe(200)
    expect(past.body.results).toEqual([])
    expect(past.body.totalResults).toBe(Number(n))
  })

  it('never shows another client’s talents, whatever clientIds says', async () => {
    const acme = new Set(await ids({ size: 200 }))
    const globex = await ids({ size: 200, clientIds: [1, 2] } as TalentSearchRequest & {
      clientIds: number[]
    })
    const globexOwn = (await search({ size: 200 }, gina)).body.results as TalentRow[]
    expect(globexOwn.length).toBeGreaterThan(0)
    expect(globexOwn.some((r) => acme.has(r.id))).toBe(false)
    expect(globex.every((id) => acme.has(id))).toBe(true)
    const foreign = globexOwn[0]
    expect(await ids({ ids: [foreign.id] })).toEqual([])
  })

  it('ranks full text over name, title, skills and CV, prefixes included', async () => {
    const [someone] = await rows({ size: 1 })
    const found = await rows({ query: someone.lastName.slice(0, 4), sort: 'relevance' })
    expect(found.map((r) => r.id)).toContain(someone.id)
    const [withSkill] = await query<{ name: string }>(
      sql`SELECT s.name FROM talent_skills s JOIN talents t ON t.id = s.talent_id WHERE t.id = ${someone.id} AND s.kind = 'skill' LIMIT 1`,
    )
    if (withSkill) {
      const bySkill = await rows({ query: withSkill.name, sort: 'relevance' })
      expect(bySkill.map((r) => r.id)).toContain(someone.id)
    }
    expect(await rows({ query: 'zzqqxxnothing' })).toEqual([])
  })

  it('ranks name, title and skill matches before matches in the CV only', async () => {
    const [a, b] = await rows({ size: 2 })
    const db = t.database.db
    await db
      .update(talents)
      .set({ title: 'Qwzyx Specialist', updatedAt: new Date('2020-01-01') })
      .where(eq(talents.id, a.id))
    await db
      .update(talents)
      .set({ cvText: 'worked with qwzyx tools', updatedAt: new Date() })
      .where(eq(talents.id, b.id))
    expect(await ids({ query: 'qwzyx', sort: 'relevance' })).toEqual([a.id, b.id])
    expect(await ids({ query: 'qwzyx', sort: 'last_updated' })).toEqual([b.id, a.id])
  })

  it('finds by name as a contains match and by skill (exact and like)', async () => {
    const [someone] = await rows({ size: 1 })
    const part = someone.lastName.slice(1, 4).toUpperCase()
    const byName = await rows({ filters: [{ field: 'name', operator: 'EQ', value: part }] })
    expect(byName.map((r) => r.id)).toContain(someone.id)
    expect(byName.every((r) => `${r.firstName} ${r.lastName}`.toUpperCase().includes(part))).toBe(true)
    const skill = someone.skills[0]
    const exact = await rows({ filters: [{ field: 'skill', operator: 'EQ', value: skill.toLowerCase() }] })
    expect(exact.map((r) => r.id)).toContain(someone.id)
    const [{ n }] = await query<{ n: string }>(
      sql`SELECT count(DISTINCT s.talent_id) AS n FROM talent_skills s JOIN talents t ON t.id = s.talent_id
          WHERE t.client_id = (SELECT client_id FROM talents WHERE id = ${someone.id}) AND t.state NOT IN ('DELETED','DEACTIVATED') AND lower(s.name) = lower(${skill})`,
    )
    expect(
      (await search({ filters: [{ field: 'skill', operator: 'EQ', value: skill }] })).body.totalResults,
    ).toBe(Number(n))
    const like = await ids({ filters: [{ field: 'skill', operator: 'LIKE', value: skill.slice(0, 3) }] })
    expect(like).toContain(someone.id)
    const not = await ids({ filters: [{ field: 'skill', operator: 'NEQ', value: skill }] })
    expect(not).not.toContain(someone.id)
  })

  it('filters by email, phone, title, VMS id, owner and tags', async () => {
    const [someone] = await rows({ size: 1 })
    const email = someone.email as string
    expect(await ids({ filters: [{ field: 'email', operator: 'EQ', value: email.toUpperCase() }] })).toEqual([
      someone.id,
    ])
    expect(
      await ids({ filters: [{ field: 'email', operator: 'LIKE', value: email.split('@')[0] }] }),
    ).toContain(someone.id)
    const local = (someone.phone as string).split(' ').slice(1).join('')
    expect(await ids({ filters: [{ field: 'phone', operator: 'EQ', value: local }] })).toContain(someone.id)
    expect(
      await ids({ filters: [{ field: 'phone', operator: 'LIKE', value: local.slice(2, 8) }] }),
    ).toContain(someone.id)
    expect(
      (await rows({ filters: [{ field: 'title', operator: 'LIKE', value: 'developer' }] })).every((r) =>
        r.title?.toLowerCase().includes('developer'),
      ),
    ).toBe(true)
    const [vms] = await query<{ id: number; vms_id: string }>(
      sql`SELECT id, vms_id FROM talents WHERE vms_id IS NOT NULL AND state = 'ACTIVE' AND client_id = (SELECT client_id FROM talents WHERE id = ${someone.id}) LIMIT 1`,
    )
    if (vms)
      expect(
        await ids({ filters: [{ field: 'vms_id', operator: 'LIKE', value: vms.vms_id.slice(3) }] }),
      ).toContain(vms.id)
    const [owned] = await rows({
      filters: [{ field: 'owner_id', operator: 'EQ', value: String(someone.owner?.id ?? 1) }],
    })
    if (someone.owner) expect(owned.owner?.id).toBe(someone.owner.id)
    const [tagged] = await query<{ talent_id: number; id: number; value: string }>(
      sql`SELECT tt.talent_id, g.id, g.value FROM talent_tags tt JOIN tags g ON g.id = tt.tag_id JOIN talents t ON t.id = tt.talent_id
          WHERE t.state = 'ACTIVE' AND t.client_id = (SELECT client_id FROM talents WHERE id = ${someone.id}) LIMIT 1`,
    )
    expect(await ids({ filters: [{ field: 'tag', operator: 'EQ', value: tagged.value }] })).toContain(
      tagged.talent_id,
    )
    expect(await ids({ filters: [{ field: 'tag', operator: 'EQ', value: String(tagged.id) }] })).toContain(
      tagged.talent_id,
    )
    expect(await ids({ filters: [{ field: 'tag', operator: 'NEQ', value: tagged.value }] })).not.toContain(
      tagged.talent_id,
    )
  })

  it('finds by postal code radius from where talents at that postal code live', async () => {
    const [home] = await query<{ zip: string; city: string }>(
      sql`SELECT home_zip_code AS zip, home_city AS city FROM talents WHERE current_city = home_city AND state = 'ACTIVE'
          AND client_id = 1 GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`,
    )
    const near = await rows({
      filters: [{ field: 'postalcoderadius', operator: 'EQ', value: `${home.zip}:20` }],
    })
    expect(near.length).toBeGreaterThan(0)
    expect(near.every((r) => r.distanceKm !== null && r.distanceKm <= 20)).toBe(true)
    expect(near.filter((r) => r.city === home.city).length).toBeGreaterThan(0)
    const wide = await rows({
      filters: [{ field: 'postalcoderadius', operator: 'EQ', value: `${home.zip}:800` }],
    })
    expect(wide.length).toBeGreaterThan(near.length)
    const unknown = await search({
      filters: [{ field: 'postalcoderadius', operator: 'EQ', value: '00000:10' }],
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.error).toBe('msp.v2.search.error.unknown.postal.code')
    expect(unknown.body.fields).toHaveProperty('postalcoderadius')
  })

  it('filters by location, country, city, rate range, availability, pools and assignee', async () => {
    const berlin = await rows({ filters: [{ field: 'city', operator: 'EQ', value: 'berlin' }] })
    for (const r of berlin) expect(r.id).toBeGreaterThan(0)
    const de = await rows({ filters: [{ field: 'location', operator: 'LIKE', value: 'DE' }] })
    expect(de.length).toBeGreaterThan(0)
    const rated = await rows({ filters: [{ field: 'rateRange', operator: 'EQ', value: '0-400' }] })
    expect(rated.every((r) => r.rateMin !== null && Number(r.rateMin) <= 400)).toBe(true)
    const available = await rows({ filters: [{ field: 'available', operator: 'EQ', value: 'true' }] })
    const away = await rows({ filters: [{ field: 'available', operator: 'EQ', value: 'false' }] })
    expect(available.every((r) => r.available)).toBe(true)
    expect(away.every((r) => !r.available)).toBe(true)
    const [member] = await query<{ pool_id: number; talent_id: number; stage: string }>(
      sql`SELECT pm.pool_id, pm.talent_id, pm.stage FROM pool_memberships pm JOIN talents t ON t.id = pm.talent_id
          WHERE pm.status = 'ACCEPTED' AND t.state = 'ACTIVE' AND t.client_id = 1 LIMIT 1`,
    )
    expect(
      await ids({ filters: [{ field: 'pool_id', operator: 'EQ', value: String(member.pool_id) }] }),
    ).toContain(member.talent_id)
    expect(
      await ids({
        filters: [{ field: 'pool_stage', operator: 'EQ', value: `${member.pool_id}:${member.stage}` }],
      }),
    ).toContain(member.talent_id)
    const [allocated] = await query<{ talent_id: number; msp: number }>(
      sql`SELECT a.talent_id, a.allocated_msp_id AS msp FROM applications a JOIN talents t ON t.id = a.talent_id
          WHERE a.allocated_msp_id IS NOT NULL AND t.state = 'ACTIVE' AND t.client_id = 1 LIMIT 1`,
    )
    if (allocated) {
      expect(
        await ids({ filters: [{ field: 'assigned_msp_id', operator: 'EQ', value: String(allocated.msp) }] }),
      ).toContain(allocated.talent_id)
      expect(
        await ids({ filters: [{ field: 'is_unassigned', operator: 'EQ', value: 'true' }] }),
      ).not.toContain(allocated.talent_id)
    }
  })

  it('hides deactivated talents unless the status filter asks for them', async () => {
    const [someone] = await rows({ size: 1 })
    await t.database.db.update(talents).set({ state: 'DEACTIVATED' }).where(eq(talents.id, someone.id))
    expect(await ids({})).not.toContain(someone.id)
    expect(await ids({ query: someone.lastName })).not.toContain(someone.id)
    const deactivated = await rows({ filters: [{ field: 'status', operator: 'EQ', value: 'DEACTIVATED' }] })
    expect(deactivated.map((r) => r.id)).toContain(someone.id)
    expect(deactivated.every((r) => r.state === 'DEACTIVATED')).toBe(true)
    await t.database.db.update(talents).set({ state: 'ACTIVE' }).where(eq(talents.id, someone.id))
  })

  it('sorts by name, rate and last update', async () => {
    const byName = await rows({ sort: 'name' })
    const names = byName.map((r) => r.lastName.toLowerCase())
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)))
    const rates = (await rows({ sort: 'rate' }))
      .map((r) => r.rateMin)
      .filter((r) => r !== null)
      .map(Number)
    expect(rates).toEqual([...rates].sort((a, b) => a - b))
    const times = (await rows({ sort: 'last_updated' })).map((r) => Date.parse(r.updatedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('answers bad input with a 400 naming the field, never a 500', async () => {
    const unknownKey = await search({ filters: [{ field: 'password', operator: 'EQ', value: 'x' }] })
    expect(unknownKey.status).toBe(400)
    expect(Object.keys(unknownKey.body.fields)).toContain('filters.0.field')
    const unknownOp = await search({ filters: [{ field: 'name', operator: 'GT', value: 'x' }] })
    expect(unknownOp.status).toBe(400)
    expect(Object.keys(unknownOp.body.fields)).toContain('filters.0.operator')
    const negative = await search({ size: -1 })
    expect(negative.status).toBe(400)
    expect(negative.body.fields).toHaveProperty('size')
    expect((await search({ offset: -5 })).status).toBe(400)
    for (const [field, value] of [
      ['status', 'SLEEPING'],
      ['pool_id', 'x'],
      ['rateRange', '9-1'],
      ['postalcoderadius', 'nowhere'],
      ['available', 'maybe'],
      ['owner_id', '99999999999'],
    ]) {
      const res = await search({ filters: [{ field, operator: 'EQ', value }] })
      expect(res.status, field).toBe(400)
      expect(res.body.error).toBe('msp.v2.search.error.invalid.filter')
      expect(res.body.fields).toHaveProperty(field)
    }
    const sqlish = "'; DROP TABLE talents; -- %_\\"
    for (const field of ['name', 'email', 'skill', 'tag', 'previous_job', 'title', 'location', 'keyword']) {
      const res = await search({ filters: [{ field, operator: 'LIKE', value: sqlish }] })
      expect(res.status, field).toBe(200)
    }
    expect((await search({ query: sqlish })).status).toBe(200)
    expect((await search({ query: '%' })).body.results).toEqual([])
    expect((await search({})).body.totalResults).toBeGreaterThan(0)
  })

  it('needs a sign-in and the talent permission', async () => {
    const anonymous = await t.request('/api/search/freelancer/query', { method: 'POST', json: {} })
    expect(anonymous.status).toBe(401)
    const viewer = await search({}, tom)
    expect(viewer.status).toBe(403)
  })
})
