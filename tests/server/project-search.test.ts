import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projects } from '../../src/server/db/schema/all'
import type { ProjectRow, ProjectSearchRequest } from '../../src/shared/contracts/project-search'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let anna: string
let gina: string

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 80, projects: 40 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
})
afterAll(() => t.close())

async function search(body: ProjectSearchRequest, token = anna) {
  const res = await t.request('/api/search/project/query', { method: 'POST', token, json: body })
  return { status: res.status, body: await res.json() }
}
const rows = async (body: ProjectSearchRequest) => (await search(body)).body.results as ProjectRow[]

describe('project search', () => {
  it('pages through the caller’s projects, 10 by default, without deleted ones', async () => {
    const first = await search({})
    expect(first.status).toBe(200)
    expect(first.body.results).toHaveLength(10)
    const all = await rows({ size: 200 })
    expect(all.length).toBe(first.body.totalResults)
    expect(all.some((p) => p.status === 'DELETED')).toBe(false)
    const second = await rows({ offset: 10 })
    expect(second.map((p) => p.id)).toEqual(all.slice(10, 20).map((p) => p.id))
  })

  it('never shows another client’s projects', async () => {
    const acme = new Set((await rows({ size: 200 })).map((p) => p.id))
    const globex = (await search({ size: 200 }, gina)).body.results as ProjectRow[]
    expect(globex.length).toBeGreaterThan(0)
    expect(globex.some((p) => acme.has(p.id))).toBe(false)
  })

  it('filters by status and chip names and derives the chip', async () => {
    for (const status of ['OPEN', 'PAUSED', 'CLOSED', 'UNPUBLISHED', 'DELETED'] as const) {
      const found = await rows({ filters: [{ field: 'status', operator: 'EQ', value: status }], size: 200 })
      const chip = {
        OPEN: 'open',
        PAUSED: 'paused',
        CLOSED: 'closed',
        UNPUBLISHED: 'unpublished',
        DELETED: 'deleted',
      }
      for (const p of found) {
        if (status === 'CLOSED') expect(p.status).toBe('CLOSED')
        else expect(p.chip).toBe(chip[status])
      }
    }
    const notPaused = await rows({
      filters: [{ field: 'status', operator: 'NEQ', value: 'paused' }],
      size: 200,
    })
    expect(notPaused.every((p) => p.status !== 'PAUSED')).toBe(true)
  })

  it('finds by title (contains, case-insensitive) and by exact title', async () => {
    const [some] = await rows({ size: 1 })
    const word = some.title.split(' ')[0].toLowerCase()
    const like = await rows({ filters: [{ field: 'title', operator: 'LIKE', value: word }], size: 200 })
    expect(like.map((p) => p.id)).toContain(some.id)
    expect(like.every((p) => p.title.toLowerCase().includes(word))).toBe(true)
    const exact = await rows({
      filters: [{ field: 'title', operator: 'EQ', value: some.title.toUpperCase() }],
    })
    expect(exact.every((p) => p.title.toLowerCase() === some.title.toLowerCase())).toBe(true)
    expect(await rows({ query: '%' })).toEqual([])
  })

  it('sorts by last update, new application and hiring deadline', async () => {
    const byUpdate = await rows({ sort: 'last_updated', size: 200 })
    const times = byUpdate.map((p) => Date.parse(p.updatedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    const byDeadline = (await rows({ sort: 'hiring_deadline', size: 200 })).map((p) => p.hiringDeadline)
    const dated = byDeadline.filter((d): d is string => d !== null)
    expect(dated).toEqual([...dated].sort())
    expect(byDeadline.slice(dated.length).every((d) => d === null)).toBe(true)
  })

  it('matches a rate range by overlap and counts the pipeline per project', async () => {
    const db = t.database.db
    const [p] = await rows({ size: 1 })
    await db.update(projects).set({ rateMin: '90', rateMax: '110' }).where(eq(projects.id, p.id))
    const inRange = await rows({
      filters: [{ field: 'rateRange', operator: 'EQ', value: '0-95' }],
      size: 200,
    })
    expect(inRange.map((r) => r.id)).toContain(p.id)
    const below = await rows({ filters: [{ field: 'rateRange', operator: 'EQ', value: '0-80' }], size: 200 })
    expect(below.map((r) => r.id)).not.toContain(p.id)
    // Every project of a page counts its applications as a direct count does (§4 mapping:
    // sent to the client = sent to the VMS and hired), also after an application moves.
    const direct = async (id: number) => {
      const counted = await db.execute(sql`
        SELECT count(*) FILTER (WHERE status NOT IN ('h', 's2c', 'sf', 'sp', 'rm', 'w', 'rv')) AS active,
          count(*) FILTER (WHERE status IN ('s2c', 'sf', 'sp', 'h')) AS sent,
          count(*) FILTER (WHERE status = 'h') AS hired
        FROM applications WHERE project_id = ${id}`)
      const [r] = (counted as unknown as { rows: Record<string, string>[] }).rows
      return { active: Number(r.active), sentToClient: Number(r.sent), hired: Number(r.hired) }
    }
    const page = await rows({ size: 20 })
    expect(page.some((r) => r.counts.active > 0 && r.counts.sentToClient > 0)).toBe(true)
    for (const r of page) expect(r.counts).toEqual(await direct(r.id))
    const busy = page.find((r) => r.counts.active > 0) as ProjectRow
    await db.execute(sql`
      UPDATE applications SET status = 'h'
      WHERE id = (SELECT id FROM applications WHERE project_id = ${busy.id} AND stage = 'active' LIMIT 1)`)
    const after = (await rows({ size: 20 })).find((r) => r.id === busy.id) as ProjectRow
    expect(after.counts).toEqual(await direct(busy.id))
    expect(after.counts.hired).toBe(busy.counts.hired + 1)
  })

  it('answers bad input with 400 and a translated key, and needs a sign-in', async () => {
    const badStatus = await search({ filters: [{ field: 'status', operator: 'EQ', value: 'SLEEPING' }] })
    expect(badStatus.status).toBe(400)
    expect(badStatus.body.error).toBe('msp.v2.search.error.invalid.filter')
    expect((await search({ filters: [{ field: 'pool_id', operator: 'EQ', value: 'x' }] })).status).toBe(400)
    expect((await search({ filters: [{ field: 'rateRange', operator: 'EQ', value: '9-1' }] })).status).toBe(
      400,
    )
    expect((await search({ size: 5000 })).status).toBe(400)
    const anonymous = await t.request('/api/search/project/query', { method: 'POST', json: {} })
    expect(anonymous.status).toBe(401)
  })
})
