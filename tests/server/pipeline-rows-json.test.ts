import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { intArray, rowsOf } from '../../src/server/db/sql-helpers'
import { loadApplicationRows } from '../../src/server/modules/pipeline/application-rows'
import type { ApplicationRow, ApplicationSearchResponse } from '../../src/shared/contracts/pipeline'
import { referenceRowPage } from './support/application-rows-reference'
import { tokenPerClient } from './support/pipeline-fixtures'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * The pipeline's rows as the statement writes the contract's JSON itself (loadRowPageJson):
 * POST search/projectApplication/query answers exactly the text JSON.stringify wrote of the
 * rows the statement read before (support/application-rows-reference.ts), for every stage of
 * every project of both demo clients, in every sort and filter, past PostgreSQL's switch to a
 * generic plan; with texts that need escaping, labels, owners, pending pool memberships and
 * screening states in them. The action responses' rows (loadApplicationRows) are the same objects.
 */

let t: TestApp
let tokens = new Map<number, string>()
/** The recruiter each client's token belongs to: the rows say whether they have seen each one. */
const viewers = new Map<number, number>()
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))

/** What the reference reads for these ids, in this order, as the response's text. */
async function expectedText(clientId: number, ids: number[], total: number, forViewer = true) {
  const page = {
    select: sql`SELECT u.id, u.ord AS s_ord FROM unnest(${intArray(ids)}) WITH ORDINALITY AS u(id, ord)`,
    order: sql`s_ord`,
    prepare: false,
  }
  const { rows } = await referenceRowPage(t.database.db, clientId, page)
  // Review memory (issue 25 §1): seen since the application's last pipeline move, for the viewer.
  const seen = new Map(
    (
      await q<{ id: number; seen: boolean }>(sql`
        SELECT a.id, coalesce(s.seen_at >= a.msp_pipeline_last_updated, false) AS seen FROM applications a
        LEFT JOIN application_seen s ON s.application_id = a.id AND s.msp_id = ${viewers.get(clientId)}
        WHERE a.id = ANY(${intArray(ids)})`)
    ).map((r) => [Number(r.id), r.seen]),
  )
  const withSeen = forViewer ? rows.map((r) => ({ ...r, seen: seen.get(r.id) })) : rows
  return JSON.stringify({ results: withSeen, totalResults: total })
}

async function served(clientId: number, json: Record<string, unknown>) {
  const res = await t.request('/api/search/projectApplication/query', {
    method: 'POST',
    token: tokens.get(clientId),
    json,
  })
  expect(res.status).toBe(200)
  expect(res.headers.get('content-type')).toBe('application/json')
  return res.text()
}

/** The served page, after checking its text is what the reference writes of the same rows. */
async function servedAsRead(clientId: number, json: Record<string, unknown>) {
  const text = await served(clientId, json)
  const body = JSON.parse(text) as ApplicationSearchResponse
  expect(text).toBe(
    await expectedText(
      clientId,
      body.results.map((r) => r.id),
      body.totalResults,
    ),
  )
  return body
}

beforeAll(async () => {
  t = await createTestApp()
  tokens = await tokenPerClient(t)
  for (const r of await q<{ id: number; client_id: number }>(sql`
    SELECT id, client_id FROM msps WHERE email IN ('anna.admin@acme.test', 'gina.globex@globex.test')`))
    viewers.set(Number(r.client_id), Number(r.id))
  // Anna has opened every third application: most since their last move, some before it.
  await t.database.db.execute(sql`
    INSERT INTO application_seen (msp_id, application_id, seen_at)
    SELECT m.id, a.id, CASE WHEN a.id % 2 = 0 THEN now() ELSE a.msp_pipeline_last_updated - interval '1 day' END
    FROM msps m JOIN applications a ON a.client_id = m.client_id
    WHERE m.email = 'anna.admin@acme.test' AND a.id % 3 = 0`)
  // Texts JSON must escape (quotes, backslashes, control characters) and characters outside
  // ASCII, in a talent's name, title and city, a label and an owner.
  const [app] = await q<{ id: number; talent_id: number; project_id: number; client_id: number }>(sql`
    SELECT a.id, a.talent_id, a.project_id, a.client_id FROM applications a
    JOIN clients c ON c.id = a.client_id WHERE c.code = 'acme' AND a.stage = 'active' ORDER BY a.id LIMIT 1`)
  const odd = `Zoë "Q" \\ back\tslash\nline\u0001 € 😀 \u2028`
  await t.database.db.execute(sql`
    UPDATE talents SET first_name = ${odd}, title = ${odd}, home_city = NULL WHERE id = ${app.talent_id}`)
  await t.database.db.execute(sql`
    UPDATE pipeline_labels SET name = ${odd} WHERE id = (
      SELECT l.id FROM pipeline_labels l JOIN application_labels al ON al.label_id = l.id ORDER BY l.id LIMIT 1)`)
  await t.database.db.execute(sql`
    UPDATE msps SET last_name = ${odd} WHERE id = (
      SELECT allocated_msp_id FROM applications WHERE allocated_msp_id IS NOT NULL ORDER BY id LIMIT 1)`)
  await t.database.db.execute(sql`UPDATE applications SET rate = 1234.5 WHERE id = ${app.id}`)
})
afterAll(() => t.close())

