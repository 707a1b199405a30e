import { randomUUID } from 'node:crypto'
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { createApp } from '../../src/server/app'
import { type Database, openPglite } from '../../src/server/db/client'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { AppDeps } from '../../src/server/deps'
import { readEnv } from '../../src/server/env'
import { createOutboxTransport } from '../../src/server/integrations/mail/drivers/outbox'
import { createLogger } from '../../src/server/kernel/logger'
import { compactionIdle } from '../../src/server/modules/talents/talent-erasure'
import { DEMO_PASSWORD } from '../../src/server/seed/demo-accounts'
import { seedDemo } from '../../src/server/seed/seed-demo'

/**
 * Erasure proof (issue 6 §2): a seeded talent with CV file, CV items, notes, action logs,
 * applications, answers, tags and outbox mail is deleted; then neither its name, email nor
 * phone is in any table's rows, in the stored files, or in the PGlite data files. This test
 * keeps its own on-disk PGlite (the other API tests run in memory) so the data directory
 * can be read byte by byte.
 */
const NAME = { first: 'Zebulonia', last: 'Quixmarrow' }
const EMAIL = 'zebulonia.quixmarrow@erasure.test'
const PHONE = '+49 1577 9988776'
const MARKERS = [NAME.first, NAME.last, EMAIL, PHONE]

let dataDir: string
let database: Database
let app: ReturnType<typeof createApp>
let token: string
let talentId: number
let cvKey: string

const exec = async <T>(q: ReturnType<typeof sql>) => rowsOf<T>(await database.db.execute(q))
const request = (path: string, init: { method?: string; json?: unknown } = {}, as = token) =>
  app.request(`/api${path}`, {
    method: init.method ?? 'GET',
    headers: {
      authorization: `Bearer ${as}`,
      'content-type': 'application/json',
      'x-forwarded-for': '203.0.113.9',
    },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  })

/** Every row of every table as text (what a full dump holds), searched for the markers. */
async function markersInDatabase(): Promise<string[]> {
  const tables = await exec<{ schema: string; name: string }>(sql`
    SELECT schemaname AS schema, tablename AS name FROM pg_tables
    WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`)
  const found: string[] = []
  for (const { schema, name } of tables) {
    const rows = await exec<{ row: string }>(
      sql`SELECT t::text AS row FROM ${sql.identifier(schema)}.${sql.identifier(name)} t`,
    )
    for (const { row } of rows)
      for (const m of MARKERS) if (row.toLowerCase().includes(m.toLowerCase())) found.push(`${name}: ${m}`)
  }
  return found
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => statSync(f).isFile())
}

/** Files under `dir` holding a marker as bytes (UTF-8), relative to the data dir. */
function markersInFiles(dir: string): string[] {
  // Lower-cased too: search columns keep some text lower-cased (cv_items.job_text).
  const needles = MARKERS.flatMap((m) => [m, m.toLowerCase()]).map((m) => Buffer.from(m, 'utf8'))
  return filesUnder(dir)
    .filter((f) => {
      const bytes = readFileSync(f)
      return needles.some((n) => bytes.includes(n))
    })
    .map((f) => relative(dataDir, f))
}

