import { sql } from 'drizzle-orm'
import { rowsOf } from '../../../src/server/db/sql-helpers'
import type { TestApp } from './test-app'

/** The seeded Acme project with the most active applications (the pipeline tests' stage). */
export async function busiestActiveProject(t: TestApp): Promise<number> {
  const [row] = rowsOf<{ id: number }>(
    await t.database.db.execute(sql`
      SELECT a.project_id AS id FROM applications a JOIN clients c ON c.id = a.client_id
      WHERE c.code = 'acme' AND a.stage = 'active' GROUP BY a.project_id ORDER BY count(*) DESC, a.project_id LIMIT 1`),
  )
  return Number(row.id)
}

/** A token per seeded client, by client id: Acme's and Globex's admins signed in. */
export async function tokenPerClient(t: TestApp): Promise<Map<number, string>> {
  const tokens = new Map<number, string>()
  for (const email of ['anna.admin@acme.test', 'gina.globex@globex.test']) {
    const [me] = rowsOf<{ client_id: number }>(
      await t.database.db.execute(sql`SELECT client_id FROM msps WHERE email = ${email}`),
    )
    tokens.set(Number(me.client_id), (await t.login(email)).access_token)
  }
  return tokens
}
