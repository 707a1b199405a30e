import { sql } from 'drizzle-orm'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { createTestApp, type TestApp } from './support/test-app'

/** Talents of the small demo seed the talent tests need: picked by what they have, not by id. */
export async function talentIds(t: TestApp) {
  const pick = async (where: ReturnType<typeof sql>) => {
    const [row] = rowsOf<{ id: number }>(
      await t.database.db.execute(sql`
        SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id WHERE ${where} ORDER BY t.id LIMIT 1`),
    )
    if (!row) throw new Error(`demo seed lacks a talent the test needs: ${where.queryChunks.join('')}`)
    return Number(row.id)
  }
  return {
    active: await pick(sql`c.code = 'acme' AND t.state = 'ACTIVE'`),
    other: await pick(sql`c.code = 'acme' AND t.state = 'ACTIVE' AND t.id > 40`),
    erased: await erasedTalent(t),
    globex: await pick(sql`c.code = 'globex' AND t.state = 'ACTIVE'`),
    /** Has applications, tags and CV items: the erasure test's subject. */
    rich: await pick(sql`c.code = 'acme' AND t.state = 'ACTIVE' AND t.email IS NOT NULL AND t.phone IS NOT NULL
      AND EXISTS (SELECT 1 FROM applications a WHERE a.talent_id = t.id)
      AND EXISTS (SELECT 1 FROM talent_tags tt WHERE tt.talent_id = t.id)
      AND EXISTS (SELECT 1 FROM cv_items ci WHERE ci.talent_id = t.id)`),
  }
}

/** An erased talent of Acme: the seed's own when it has one, else one made so by the seed's rule. */
async function erasedTalent(t: TestApp): Promise<number> {
  const rows = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`
      SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id
      WHERE c.code = 'acme' AND t.state = 'DELETED' ORDER BY t.id LIMIT 1`),
  )
  if (rows[0]) return Number(rows[0].id)
  const [made] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`
      UPDATE talents SET state = 'DELETED', first_name = 'Deleted', last_name = 'Talent', email = NULL, phone = NULL
      WHERE id = (SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id
        WHERE c.code = 'acme' AND t.state = 'ACTIVE' ORDER BY t.id DESC LIMIT 1) RETURNING id`),
  )
  return Number(made.id)
}

/** A seeded app with the tokens of the demo accounts the talent and tag tests act as. */
export async function talentTestApp() {
  const t = await createTestApp({ seed: { talents: 120, projects: 8 } })
  const token = async (email: string) => (await t.login(email)).access_token
  return {
    t,
    anna: await token('anna.admin@acme.test'),
    max: await token('max.recruiter@acme.test'),
    tom: await token('tom.viewer@acme.test'),
    gina: await token('gina.globex@globex.test'),
    ids: await talentIds(t),
  }
}
