import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { ObjectSearchRequest, ObjectSearchResponse } from '../../src/shared/contracts/object-search'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let anna: string
let tom: string
let gina: string

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 80, projects: 40 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  tom = (await t.login('tom.viewer@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
})
afterAll(() => t.close())

async function search(body: ObjectSearchRequest, token = anna) {
  const res = await t.request('/api/search/objects/query', { method: 'POST', token, json: body })
  return { status: res.status, body: (await res.json()) as ObjectSearchResponse }
}

const acmeTalent = async () =>
  rowsOf<{ id: number; first_name: string; last_name: string }>(
    await t.deps.db.execute(sql`SELECT t.id, t.first_name, t.last_name FROM talents t JOIN clients c ON c.id = t.client_id
      WHERE c.name ILIKE 'acme%' AND t.state = 'ACTIVE' AND length(t.last_name) >= 6 ORDER BY t.id LIMIT 1`),
  )[0]

describe('palette objects (search/objects/query)', () => {
  it('finds a talent by a part of the name and by the name with a typo', async () => {
    const talent = await acmeTalent()
    const exact = await search({ query: talent.last_name.slice(0, 4) })
    expect(exact.status).toBe(200)
    expect(exact.body.talents.map((x) => x.id)).toContain(talent.id)
    // One letter dropped from the last name: no substring match, still found.
    const typo = `${talent.first_name} ${talent.last_name.slice(0, 2)}${talent.last_name.slice(3)}`
    const found = await search({ query: typo })
    expect(found.body.talents[0]?.id).toBe(talent.id)
  })

  it('finds projects and pools by their names', async () => {
    const project = rowsOf<{ id: number; title: string }>(
      await t.deps.db.execute(sql`SELECT p.id, p.title FROM projects p JOIN clients c ON c.id = p.client_id
        WHERE c.name ILIKE 'acme%' AND NOT p.is_template AND p.status = 'ACTIVE' ORDER BY p.id LIMIT 1`),
    )[0]
    const byTitle = await search({ query: project.title })
    expect(byTitle.body.projects[0]).toMatchObject({ id: project.id, title: project.title })
    const pool = rowsOf<{ id: number; name: string }>(
      await t.deps.db.execute(sql`SELECT p.id, p.name FROM pools p JOIN clients c ON c.id = p.client_id
        WHERE c.name ILIKE 'acme%' ORDER BY p.id LIMIT 1`),
    )[0]
    expect((await search({ query: pool.name })).body.pools[0]).toEqual({ id: pool.id, name: pool.name })
  })

  it('answers only what the caller may read, of the caller’s client', async () => {
    const talent = await acmeTalent()
    const query = `${talent.first_name} ${talent.last_name}`
    // Tom reads projects and applications, not talents.
    expect((await search({ query }, tom)).body.talents).toEqual([])
    expect((await search({ query }, gina)).body.talents.map((x) => x.id)).not.toContain(talent.id)
  })

  it('refuses an empty or oversized query', async () => {
    expect((await search({ query: '   ' })).status).toBe(400)
    expect((await search({ query: 'x'.repeat(201) })).status).toBe(400)
  })
})
