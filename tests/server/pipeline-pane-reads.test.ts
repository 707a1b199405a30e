import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { referenceHistory, referenceQuestions } from './support/pane-reads-reference'
import { tokenPerClient } from './support/pipeline-fixtures'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * The detail pane's history and screening questions (GET projectApplication/{id}/history and
 * /question), each one prepared statement returning one JSON value: the same answers as the
 * query-builder reads they replaced (support/pane-reads-reference.ts), for every application of
 * both demo clients (past PostgreSQL's switch to a generic plan), with the cases the seed lacks
 * added: events and notes without an MSP, equal times, microseconds, JSON null values, a parent
 * question outside the application's scope, answers in several groups with object values.
 */

let t: TestApp
let tokens = new Map<number, string>()
const apps: { id: number; clientId: number }[] = []

const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))
const call = async (path: string, clientId: number) => {
  const res = await t.request(`/api/projectApplication${path}`, { token: tokens.get(clientId) })
  return { status: res.status, body: res.status === 200 ? await res.json() : null }
}

beforeAll(async () => {
  t = await createTestApp()
  tokens = await tokenPerClient(t)
  apps.push(
    ...(
      await q<{ id: number; client_id: number }>(sql`SELECT id, client_id FROM applications ORDER BY id`)
    ).map((a) => ({ id: Number(a.id), clientId: Number(a.client_id) })),
  )
  const [first] = apps
  const [anna] = await q<{ id: number }>(sql`SELECT id FROM msps WHERE email = 'anna.admin@acme.test'`)
  // History: no MSP, equal times (the id decides), microseconds, JSON null and numbers.
  await t.database.db.execute(sql`
    INSERT INTO history_events (client_id, entity_type, entity_id, event, msp_id, old_value, new_value, created_at)
    VALUES
      (${first.clientId}, 'application', ${first.id}, 'MSP_UPDATED', NULL, NULL, '{"n": 1.50, "s": "it''s"}', '2030-01-02 03:04:05.678999+00'),
      (${first.clientId}, 'application', ${first.id}, 'MSP_UPDATED', ${anna.id}, 'null', '[1, {"a": null}]', '2030-01-02 03:04:05.678999+00'),
      (${first.clientId}, 'application', ${first.id}, 'MSP_UPDATED', ${anna.id}, '"x"', NULL, '1999-12-31 23:59:59.999+00')`)
  await t.database.db.execute(sql`
    INSERT INTO manual_logs (application_id, action_type, note, execution_date, msp_id, created_at, updated_at)
    VALUES
      (${first.id}, 'nt', 'No author.', '2030-05-05 10:00:00.123456+00', NULL, now(), now()),
      (${first.id}, 'cl', 'Same day, later id.', '2030-05-05 10:00:00.123456+00', ${anna.id}, '2029-01-01 00:00:00.5+00', now())`)
  // Questions: a job-specific child whose parent is another project's, answers in two groups.
  const [app] = await q<{ project_id: number; legal_entity_id: number }>(sql`
    SELECT a.project_id, p.legal_entity_id FROM applications a JOIN projects p ON p.id = a.project_id WHERE a.id = ${first.id}`)
  const [other] = await q<{ id: number }>(sql`
    SELECT id FROM projects WHERE client_id = ${first.clientId} AND id <> ${app.project_id} ORDER BY id LIMIT 1`)
  const [outside] = await q<{ id: number }>(sql`
    INSERT INTO questions (client_id, project_id, component_name, question_json, question_type, label, position)
    VALUES (${first.clientId}, ${other.id}, 'elsewhere', '{"type": "text"}', 'job-specific', 'Elsewhere', 1) RETURNING id`)
  const made = await q<{ id: number }>(sql`
    INSERT INTO questions (client_id, project_id, component_name, question_json, question_type, label, position,
      mandatory, parent_question_id, parent_question_answer)
    VALUES
      (${first.clientId}, ${app.project_id}, 'orphan', '{"type": "radio", "options": [{"value": "y", "label": "Yes"}]}',
        'job-specific', 'Orphan child', 0, true, ${outside.id}, '"y"'),
      (${first.clientId}, ${app.project_id}, 'list', '{"type": "checkboxList"}', 'job-specific', 'List', 0, false, NULL, NULL)
    RETURNING id`)
  await t.database.db.execute(sql`
    INSERT INTO answers (application_id, question_id, group_id, type, value, object_value)
    VALUES (${first.id}, ${made[1].id}, 'b', 'checkboxList', NULL, '{"picked": ["x", "y"], "n": 2.0}'),
      (${first.id}, ${made[1].id}, 'a', 'checkboxList', 'one', NULL),
      (${first.id}, ${made[0].id}, NULL, 'radio', 'y', 'null')`)
})
afterAll(() => t.close())

