import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { type MatchResult, SUGGESTED_SIZE } from '../../src/shared/contracts/matching'
import type { PipelineStagesResponse } from '../../src/shared/contracts/pipeline'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Issue 22 §2: the stage menu's Suggested count is the length of the list the Suggested stage
 * opens (the project's ranking, best SUGGESTED_SIZE), not a count of pool members of its own.
 */

let t: TestApp
let anna: string
let projectId: number
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q)

const suggestedCount = async () => {
  const res = await t.request(`/api/project/${projectId}/pipeline/stages`, { token: anna })
  expect(res.status).toBe(200)
  const body = (await res.json()) as PipelineStagesResponse
  return body.stages.find((s) => s.key === 'suggested')?.entriesInStageAndSubStagesCount
}
/** What the Suggested stage lists (the client asks the ranking for SUGGESTED_SIZE). */
const suggestedList = async () => {
  const res = await t.request(`/api/match/freelancers/toJob/${projectId}?size=${SUGGESTED_SIZE}`, {
    token: anna,
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as MatchResult).results.map((r) => r.talentId)
}

beforeAll(async () => {
  t = await createTestApp()
  anna = (await t.login('anna.admin@acme.test')).access_token
  ;[{ id: projectId }] = rowsOf<{ id: number }>(
    await exec(sql`SELECT p.id FROM projects p JOIN clients c ON c.id = p.client_id
      WHERE c.code = 'acme' AND p.status = 'ACTIVE' AND NOT p.is_template ORDER BY p.id LIMIT 1`),
  )
})
afterAll(() => t.close())

describe('the Suggested stage count', () => {
  it('is the length of the list the stage opens', async () => {
    const list = await suggestedList()
    expect(list.length).toBeGreaterThan(0)
    expect(await suggestedCount()).toBe(list.length)
  })

  it('follows the ranking when the job narrows it and when a listed talent is invited or deactivated', async () => {
    // A skill few of the client's talents have, and a title without words to match: a short list.
    const [rare] = rowsOf<{ name: string; n: number }>(
      await exec(sql`SELECT s.name, count(DISTINCT s.talent_id)::int AS n FROM talent_skills s
        JOIN clients c ON c.id = s.client_id WHERE c.code = 'acme'
        GROUP BY s.name HAVING count(DISTINCT s.talent_id) BETWEEN 3 AND 40 ORDER BY n DESC, s.name LIMIT 1`),
    )
    expect(rare).toBeDefined()
    await exec(
      sql`UPDATE projects SET skills = ARRAY[${rare.name}]::text[], title = 'QA' WHERE id = ${projectId}`,
    )
    const before = await suggestedList()
    expect(before.length).toBeGreaterThan(1)
    expect(before.length).toBeLessThan(SUGGESTED_SIZE)
    expect(await suggestedCount()).toBe(before.length)

    // An invited talent leaves the list, and the count with it.
    const invite = await t.request('/api/projectInvitation/add', {
      method: 'POST',
      token: anna,
      json: { projectId, talentIds: [before[0]] },
    })
    expect(invite.status).toBe(200)
    const after = await suggestedList()
    expect(after).not.toContain(before[0])
    expect(after.length).toBe(before.length - 1)
    expect(await suggestedCount()).toBe(after.length)

    // A deactivated talent leaves it too.
    await exec(sql`UPDATE talents SET state = 'DEACTIVATED' WHERE id = ${after[0]}`)
    const fewer = await suggestedList()
    expect(fewer.length).toBe(after.length - 1)
    expect(await suggestedCount()).toBe(fewer.length)
  })
})