describe('the pipeline rows as JSON text', () => {
  it('are what JSON.stringify wrote of the rows read before, for every stage of every project', async () => {
    const stages = await q<{ client_id: number; project_id: number; stage: string }>(sql`
      SELECT DISTINCT a.client_id, a.project_id, a.stage FROM applications a ORDER BY 1, 2, 3`)
    expect(stages.length).toBeGreaterThan(10)
    const seen = {
      labels: 0,
      owners: 0,
      pending: 0,
      screening: new Set<string>(),
      escaped: 0,
      read: new Set<unknown>(),
    }
    for (const s of stages) {
      const clientId = Number(s.client_id)
      const body = await servedAsRead(clientId, {
        projectId: Number(s.project_id),
        stage: s.stage,
        size: 1000,
      })
      for (const r of body.results) {
        seen.labels += r.labels.length
        seen.owners += r.owner ? 1 : 0
        seen.pending += r.pendingPoolMembership ? 1 : 0
        seen.screening.add(r.screening)
        seen.escaped += r.talent.firstName.includes('\n') ? 1 : 0
        seen.read.add(r.seen)
      }
    }
    // The demo data has each kind of value somewhere.
    expect(seen.labels).toBeGreaterThan(0)
    expect(seen.owners).toBeGreaterThan(0)
    expect(seen.pending).toBeGreaterThan(0)
    expect([...seen.read].sort()).toEqual([false, true])
    expect([...seen.screening].sort()).toEqual(['complete', 'incomplete'])
    expect(seen.escaped).toBeGreaterThan(0)
  })

  it('are the same text in every sort, filter, name search, label and page', async () => {
    const [acme] = await q<{ client_id: number; project_id: number }>(sql`
      SELECT a.client_id, a.project_id FROM applications a JOIN clients c ON c.id = a.client_id
      WHERE c.code = 'acme' AND a.stage = 'active' GROUP BY 1, 2 ORDER BY count(*) DESC LIMIT 1`)
    const clientId = Number(acme.client_id)
    const projectId = Number(acme.project_id)
    const [label] = await q<{ label_id: number }>(sql`
      SELECT al.label_id FROM application_labels al JOIN applications a ON a.id = al.application_id
      WHERE a.project_id = ${projectId} AND a.stage = 'active' GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`)
    const requests: Record<string, unknown>[] = [
      {},
      { sort: [{ field: 'talent_name', order: 'desc' }] },
      {
        sort: [
          { field: 'created', order: 'asc' },
          { field: 'id', order: 'desc' },
        ],
      },
      { filters: { active_freelancers_only: true } },
      { filters: { statuses: ['uc', 'a'] } },
      { query: 'a' },
      ...(label ? [{ labelId: Number(label.label_id) }] : []),
      { offset: 3, size: 5 },
      { offset: 100_000, size: 5 },
    ]
    // Eight runs each: PostgreSQL switches prepared statements to a generic plan after five.
    for (let run = 0; run < 8; run++)
      for (const extra of requests)
        await servedAsRead(clientId, { projectId, stage: 'active', size: 50, ...extra })
  })

  it('are the same objects in the rows an action answers with (loadApplicationRows)', async () => {
    const apps = await q<{ id: number; client_id: number }>(
      sql`SELECT id, client_id FROM applications ORDER BY id DESC`,
    )
    for (const clientId of tokens.keys()) {
      // The caller's rows in the order asked for, other clients' and unknown ids left out.
      const ids = [...apps.map((a) => Number(a.id)), 999_999_999]
      const rows: ApplicationRow[] = await loadApplicationRows(t.database.db, clientId, ids)
      const mine = apps.filter((a) => Number(a.client_id) === clientId).map((a) => Number(a.id))
      expect(rows.map((r) => r.id)).toEqual(mine)
      expect(JSON.stringify(rows)).toBe(
        JSON.stringify(JSON.parse(await expectedText(clientId, mine, 0, false)).results),
      )
    }
  })
})