describe('the detail pane as one statement per call', () => {
  it('answers the history as the query-builder reads did, for every application', async () => {
    expect(apps.length).toBeGreaterThan(50)
    for (const { id, clientId } of apps) {
      const got = await call(`/${id}/history`, clientId)
      expect(got.status).toBe(200)
      expect(got.body).toEqual(await referenceHistory(t.database.db, clientId, id, { offset: 0, size: 9999 }))
    }
    const [{ id, clientId }] = apps
    const first = (await call(`/${id}/history`, clientId)).body
    expect(first.results[0].created).toBe('2030-01-02T03:04:05.678Z')
    expect(first.results[0].msp).not.toBeNull()
    expect(first.notes.map((n: { note: string }) => n.note).slice(0, 2)).toEqual([
      'Same day, later id.',
      'No author.',
    ])
  })

  it('pages the history as before, past its end too', async () => {
    const [busiest] = await q<{ entity_id: number; n: number }>(sql`
      SELECT entity_id, count(*) AS n FROM history_events WHERE entity_type = 'application'
      GROUP BY entity_id ORDER BY count(*) DESC, entity_id LIMIT 1`)
    const app = apps.find((a) => a.id === Number(busiest.entity_id))
    if (!app) throw new Error('no application with history')
    expect(Number(busiest.n)).toBeGreaterThan(2)
    for (const page of [
      { offset: 0, size: 1 },
      { offset: 1, size: 2 },
      { offset: Number(busiest.n) - 1, size: 5 },
      { offset: Number(busiest.n) + 3, size: 5 },
    ]) {
      const got = await call(`/${app.id}/history?offset=${page.offset}&size=${page.size}`, app.clientId)
      expect(got.body).toEqual(await referenceHistory(t.database.db, app.clientId, app.id, page))
    }
  })

  it('answers the questions as the query-builder reads did, for every application', async () => {
    let answered = 0
    for (const { id, clientId } of apps) {
      const got = await call(`/${id}/question`, clientId)
      expect(got.status).toBe(200)
      expect(got.body).toEqual(await referenceQuestions(t.database.db, clientId, id))
      if (got.body.some((x: { answers: unknown[] }) => x.answers.length > 0)) answered++
    }
    expect(answered).toBeGreaterThan(0)
    const [{ id, clientId }] = apps
    const mine = (await call(`/${id}/question`, clientId)).body as {
      componentName: string
      parentQuestion: unknown
    }[]
    expect(mine.find((x) => x.componentName === 'orphan')?.parentQuestion).toBeNull()
  })

  it('answers no questions while the client has them off, and 404 for another client', async () => {
    const [{ id, clientId }] = apps
    const foreign = apps.find((a) => a.clientId !== clientId)
    if (!foreign) throw new Error('one client only')
    for (const path of [`/${foreign.id}/history`, `/${foreign.id}/question`])
      expect((await call(path, clientId)).status).toBe(404)
    expect((await call('/2147483000/question', clientId)).status).toBe(404)
    await t.database.db.execute(sql`
      UPDATE clients SET config = config || '{"preApplicationQuestions": false}' WHERE id = ${clientId}`)
    try {
      expect((await call(`/${id}/question`, clientId)).body).toEqual([])
      expect(await referenceQuestions(t.database.db, clientId, id)).toEqual([])
    } finally {
      await t.database.db.execute(sql`
        UPDATE clients SET config = config || '{"preApplicationQuestions": true}' WHERE id = ${clientId}`)
    }
    expect(((await call(`/${id}/question`, clientId)).body as unknown[]).length).toBeGreaterThan(0)
  })
})
