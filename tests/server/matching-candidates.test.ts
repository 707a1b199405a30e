import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { candidateIds } from '../../src/server/modules/matching/match-service'
import type { TestApp } from './support/test-app'
import { talentTestApp } from './talent-support'

let t: TestApp
let clientId: number
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q)

/**
 * The definition the ranking's candidates follow, read the plain way: every talent of the
 * client with 2 points per matched skill row and 1 for a title holding one of the words, the
 * first 800 by points, ties newest first. candidateIds reads fewer rows; it must list the same.
 */
async function byDefinition(skills: string[], words: string[]): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await exec(sql`
      SELECT id FROM (
        SELECT talent_id AS id, 2 AS h FROM talent_skills
        WHERE client_id = ${clientId} AND lower(name) = ANY(${`{${skills.map((s) => `"${s.toLowerCase()}"`).join(',')}}`}::text[])
        UNION ALL
        SELECT id, 1 AS h FROM talents
        WHERE client_id = ${clientId} AND title ILIKE ANY(${`{${words.map((w) => `"%${w}%"`).join(',')}}`}::text[])
      ) x GROUP BY id ORDER BY sum(h) DESC, id DESC LIMIT 800`),
  )
  return rows.map((r) => Number(r.id))
}

beforeAll(async () => {
  ;({ t } = await talentTestApp())
  const [acme] = rowsOf<{ id: number }>(await exec(sql`SELECT id FROM clients WHERE code = 'acme'`))
  clientId = Number(acme.id)
  // 1,500 talents: talent g holds g % 5 of four skills no seeded talent has (300 per count,
  // so the first 800 by skills end within the talents with two), every third a title with the
  // job's word; every seventh holds "Quux", which only 214 hold.
  await exec(sql`
    WITH g AS (SELECT generate_series(1, 1500) AS g),
    ins AS (
      INSERT INTO talents (client_id, state, first_name, last_name, title)
      SELECT ${clientId}::int, 'ACTIVE', 'Cand', 'Talent ' || g, CASE WHEN g % 3 = 0 THEN 'Zorbic Engineer' ELSE 'Tester' END
      FROM g RETURNING id, split_part(last_name, ' ', 2)::int AS g
    )
    INSERT INTO talent_skills (talent_id, kind, name, client_id)
    SELECT ins.id, 'skill', 'Zorb ' || s, ${clientId}::int FROM ins CROSS JOIN generate_series(1, 4) s WHERE s <= ins.g % 5
    UNION ALL
    SELECT ins.id, 'skill', 'Quux', ${clientId}::int FROM ins WHERE ins.g % 7 = 0`)
}, 60_000)
afterAll(() => t.close())

describe("the ranking's candidates (the talents it scores)", () => {
  it('are the first 800 by skills and title when more talents than that hold a skill', async () => {
    const skills = ['Zorb 1', 'Zorb 2', 'Zorb 3', 'Zorb 4']
    const ids = await candidateIds(t.database.db, clientId, { skills, title: 'Zorbic Engineer' })
    expect(ids).toHaveLength(800)
    expect(ids).toEqual(await byDefinition(skills, ['zorbic', 'engineer']))
  })

  it('go on with title hits (newest first) when fewer talents hold a skill', async () => {
    const ids = await candidateIds(t.database.db, clientId, { skills: ['Quux'], title: 'Zorbic Engineer' })
    expect(ids).toEqual(await byDefinition(['Quux'], ['zorbic', 'engineer']))
    expect(ids.length).toBeGreaterThan(214)
  })

  it('are title hits alone for a job without skills', async () => {
    const ids = await candidateIds(t.database.db, clientId, { skills: [], title: 'Senior Zorbic Engineer' })
    expect(ids).toEqual(await byDefinition([], ['zorbic', 'engineer']))
  })
})
