import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { QueueResponse } from '../../src/shared/contracts/analytics'
import type { ApplicationRow, ApplicationSearchResponse } from '../../src/shared/contracts/pipeline'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Review memory (issue 25 §1): each recruiter's lists say which applications they have not opened
 * since the application last moved; where they left a list is kept for them on the server.
 */

let t: TestApp
let anna: string
let max: string
let gina: string

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 120, projects: 8 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  max = (await t.login('max.recruiter@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
})
afterAll(() => t.close())

const queue = async (stage: string, token = anna): Promise<QueueResponse> => {
  const res = await t.request('/api/queue/applications', {
    method: 'POST',
    token,
    json: { stage, size: 500 },
  })
  expect(res.status).toBe(200)
  return res.json()
}
const rowOf = (list: { results: ApplicationRow[] }, id: number) => list.results.find((r) => r.id === id)
const seen = (ids: number[], token = anna) =>
  t.request('/api/reviewMemory/seen', { method: 'POST', token, json: { ids } })

describe('seen rows (issue 25 §1)', () => {
  it('shows a row unseen until the recruiter opens it, for that recruiter only, in the queue and the project list', async () => {
    const before = await queue('active')
    // Max works for one legal entity: pick a row both can read.
    const maxRows = await queue('active', max)
    const target = maxRows.results[0]
    expect(target.seen).toBe(false)
    expect(before.results.every((r) => r.seen === false)).toBe(true)

    expect((await seen([target.id])).status).toBe(200)
    expect(rowOf(await queue('active'), target.id)?.seen).toBe(true)
    // Another recruiter has not seen it.
    expect(rowOf(await queue('active', max), target.id)?.seen).toBe(false)
    // The project's pipeline table carries the same flag.
    const res = await t.request('/api/search/projectApplication/query', {
      method: 'POST',
      token: anna,
      json: { projectId: target.projectId, stage: 'active', size: 500 },
    })
    expect(res.status).toBe(200)
    const project = (await res.json()) as ApplicationSearchResponse
    expect(rowOf(project, target.id)?.seen).toBe(true)
    expect(project.results.filter((r) => r.id !== target.id).every((r) => r.seen === false)).toBe(true)
  })

  it('makes a seen row unseen again when its stage changes afterwards', async () => {
    const target = (await queue('active')).results[1]
    expect((await seen([target.id])).status).toBe(200)
    expect(rowOf(await queue('active'), target.id)?.seen).toBe(true)
    const rejected = await t.request('/api/projectApplication/reject', {
      method: 'POST',
      token: anna,
      json: { ids: [target.id] },
    })
    expect(rejected.status).toBe(200)
    const moved = rowOf(await queue('rejectedOrWithdrawn'), target.id)
    expect(moved?.seen).toBe(false)
    // Opened again in its new stage: seen.
    expect((await seen([target.id])).status).toBe(200)
    expect(rowOf(await queue('rejectedOrWithdrawn'), target.id)?.seen).toBe(true)
  })

  it("refuses another client's application as missing and marks nothing of the call", async () => {
    const own = (await queue('active')).results.find((r) => r.seen === false) as ApplicationRow
    const globex = (await queue('active', gina)).results[0]
    const res = await seen([own.id, globex.id])
    expect(res.status).toBe(404)
    expect(((await res.json()) as { error: string }).error).toBe('msp.v2.application.not.found')
    expect(rowOf(await queue('active'), own.id)?.seen).toBe(false)
    const [row] = rowsOf<{ n: number }>(
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM application_seen WHERE application_id = ${globex.id}`,
      ),
    )
    expect(row.n).toBe(0)
    // Gina may mark her own.
    expect((await seen([globex.id], gina)).status).toBe(200)
  })

  it("refuses another legal entity's application to a recruiter who does not work for it", async () => {
    const annaRows = (await queue('active')).results
    const maxIds = new Set((await queue('active', max)).results.map((r) => r.id))
    const outside = annaRows.find((r) => !maxIds.has(r.id))
    expect(outside).toBeDefined()
    expect((await seen([outside?.id as number], max)).status).toBe(404)
  })

  it('bounds a bulk mark to 500 applications', async () => {
    const ids = Array.from({ length: 501 }, (_, i) => i + 1)
    expect((await seen(ids)).status).toBe(400)
    expect((await seen([])).status).toBe(400)
  })
})
