import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { warmBulkWritePath } from '../../src/server/modules/pipeline/warm-writes'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * The start-up warm-up of the bulk reject's writes (PGlite): one real reject chunk in a
 * transaction it rolls back. Whatever it touched reads exactly as before; the server's first
 * bulk reject then works as usual.
 */

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** Everything a reject chunk writes, as one comparable value. */
async function snapshot() {
  const [row] = rowsOf<{ state: unknown }>(
    await t.database.db.execute(sql`
      SELECT json_build_object(
        'applications', (SELECT json_agg(json_build_array(id, status, stage, msp_pipeline_last_updated, updated_at) ORDER BY id) FROM applications),
        'labels', (SELECT count(*) FROM application_labels),
        'stageCounts', (SELECT json_agg(json_build_array(project_id, stage, n) ORDER BY project_id, stage) FROM application_stage_counts),
        'history', (SELECT count(*) FROM history_events),
        'undo', (SELECT count(*) FROM undo_actions),
        'undoRows', (SELECT count(*) FROM undo_rows),
        'emails', (SELECT count(*) FROM email_outbox)
      ) AS state`),
  )
  return row.state
}

describe('warming the bulk write path', () => {
  it('leaves the database as it was, and a bulk reject afterwards works', async () => {
    const before = await snapshot()
    expect(await warmBulkWritePath(t.database.db, 'no-reply@workspace.local')).toBe(true)
    expect(await snapshot()).toEqual(before)

    const anna = (await t.login('anna.admin@acme.test')).access_token
    const [target] = rowsOf<{ id: number; project_id: number }>(
      await t.database.db.execute(sql`
        SELECT a.id, a.project_id FROM applications a JOIN clients c ON c.id = a.client_id
        WHERE c.code = 'acme' AND a.status = 'a' ORDER BY a.id LIMIT 1`),
    )
    const res = await t.request('/api/projectApplication/reject', {
      method: 'POST',
      token: anna,
      json: { ids: [Number(target.id)] },
    })
    expect(res.status).toBe(200)
    expect(await snapshot()).not.toEqual(before)
  })

  it('does nothing on a database without an active application', async () => {
    await t.database.db.execute(sql`UPDATE applications SET status = 'rm' WHERE status = 'a'`)
    const before = await snapshot()
    expect(await warmBulkWritePath(t.database.db, 'no-reply@workspace.local')).toBe(false)
    expect(await snapshot()).toEqual(before)
  })
})
