import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database, Db } from '../../src/server/db/client'
import { verifyPassword } from '../../src/server/modules/auth/password'
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/server/seed/demo-accounts'
import { isDatabaseEmpty, resetDatabase, type SeedSummary, seedDemo } from '../../src/server/seed/seed-demo'
import { isSeedStorageKey, seedPdf } from '../../src/server/seed/seed-files'
import { PROJECT_GROUPS } from '../../src/shared/contracts/dashboard'
import { lettersFromPermissions } from '../../src/shared/domain/permissions'
import {
  APPLICATION_STATUS_CODES,
  PIPELINE_STAGES,
  POOL_MEMBERSHIP_STATUSES,
  type ProjectStatus,
  projectChip,
  stageOfApplicationStatus,
} from '../../src/shared/domain/statuses'
import { createTestDatabase } from './support/test-db'

const OPTIONS = { talents: 300, projects: 12 }

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

/** A fingerprint of what a user sees: talents and applications with their ids. */
async function digest(db: Db): Promise<{ talents: string; applications: string; projects: string }> {
  const [t] = await rows<{ d: string }>(
    db,
    sql`SELECT md5(string_agg(concat_ws('|', id, first_name, last_name, email, skills_text, created_at::text), E'\n' ORDER BY id)) AS d FROM talents`,
  )
  const [a] = await rows<{ d: string }>(
    db,
    sql`SELECT md5(string_agg(concat_ws('|', id, project_id, talent_id, status, created_at::text), E'\n' ORDER BY id)) AS d FROM applications`,
  )
  const [p] = await rows<{ d: string }>(
    db,
    sql`SELECT md5(string_agg(concat_ws('|', id, job_handle, title, status, filled), E'\n' ORDER BY id)) AS d FROM projects`,
  )
  return { talents: t.d, applications: a.d, projects: p.d }
}

