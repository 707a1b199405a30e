import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { createTestApp, type TestApp } from './support/test-app'

/** §7 calls spelled as the spec writes them, answering as the routes they stand beside (issue 26). */

let t: TestApp
let token: string
let projectId: number
let talentId: number

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 60, projects: 12 } })
  token = (await t.login('anna.admin@acme.test')).access_token
  ;[{ id: projectId }] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`SELECT p.id FROM projects p JOIN clients c ON c.id = p.client_id
      WHERE c.code = 'acme' AND p.status = 'ACTIVE' AND NOT p.is_template ORDER BY p.id LIMIT 1`),
  )
  ;[{ id: talentId }] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id
      WHERE c.code = 'acme' AND t.state = 'ACTIVE' ORDER BY t.id LIMIT 1`),
  )
})
afterAll(() => t.close())

const post = (path: string, json: unknown) => t.request(path, { method: 'POST', token, json })

describe('§7 spellings', () => {
  it('search/projectApplication/queryDb answers as query', async () => {
    const body = { projectId, stage: 'active', size: 20 }
    const a = await (await post('/api/search/projectApplication/query', body)).json()
    const b = await (await post('/api/search/projectApplication/queryDb', body)).json()
    expect(b).toEqual(a)
    expect(b.totalResults).toBeGreaterThanOrEqual(0)
  })

  it('GET match/freelancers/toText?text= ranks as the POST does', async () => {
    const text = 'Title: Data Engineer\nSkills: SQL, Python'
    const viaGet = await t.request(`/api/match/freelancers/toText?text=${encodeURIComponent(text)}&size=5`, {
      token,
    })
    expect(viaGet.status).toBe(200)
    const viaPost = await (await post('/api/match/freelancers/toText', { text, size: 5 })).json()
    expect(await viaGet.json()).toEqual(viaPost)
    const empty = await t.request('/api/match/freelancers/toText?text=', { token })
    expect(empty.status).toBe(400)
  })

  it('POST project/{id}/candidatesavailable asks the talents about the project in the path', async () => {
    const res = await post(`/api/project/${projectId}/candidatesavailable`, { talentIds: [talentId] })
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ succeededIds: [talentId], failures: [] })
    const asked = await (await t.request(`/api/project/${projectId}/candidatesavailable`, { token })).json()
    expect(asked.results.map((r: { talent: { id: number } }) => r.talent.id)).toContain(talentId)
  })

  it('search/freelancer/external/{id}/profileFetch says when no provider is enabled', async () => {
    const res = await t.request('/api/search/freelancer/external/M1/profileFetch', { token })
    expect(res.status).toBe(404)
    expect((await res.json()).error).toBe('msp.v2.external.provider.notEnabled')
  })
})