async function login(email: string): Promise<string> {
  const res = await app.request('/api/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  return (await res.json()).access_token
}

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'ws-erasure-'))
  const template = inject('pgliteTemplate')
  database = await openPglite(
    join(dataDir, 'pglite'),
    template ? new Blob([readFileSync(template)]) : undefined,
  )
  if (!template) await database.migrate()
  await seedDemo(database.db, { talents: 120, projects: 8 })
  const env = readEnv({
    NODE_ENV: 'test',
    ERASURE_COMPACTION_IDLE_MS: '0',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    JWT_SECRET: 'erasure-secret-erasure-secret-0123456',
  })
  const deps: AppDeps = {
    db: database.db,
    env,
    logger: createLogger('silent', () => {}),
    mailTransport: createOutboxTransport(),
    signingKey: new TextEncoder().encode(env.JWT_SECRET),
  }
  app = createApp(deps)
  token = await login('anna.admin@acme.test')

  // The subject: an Acme talent with applications, tags and CV items, renamed to unmistakable markers.
  const [row] = await exec<{ id: number; client_id: number }>(sql`
    SELECT t.id, t.client_id FROM talents t JOIN clients c ON c.id = t.client_id
    WHERE c.code = 'acme' AND t.state = 'ACTIVE'
      AND EXISTS (SELECT 1 FROM applications a WHERE a.talent_id = t.id)
      AND EXISTS (SELECT 1 FROM talent_tags tt WHERE tt.talent_id = t.id)
      AND EXISTS (SELECT 1 FROM cv_items ci WHERE ci.talent_id = t.id)
    ORDER BY t.id LIMIT 1`)
  talentId = Number(row.id)
  const cvId = randomUUID()
  cvKey = `cv/${cvId}.pdf`
  mkdirSync(join(dataDir, 'files', 'cv'), { recursive: true })
  writeFileSync(
    join(dataDir, 'files', cvKey),
    `%PDF-1.4 CV of ${NAME.first} ${NAME.last}, ${EMAIL}, ${PHONE}`,
  )
  await exec(sql`
    INSERT INTO resources (id, client_id, name, content_type, size, storage_key)
    VALUES (${cvId}::uuid, ${row.client_id}, ${`CV ${NAME.first} ${NAME.last}.pdf`}, 'application/pdf', 100, ${cvKey})`)
  await exec(sql`
    UPDATE talents SET first_name = ${NAME.first}, last_name = ${NAME.last}, email = ${EMAIL}, phone = ${PHONE},
      cv_id = ${cvId}::uuid, summary = ${`${NAME.first} leads data teams.`}, cv_text = cv_text || ${` ${NAME.last}`}
    WHERE id = ${talentId}`)
  await exec(
    sql`UPDATE cv_items SET description = ${`Reference: ${NAME.first} ${NAME.last}`} WHERE talent_id = ${talentId}`,
  )
  // A former employer named after the talent: cv_items.job_text keeps it lower-cased (0008).
  await exec(sql`
    INSERT INTO cv_items (client_id, talent_id, kind, title, organization)
    VALUES (${row.client_id}, ${talentId}, 'j_h', 'Consultant', ${`${NAME.last} Consulting`})`)
  await exec(sql`
    INSERT INTO email_outbox (client_id, motivation, to_address, from_address, subject, text_body, status)
    VALUES (${row.client_id}, 'talent email by msp', ${EMAIL}, 'no-reply@workspace.local', 'Hello', ${`Dear ${NAME.first},`}, 'sent')`)
  const [app1] = await exec<{ id: number; project_id: number }>(sql`
    SELECT id, project_id FROM applications WHERE talent_id = ${talentId} ORDER BY id LIMIT 1`)
  const [question] = await exec<{ id: number }>(sql`SELECT id FROM questions LIMIT 1`)
  if (question)
    await exec(sql`
      INSERT INTO answers (application_id, question_id, type, value) VALUES (${app1.id}, ${question.id}, 'text', ${`I am ${NAME.first}, call ${PHONE}`})
      ON CONFLICT DO NOTHING`)
  // Through the API, so the history events carry the text too.
  const log = await request(`/freelancer/${talentId}/actionLog`, {
    method: 'POST',
    json: { actionType: 'call', executionDate: '2026-11-20', note: `Called ${NAME.first} on ${PHONE}` },
  })
  expect(log.status).toBe(201)
  const note = await request(`/projectApplication/${app1.id}/history/manualLog`, {
    method: 'POST',
    json: { actionType: 'nt', executionDate: '2026-11-20', note: `${NAME.last} prefers remote work` },
  })
  expect(note.status).toBe(201)
  const patch = await request(`/freelancer/${talentId}/profile`, {
    method: 'PATCH',
    json: { title: `${NAME.last} consultant` },
  })
  expect(patch.status).toBe(200)
  await exec(sql`CHECKPOINT`)
}, 120_000)

afterAll(async () => {
  await database?.close()
  rmSync(dataDir, { recursive: true, force: true })
})

describe('talent erasure', () => {
  it('holds the markers before (the test would see them)', async () => {
    expect((await markersInDatabase()).length).toBeGreaterThan(5)
    expect(markersInFiles(join(dataDir, 'files'))).toEqual([join('files', cvKey)])
    expect(markersInFiles(join(dataDir, 'pglite')).length).toBeGreaterThan(0)
  })

  it('needs the confirmation and the permission', async () => {
    expect((await request(`/freelancer/${talentId}`, { method: 'DELETE', json: {} })).status).toBe(400)
    expect(
      (await request(`/freelancer/${talentId}`, { method: 'DELETE', json: { confirm: 'yes' } })).status,
    ).toBe(400)
    const nina = await login('nina.lead@acme.test')
    const res = await request(
      `/freelancer/${talentId}`,
      { method: 'DELETE', json: { confirm: 'DELETE' } },
      nina,
    )
    expect(res.status).toBe(403)
  })

  it('leaves no name, email or phone in any table, stored file or data file', async () => {
    const res = await request(`/freelancer/${talentId}`, { method: 'DELETE', json: { confirm: 'DELETE' } })
    expect(res.status).toBe(204)
    expect(await markersInDatabase()).toEqual([])
    expect(markersInFiles(join(dataDir, 'files'))).toEqual([])

    // The talent is gone for the API, its history stays without values.
    expect((await request(`/freelancer/${talentId}/profile`)).status).toBe(404)
    const history = await exec<{ event: string; new_value: unknown }>(sql`
      SELECT event, new_value FROM history_events WHERE entity_type = 'talent' AND entity_id = ${talentId}`)
    expect(history.map((h) => h.event)).toContain('MSP_DELETES')
    expect(history.every((h) => h.new_value === null)).toBe(true)

    // The data files: right after the commit the dead row versions still hold the bytes
    // (heap, index and WAL pages); the compaction the route schedules (VACUUM FULL of the
    // touched tables, WAL switched and checkpointed with recycling off) removes them all.
    await compactionIdle()
    expect(markersInFiles(join(dataDir, 'pglite'))).toEqual([])
  }, 120_000)
})