describe('demo seed', () => {
  let database: Database
  let db: Db
  let summary: SeedSummary

  beforeAll(async () => {
    database = await createTestDatabase()
    db = database.db
    expect(await isDatabaseEmpty(db)).toBe(true)
    summary = await seedDemo(db, OPTIONS)
  })

  afterAll(async () => {
    await database?.close()
  })

  it('reports what it created', async () => {
    expect(summary).toMatchObject({ clients: 2, legalEntities: 3, talents: 300, projects: 12 })
    expect(summary.msps).toBeGreaterThanOrEqual(DEMO_ACCOUNTS.length)
    const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM applications`)
    expect(summary.applications).toBe(n)
    expect(n).toBeGreaterThan(1000)
    expect(await isDatabaseEmpty(db)).toBe(false)
  })

  it('has applications in every status code', async () => {
    const found = await rows<{ status: string }>(db, sql`SELECT DISTINCT status FROM applications`)
    expect(found.map((r) => r.status).sort()).toEqual([...APPLICATION_STATUS_CODES].sort())
  })

  it('has projects in every dashboard group (chip)', async () => {
    const projects = await rows<{ status: ProjectStatus; fv: boolean; filled: boolean; pf: boolean }>(
      db,
      sql`SELECT status, freelancer_visible AS fv, filled, partially_filled AS pf FROM projects WHERE NOT is_template`,
    )
    const chips = new Set(
      projects.map((p) =>
        projectChip({ status: p.status, freelancerVisible: p.fv, filled: p.filled, partiallyFilled: p.pf }),
      ),
    )
    for (const group of PROJECT_GROUPS) expect(chips, group).toContain(group)
  })

  it('keeps filled flags consistent with the hired applications', async () => {
    const wrong = await rows<{ id: number }>(
      db,
      sql`SELECT p.id FROM projects p
          LEFT JOIN (SELECT project_id, count(*) AS hired FROM applications WHERE status = 'h' GROUP BY project_id) h
            ON h.project_id = p.id
          WHERE p.filled <> (coalesce(h.hired, 0) >= p.positions AND coalesce(h.hired, 0) > 0)
             OR p.partially_filled <> (coalesce(h.hired, 0) > 0 AND coalesce(h.hired, 0) < p.positions)`,
    )
    expect(wrong).toEqual([])
  })

  it('gives every project the eight pipeline stages in menu order', async () => {
    const stages = await rows<{ project_id: number; keys: string[] }>(
      db,
      sql`SELECT project_id, array_agg(key ORDER BY position) AS keys FROM pipeline_stages GROUP BY project_id`,
    )
    expect(stages).toHaveLength(OPTIONS.projects)
    for (const s of stages) expect(s.keys).toEqual([...PIPELINE_STAGES])
  })

  it('labels applications only with sub-stages of their own stage, and every application stage has some', async () => {
    const labelled = await rows<{ status: string; stage: string }>(
      db,
      sql`SELECT a.status, s.key AS stage FROM application_labels al
          JOIN applications a ON a.id = al.application_id
          JOIN pipeline_labels l ON l.id = al.label_id
          JOIN pipeline_stages s ON s.id = l.stage_id AND s.project_id = a.project_id`,
    )
    const [{ n }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM application_labels`)
    expect(labelled).toHaveLength(n)
    for (const row of labelled) expect(row.stage).toBe(stageOfApplicationStatus(row.status))
    const stagesWithLabels = new Set(labelled.map((r) => r.stage))
    for (const status of APPLICATION_STATUS_CODES)
      expect(stagesWithLabels).toContain(stageOfApplicationStatus(status))
  })

  it('has pool memberships in every status, pending ones included', async () => {
    const found = await rows<{ status: string; n: number }>(
      db,
      sql`SELECT status, count(*)::int AS n FROM pool_memberships GROUP BY status`,
    )
    expect(found.map((r) => r.status).sort()).toEqual([...POOL_MEMBERSHIP_STATUSES].sort())
    expect(found.find((r) => r.status === 'PENDING')?.n).toBeGreaterThan(0)
  })

  it('creates the demo accounts with their permission letters and legal entities', async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [msp] = await rows<{ permissions: string; hash: string; client: string; les: string[] }>(
        db,
        sql`SELECT m.permissions, m.password_hash AS hash, c.code AS client,
                   array_agg(le.name ORDER BY le.name) AS les
            FROM msps m JOIN clients c ON c.id = m.client_id
            JOIN msp_legal_entities mle ON mle.msp_id = m.id
            JOIN legal_entities le ON le.id = mle.legal_entity_id
            WHERE lower(m.email) = lower(${account.email})
            GROUP BY m.id, c.code`,
      )
      expect(msp, account.email).toBeDefined()
      expect(msp.permissions).toBe(lettersFromPermissions(account.permissions))
      expect(msp.client).toBe(account.client)
      expect(msp.les).toHaveLength(account.legalEntities.length)
      expect(await verifyPassword(DEMO_PASSWORD, msp.hash)).toBe(true)
    }
    const [{ vms }] = await rows<{ vms: string }>(
      db,
      sql`SELECT le.config->>'vmsType' AS vms FROM legal_entities le WHERE le.name LIKE 'Acme Staffing%'`,
    )
    expect(vms).toBe('fieldglass')
  })

  it('never mixes clients: talents apply only to projects of their own client', async () => {
    const [{ n }] = await rows<{ n: number }>(
      db,
      sql`SELECT count(*)::int AS n FROM applications a
          JOIN talents t ON t.id = a.talent_id JOIN projects p ON p.id = a.project_id
          WHERE t.client_id <> p.client_id OR a.client_id <> p.client_id`,
    )
    expect(n).toBe(0)
    const [{ dup }] = await rows<{ dup: number }>(
      db,
      sql`SELECT count(*)::int AS dup FROM (SELECT 1 FROM applications GROUP BY project_id, talent_id HAVING count(*) > 1) d`,
    )
    expect(dup).toBe(0)
  })

  it('satisfies every foreign key (the bulk load skips the per-row checks)', async () => {
    const fks = await rows<{ child: string; col: string; parent: string; pcol: string }>(
      db,
      sql`SELECT c.conrelid::regclass::text AS child, a.attname AS col,
                 c.confrelid::regclass::text AS parent, af.attname AS pcol
          FROM pg_constraint c
          JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
          JOIN pg_attribute af ON af.attrelid = c.confrelid AND af.attnum = c.confkey[1]
          WHERE c.contype = 'f' AND c.connamespace = 'public'::regnamespace`,
    )
    expect(fks.length).toBeGreaterThan(30)
    const broken: string[] = []
    for (const fk of fks) {
      const [{ n }] = await rows<{ n: number }>(
        db,
        sql.raw(
          `SELECT count(*)::int AS n FROM ${fk.child} x WHERE x."${fk.col}" IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM ${fk.parent} y WHERE y."${fk.pcol}" = x."${fk.col}")`,
        ),
      )
      if (n > 0) broken.push(`${fk.child}.${fk.col} -> ${fk.parent}: ${n}`)
    }
    expect(broken).toEqual([])
  })

  it('finds a talent through the full-text search column by one of their skills', async () => {
    const [skill] = await rows<{ talent_id: number; name: string }>(
      db,
      sql`SELECT ts.talent_id, ts.name FROM talent_skills ts JOIN talents t ON t.id = ts.talent_id
          WHERE t.state = 'ACTIVE' AND ts.kind = 'skill' AND ts.name ~ '^[A-Za-z]+$' ORDER BY ts.talent_id LIMIT 1`,
    )
    const found = await rows<{ id: number }>(
      db,
      sql`SELECT id FROM talent_search WHERE search @@ plainto_tsquery('simple', ${skill.name})`,
    )
    expect(found.map((r) => r.id)).toContain(skill.talent_id)
  })

  it('answers child screening questions only when the parent answer allows it', async () => {
    const wrong = await rows<{ id: number }>(
      db,
      sql`SELECT child.id FROM answers child
          JOIN questions q ON q.id = child.question_id AND q.parent_question_id IS NOT NULL
          LEFT JOIN answers parent ON parent.application_id = child.application_id AND parent.question_id = q.parent_question_id
          WHERE parent.value IS DISTINCT FROM (q.parent_question_answer #>> '{}')`,
    )
    expect(wrong).toEqual([])
    const types = await rows<{ t: string }>(
      db,
      sql`SELECT DISTINCT question_json->>'type' AS t FROM questions`,
    )
    expect(types.length).toBeGreaterThanOrEqual(9)
  })

  it('points seeded attachments at seed storage keys that have a placeholder PDF', async () => {
    const resources = await rows<{ name: string; key: string }>(
      db,
      sql`SELECT name, storage_key AS key FROM resources ORDER BY id`,
    )
    expect(resources.length).toBeGreaterThan(0)
    for (const r of resources) expect(isSeedStorageKey(r.key), r.key).toBe(true)
    const pdf = Buffer.from(seedPdf(resources[0].name)).toString('latin1')
    expect(pdf.startsWith('%PDF-')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
  })

  it('leaves the id sequences ready for new rows', async () => {
    const [tag] = await rows<{ id: number }>(
      db,
      sql`INSERT INTO tags (client_id, value) VALUES (1, 'Added after seeding') RETURNING id`,
    )
    const [{ max }] = await rows<{ max: number }>(
      db,
      sql`SELECT max(id)::int AS max FROM tags WHERE id <> ${tag.id}`,
    )
    expect(tag.id).toBe(max + 1)
    await db.execute(sql`DELETE FROM tags WHERE id = ${tag.id}`)
  })

  it('is deterministic: the same seed gives the same rows and ids, after a reset too', async () => {
    const first = await digest(db)
    const other = await createTestDatabase()
    try {
      await seedDemo(other.db, OPTIONS)
      expect(await digest(other.db)).toEqual(first)
      await resetDatabase(other.db)
      expect(await isDatabaseEmpty(other.db)).toBe(true)
      await seedDemo(other.db, { ...OPTIONS, seed: 7 })
      expect((await digest(other.db)).talents).not.toBe(first.talents)
      await expect(seedDemo(other.db, OPTIONS)).rejects.toThrow(/empty database/)
    } finally {
      await other.close()
    }
  })
})
