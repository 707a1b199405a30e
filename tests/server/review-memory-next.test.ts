import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { seedLargeStage } from '../../src/server/seed/seed-stage'
import type { QueueResponse } from '../../src/shared/contracts/analytics'
import type { ApplicationSearchResponse } from '../../src/shared/contracts/pipeline'
import type { NextUnseenRequest, NextUnseenResponse } from '../../src/shared/contracts/review-memory'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * "Next unseen" over a whole list (issue 25 §1): not only the rows the browser has loaded, but
 * the project's stage with its filters and order, or the work queue, as their pages list them.
 */

let t: TestApp
let anna: string
let max: string
let gina: string
let projectId: number
let ids: number[]

const SIZE = 1200

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 60, projects: 4 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  max = (await t.login('max.recruiter@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
  // One stage larger than any page the client loads at once (last update a minute apart, in id order).
  ;({ projectId, ids } = await seedLargeStage(t.database.db, SIZE, 'Review memory stage'))
}, 60_000)
afterAll(() => t.close())

const next = async (
  list: NextUnseenRequest['list'],
  after: number,
  token = anna,
): Promise<NextUnseenResponse['next']> => {
  const res = await t.request('/api/reviewMemory/nextUnseen', {
    method: 'POST',
    token,
    json: { list, after },
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as NextUnseenResponse).next
}
const stage = (extra: Record<string, unknown> = {}) =>
  ({ kind: 'stage', projectId, stage: 'active', ...extra }) as NextUnseenRequest['list']

/** Marks rows seen as the recruiter (the API takes 500 at a time). */
const seen = async (marked: number[], token = anna) => {
  for (let i = 0; i < marked.length; i += 500) {
    const res = await t.request('/api/reviewMemory/seen', {
      method: 'POST',
      token,
      json: { ids: marked.slice(i, i + 500) },
    })
    expect(res.status).toBe(200)
  }
}

const page = async (json: Record<string, unknown>, token = anna): Promise<ApplicationSearchResponse> => {
  const res = await t.request('/api/search/projectApplication/query', { method: 'POST', token, json })
  expect(res.status).toBe(200)
  return res.json()
}

describe('next unseen over the whole list (issue 25 §1)', () => {
  it('answers the next unseen row after the position, far beyond the loaded rows, then wraps to the top', async () => {
    // Everything seen but rows 3 and 1,150 of the stage (in its order: last update, then id).
    await seen(ids.filter((_, i) => i !== 3 && i !== 1150))
    expect(await next(stage(), -1)).toEqual({ id: ids[3], offset: 3 })
    expect(await next(stage(), 3)).toEqual({ id: ids[1150], offset: 1150 })
    expect(await next(stage(), 500)).toEqual({ id: ids[1150], offset: 1150 })
    // After the last unseen row: from the top again.
    expect(await next(stage(), 1150)).toEqual({ id: ids[3], offset: 3 })
    expect(await next(stage(), SIZE - 1)).toEqual({ id: ids[3], offset: 3 })
    // The offset is where the page request lists that row.
    const at = await page({ projectId, stage: 'active', offset: 1100, size: 100 })
    expect(at.results[50].id).toBe(ids[1150])
    expect(at.results[50].seen).toBe(false)
  })

  it('never answers the row the recruiter is on, and says so when nothing else is unseen', async () => {
    await seen([ids[3]])
    // Only row 1,150 is left: from it, nothing else; from anywhere else, that row.
    expect(await next(stage(), 1150)).toBeNull()
    expect(await next(stage(), 0)).toEqual({ id: ids[1150], offset: 1150 })
    await seen([ids[1150]])
    expect(await next(stage(), -1)).toBeNull()
  })

  it('counts a row seen before its last move as unseen again', async () => {
    const target = ids[700]
    // The seen mark is older than the row's last pipeline move.
    await t.database.db.execute(
      sql`UPDATE application_seen SET seen_at = '2025-01-01T00:00:00Z' WHERE application_id = ${target}`,
    )
    expect(await next(stage(), 10)).toEqual({ id: target, offset: 700 })
    await seen([target])
    expect(await next(stage(), 10)).toBeNull()
  })

  it("does not count another recruiter's seen rows", async () => {
    // Max works for one legal entity: the large stage is in Acme's first one; he sees a row there.
    const maxFirst = await next(stage(), -1, max)
    expect(maxFirst).toEqual({ id: ids[0], offset: 0 })
    await seen([ids[0], ids[1]], max)
    expect(await next(stage(), -1, max)).toEqual({ id: ids[2], offset: 2 })
    // Anna has seen everything of the stage: Max's marks change nothing for her.
    expect(await next(stage(), -1)).toBeNull()
  })

  it('respects the filters and the order the page request uses', async () => {
    // Newest first: the stage's order reversed, so offsets count from the other end.
    const newestFirst = { sort: [{ field: 'msp_pipeline_last_updated', order: 'desc' }] }
    expect(await next(stage(newestFirst), -1, max)).toEqual({ id: ids[SIZE - 1], offset: 0 })
    // A name search lists only the rows of talents with that name.
    const [talent] = rowsOf<{ last_name: string }>(
      await t.database.db.execute(
        sql`SELECT t.last_name FROM applications a JOIN talents t ON t.id = a.talent_id WHERE a.id = ${ids[5]}`,
      ),
    )
    const named = stage({ query: talent.last_name })
    const listed = await page({ projectId, stage: 'active', query: talent.last_name, size: 1000 })
    const unseenListed = listed.results.filter((r) => r.seen === false)
    expect(unseenListed.length).toBe(0)
    const found = await next(named, -1, max)
    expect(found).not.toBeNull()
    const maxListed = await page({ projectId, stage: 'active', query: talent.last_name, size: 1000 }, max)
    const firstUnseen = maxListed.results.findIndex((r) => r.seen === false)
    expect(found).toEqual({ id: maxListed.results[firstUnseen].id, offset: firstUnseen })
    // A status of another stage: an empty list has nothing unseen.
    expect(await next(stage({ filters: { statuses: ['h'] } }), -1, max)).toBeNull()
  })

  it('finds the next unseen row of the work queue across projects', async () => {
    const queue = async (offset: number): Promise<QueueResponse> => {
      const res = await t.request('/api/queue/applications', {
        method: 'POST',
        token: anna,
        json: { stage: 'active', offset, size: 500 },
      })
      expect(res.status).toBe(200)
      return res.json()
    }
    const all: number[] = []
    const unseen: number[] = []
    for (let offset = 0; ; offset += 500) {
      const chunk = await queue(offset)
      for (const r of chunk.results) if (r.seen === false) unseen.push(all.length + chunk.results.indexOf(r))
      all.push(...chunk.results.map((r) => r.id))
      if (all.length >= chunk.totalResults || chunk.results.length === 0) break
    }
    // The large stage (seen) is the oldest: the first unseen row of the queue lies beyond it.
    expect(unseen[0]).toBeGreaterThanOrEqual(SIZE)
    const list = { kind: 'queue', stage: 'active' } as const
    expect(await next(list, -1)).toEqual({ id: all[unseen[0]], offset: unseen[0] })
    // Seen everything but one row far down the queue.
    const far = all.length - 3
    await seen(all.filter((_, i) => i !== far))
    expect(await next(list, 0)).toEqual({ id: all[far], offset: far })
    expect(await next(list, far)).toBeNull()
  })

  it("does not leak another client's list or rows", async () => {
    // Another client's project: missing, whatever the position.
    const res = await t.request('/api/reviewMemory/nextUnseen', {
      method: 'POST',
      token: gina,
      json: { list: stage(), after: -1 },
    })
    expect(res.status).toBe(404)
    expect(((await res.json()) as { error: string }).error).toBe('msp.v2.pipeline.error.project.not.found')
    // Gina's queue answers only Globex's applications.
    const found = await next({ kind: 'queue', stage: 'active' }, -1, gina)
    expect(found).not.toBeNull()
    const [row] = rowsOf<{ code: string }>(
      await t.database.db.execute(
        sql`SELECT c.code FROM applications a JOIN clients c ON c.id = a.client_id WHERE a.id = ${found?.id ?? 0}`,
      ),
    )
    expect(row.code).toBe('globex')
    // A malformed request is a 400, not a guess.
    const bad = await t.request('/api/reviewMemory/nextUnseen', {
      method: 'POST',
      token: anna,
      json: { list: { kind: 'stage', projectId, stage: 'active' }, after: -2 },
    })
    expect(bad.status).toBe(400)
  })
})
