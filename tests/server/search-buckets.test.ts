import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SearchBucket } from '../../src/shared/contracts/search-bucket'
import type { TalentRow } from '../../src/shared/contracts/talent-search'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let anna: string
let lea: string
let gina: string

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 60, projects: 6 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  lea = (await t.login('lea.sourcer@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
})
afterAll(() => t.close())

const call = async (path: string, init: { method?: string; json?: unknown; token?: string } = {}) => {
  const res = await t.request(`/api/search${path}`, {
    method: init.method ?? 'GET',
    json: init.json,
    token: init.token ?? anna,
  })
  return { status: res.status, body: res.status === 204 ? null : await res.json() }
}
const talentSearch = async (json: unknown, token = anna) =>
  (await call('/freelancer/query', { method: 'POST', json, token })).body as {
    results: TalentRow[]
    totalResults: number
  }

describe('search buckets', () => {
  it('saves a selection and reopens it as the list of those talents', async () => {
    const some = (await talentSearch({ size: 5 })).results.map((r) => r.id)
    const created = await call('/buckets', {
      method: 'POST',
      json: { name: 'Shortlist', target: 'talents', mode: 'selection', ids: some.slice(0, 3) },
    })
    expect(created.status).toBe(201)
    const bucket = created.body as SearchBucket
    expect(bucket).toMatchObject({ name: 'Shortlist', mode: 'selection', ids: some.slice(0, 3) })
    const opened = await talentSearch({ bucketId: bucket.id, size: 50 })
    expect(opened.results.map((r) => r.id).sort()).toEqual(some.slice(0, 3).sort())
    expect(opened.totalResults).toBe(3)
  })

  it('saves a query, lists mine newest first per target, and deletes', async () => {
    const saved = await call('/buckets', {
      method: 'POST',
      json: {
        name: 'Java in Berlin',
        target: 'talents',
        mode: 'bucket',
        query: 'skill=like%3Ajava&city=Berlin',
      },
    })
    expect(saved.status).toBe(201)
    await call('/buckets', {
      method: 'POST',
      json: { name: 'Open jobs', target: 'projects', mode: 'bucket', query: 'status=OPEN' },
    })
    const talentsOnly = (await call('/buckets?target=talents')).body.results as SearchBucket[]
    expect(talentsOnly.map((b) => b.name)).toEqual(['Java in Berlin', 'Shortlist'])
    expect(talentsOnly[0].query).toBe('skill=like%3Ajava&city=Berlin')
    expect((await call('/buckets')).body.totalResults).toBe(3)
    const one = await call(`/buckets/${saved.body.id}`)
    expect(one.body.name).toBe('Java in Berlin')
    expect((await call(`/buckets/${saved.body.id}`, { method: 'DELETE' })).status).toBe(204)
    expect((await call(`/buckets/${saved.body.id}`)).status).toBe(404)
    expect((await call(`/buckets/${saved.body.id}`, { method: 'DELETE' })).status).toBe(404)
  })

  it('keeps buckets private to their recruiter and client', async () => {
    const [mine] = (await call('/buckets')).body.results as SearchBucket[]
    expect((await call('/buckets', { token: lea })).body.results).toEqual([])
    expect((await call(`/buckets/${mine.id}`, { token: gina })).status).toBe(404)
    expect((await call(`/buckets/${mine.id}`, { method: 'DELETE', token: lea })).status).toBe(404)
    const res = await call('/freelancer/query', { method: 'POST', json: { bucketId: mine.id }, token: lea })
    expect(res.status).toBe(404)
  })

  it('refuses buckets without a name, content or a known target/mode', async () => {
    for (const json of [
      { name: '', target: 'talents', mode: 'bucket', query: '' },
      { name: 'x', target: 'pools', mode: 'bucket', query: '' },
      { name: 'x', target: 'talents', mode: 'selection' },
      { name: 'x', target: 'talents', mode: 'selection', ids: [-1] },
      { name: 'x', target: 'talents', mode: 'bucket' },
    ]) {
      const res = await call('/buckets', { method: 'POST', json })
      expect(res.status, JSON.stringify(json)).toBe(400)
      expect(res.body.fields).toBeDefined()
    }
    expect((await call('/buckets/abc')).status).toBe(400)
    expect((await t.request('/api/search/buckets')).status).toBe(401)
  })
})
