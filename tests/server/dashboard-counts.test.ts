import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { DashboardCounts } from '../../src/shared/contracts/dashboard'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string

beforeAll(async () => {
  t = await createTestApp()
  token = (await t.login('anna.admin@acme.test')).access_token
})
afterAll(() => t.close())

const counts = async (): Promise<DashboardCounts> =>
  (await t.request('/api/dashboard/counts', { token })).json()

async function openProjectOfAnna(): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`
      SELECT p.id FROM projects p JOIN clients c ON c.id = p.client_id
      JOIN msp_legal_entities mle ON mle.legal_entity_id = p.legal_entity_id
      JOIN msps m ON m.id = mle.msp_id AND m.email = 'anna.admin@acme.test'
      JOIN legal_entities le ON le.id = p.legal_entity_id AND coalesce(le.config->>'vmsType', 'none') = 'none'
      WHERE c.code = 'acme' AND p.status = 'ACTIVE' AND p.freelancer_visible AND NOT p.filled
        AND NOT p.partially_filled AND NOT p.is_template
      ORDER BY p.id LIMIT 1`),
  )
  return Number(row.id)
}

describe('dashboard counts (§2 Dashboard)', () => {
  it('follow a change made through the app at once', async () => {
    const before = await counts()
    // Asked again without a change: the same answer (served from the cache).
    expect(await counts()).toEqual(before)
    const id = await openProjectOfAnna()
    const paused = await t.request(`/api/project/${id}/status`, {
      method: 'PUT',
      token,
      json: { status: 'PAUSED' },
    })
    expect(paused.status).toBe(200)
    const after = await counts()
    expect(after.projects.paused).toBe(before.projects.paused + 1)
    expect(after.projects.open).toBe(before.projects.open - 1)
  })

  it('are not changed by searches, which only read', async () => {
    const before = await counts()
    // A write the app does not know about (another process) is not seen while cached...
    await t.database.db.execute(sql`
      UPDATE projects SET status = 'PAUSED' WHERE id = (
        SELECT p.id FROM projects p JOIN msp_legal_entities mle ON mle.legal_entity_id = p.legal_entity_id
        JOIN msps m ON m.id = mle.msp_id AND m.email = 'anna.admin@acme.test'
        WHERE p.status = 'CLOSED' AND NOT p.is_template ORDER BY p.id LIMIT 1)`)
    const search = await t.request('/api/search/project/query', { method: 'POST', token, json: {} })
    expect(search.status).toBe(200)
    expect(await counts()).toEqual(before)
    // ...until the app writes anything itself (or 30 s pass).
    await t.request('/api/views', { method: 'POST', token, json: { entityType: 'project', entityId: 1 } })
    expect((await counts()).projects.paused).toBe(before.projects.paused + 1)
  })
})
