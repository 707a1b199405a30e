import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routeTable, samplePath } from './support/route-table'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * One id schema for every route (issue 18): an id past PostgreSQL's integer range, a
 * negative, a fraction or a word in any numeric path parameter answers 400 or 404, never 500.
 */
let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 20, projects: 2 } })
  token = (await t.login('anna.admin@acme.test')).access_token
})
afterAll(() => t.close())

/** Parameters that name a stored row by its number (uuids and handles have their own forms). */
const numericParams = /:(id|appId|logId|labelId|attachmentId)\b/

describe('ids in paths', () => {
  const routes = routeTable().filter((r) => numericParams.test(r.path))

  it('covers the routes with an id', () => {
    expect(routes.length).toBeGreaterThan(50)
  })

  for (const bad of ['9999999999', '2147483648', '-1', '1.5', 'abc', '0x10']) {
    it(`answers ${bad} with 400 or 404 on every route`, async () => {
      const answers: string[] = []
      for (const route of routes) {
        const res = await t.request(samplePath(route.path, bad), {
          method: route.method,
          token,
          json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        })
        const body = await res.json().catch(() => null)
        if (![400, 404].includes(res.status) || typeof body?.error !== 'string')
          answers.push(`${route.method} ${route.path}: ${res.status}`)
      }
      expect(answers).toEqual([])
    })
  }
})

/** Parameters that name a row by a uuid (resources, attachments, job handles, tasks). */
const uuidParams = /:(uuid|handle|attachmentId)\b|(?<=^\/api\/tasks\/):id\b/

describe('uuids in paths', () => {
  const routes = routeTable().filter((r) => uuidParams.test(r.path))

  it('covers the routes with a uuid', () => {
    expect(routes.map((r) => r.path)).toEqual(
      expect.arrayContaining([
        '/napi/resource/:uuid',
        '/api/tasks/:id/stop',
        '/api/project/:id/attachment/:attachmentId',
      ]),
    )
  })

  for (const bad of ['abc', '1', '%00', 'a%00b', '%ED%A0%80', '00000000-0000-0000-0000-00000000000g']) {
    it(`answers ${bad} with 400 or 404 on every route`, async () => {
      const answers: string[] = []
      for (const route of routes) {
        // Numeric ids of the same path are valid ones, so the uuid is what is judged.
        const path = route.path.replace(uuidParams, bad).replace(/:[A-Za-z]+/g, '1')
        const res = await t.request(path, {
          method: route.method,
          token,
          json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        })
        const body = await res.json().catch(() => null)
        if (![400, 404].includes(res.status) || typeof body?.error !== 'string')
          answers.push(`${route.method} ${route.path}: ${res.status}`)
      }
      expect(answers).toEqual([])
    })
  }
})
