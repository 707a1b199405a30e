import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 20, projects: 2 } })
})
afterAll(() => t.close())

describe('HTTP conventions', () => {
  it('reports health', async () => {
    const res = await t.request('/api/health')
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'ok' })
  })

  it('answers unknown routes with 404 in the error shape', async () => {
    for (const path of ['/api/does-not-exist', '/napi/nope', '/nothing-here']) {
      const res = await t.request(path)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ error: 'msp.v2.error.not.found', messages: [] })
    }
  })

  it('rejects a body that is not JSON', async () => {
    const res = await t.request('/api/authorize', {
      method: 'POST',
      body: '{not json',
      headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBe(400)
    expect((await res.json()).error).toBe('msp.v2.validation.invalid.json')
  })

  it('hides internals of a failure: no stack, no SQL', async () => {
    const { access_token } = await t.login('anna.admin@acme.test')
    await t.database.db.execute(sql.raw('ALTER TABLE talents RENAME COLUMN summary TO summary_gone'))
    try {
      const res = await t.request('/api/freelancer/1/profile', { token: access_token })
      expect(res.status).toBe(500)
      const text = await res.text()
      expect(JSON.parse(text)).toEqual({ error: 'msp.v2.message.generic.error', messages: [] })
      expect(text).not.toMatch(/select|summary|at .*\.ts/i)
      expect(t.logLines.some((l) => JSON.parse(l).level === 'error')).toBe(true)
    } finally {
      await t.database.db.execute(sql.raw('ALTER TABLE talents RENAME COLUMN summary_gone TO summary'))
    }
  })

  it('logs every request as one structured line', async () => {
    t.logLines.length = 0
    await t.request('/api/health')
    await t.request('/api/msp')
    const lines = t.logLines.map((l) => JSON.parse(l))
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'request', method: 'GET', path: '/api/health', status: 200 }),
      expect.objectContaining({ msg: 'request', method: 'GET', path: '/api/msp', status: 401 }),
    ])
    expect(typeof lines[0].ms).toBe('number')
  })

  it('serves no announcement by default', async () => {
    expect(await (await t.request('/napi/announcement')).json()).toEqual({})
  })
})
