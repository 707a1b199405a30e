import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DataHarbourResponse, InvitationListResponse } from '../../src/shared/contracts/sourcing'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * The top of the funnel (issue 22 §2): data-harbour talents invited become talents with an
 * invitation and a history event; invitations are listed, withdrawn; availability is asked of
 * several at once and the answer shows on the row; another client's project is not there.
 */

let t: TestApp
let anna: string
let tom: string
let gina: string
let projectId: number

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows
const q = async <T>(query: ReturnType<typeof sql>) => rows<T>(await t.database.db.execute(query))
const call = async <T = unknown>(path: string, token: string, method = 'GET', json?: unknown) => {
  const res = await t.request(`/api${path}`, { method, token, json })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T & { error?: string } }
}
const events = async (talentId: number, event: string) =>
  (
    await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM history_events
      WHERE entity_type = 'talent' AND entity_id = ${talentId} AND event = ${event}`)
  )[0].n

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 200, projects: 8 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  tom = (await t.login('tom.viewer@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
  const [p] = await q<{ project_id: number }>(sql`
    SELECT m.project_id FROM data_harbour_matches m JOIN projects p ON p.id = m.project_id
      JOIN clients c ON c.id = p.client_id
    WHERE c.code = 'acme' AND p.status = 'ACTIVE' AND m.status = 'spotted'
    GROUP BY m.project_id HAVING count(*) >= 3 ORDER BY m.project_id LIMIT 1`)
  projectId = Number(p.project_id)
})
afterAll(() => t.close())

describe('data harbour and invitations', () => {
  it('invites three data-harbour talents: each becomes a talent with an invitation, the counts follow', async () => {
    const before = await call<DataHarbourResponse>(`/project/${projectId}/dataHarbor/talents/matched`, anna)
    expect(before.status).toBe(200)
    const three = before.body.results.slice(0, 3)
    expect(three).toHaveLength(3)
    const invite = await call<{ succeededIds: number[] }>(
      `/project/${projectId}/dataHarbor/talents/invite`,
      anna,
      'POST',
      { matchingIds: three.map((r) => r.id) },
    )
    expect(invite.status).toBe(200)
    expect(invite.body.succeededIds.sort()).toEqual(three.map((r) => r.id).sort())

    const after = await call<DataHarbourResponse>(`/project/${projectId}/dataHarbor/talents/matched`, anna)
    expect(after.body.dhCounts.spotted).toBe(before.body.dhCounts.spotted - 3)
    const invited = await call<DataHarbourResponse>(
      `/project/${projectId}/dataHarbor/talents/matched?status=invited`,
      anna,
    )
    const talentIds = invited.body.results
      .filter((r) => three.some((x) => x.id === r.id))
      .map((r) => r.talentId as number)
    expect(talentIds).toHaveLength(3)
    // Each invitation says it came from the data harbour (an application after it takes that source).
    const sources = await q<{ source: string }>(sql`SELECT source FROM project_invitations
      WHERE project_id = ${projectId} AND talent_id = ANY(${`{${talentIds.join(',')}}`}::int[])`)
    expect(sources.map((r) => r.source)).toEqual(['dataHarbour', 'dataHarbour', 'dataHarbour'])

    const list = await call<InvitationListResponse>(`/project/${projectId}/invitation?size=500`, anna)
    const mine = list.body.results.filter((r) => talentIds.includes(r.talent.id))
    expect(mine.map((r) => r.status)).toEqual(['invited', 'invited', 'invited'])
    for (const id of talentIds) expect(await events(id, 'INVITES_TO_JOB')).toBe(1)

    // Withdrawn: no longer open, with its history event.
    const withdraw = await call(`/project/${projectId}/invitation/withdraw`, anna, 'POST', {
      invitationIds: [mine[0].id],
    })
    expect(withdraw.status).toBe(200)
    const open = await call<InvitationListResponse>(`/project/${projectId}/invitation/open?size=500`, anna)
    expect(open.body.results.map((r) => r.id)).not.toContain(mine[0].id)
    expect(await events(mine[0].talent.id, 'MSP_WITHDRAWS_INVITATION')).toBe(1)
  })

  it('asks two talents for availability at once; the answer shows on the invitation row', async () => {
    const list = await call<InvitationListResponse>(`/project/${projectId}/invitation/open?size=500`, anna)
    const two = list.body.results.slice(0, 2).map((r) => r.talent.id)
    expect(two).toHaveLength(2)
    const ask = await call('/project/candidatesavailableBulk', anna, 'POST', { projectId, talentIds: two })
    expect(ask.status).toBe(200)
    for (const id of two) expect(await events(id, 'MSP_ASKS_AVAILABILITY')).toBe(1)
    const answer = await call(`/project/${projectId}/candidatesavailable/${two[0]}`, anna, 'PUT', {
      available: true,
    })
    expect(answer.status).toBe(200)
    const rows = (await call<InvitationListResponse>(`/project/${projectId}/invitation/open?size=500`, anna))
      .body.results
    expect(rows.find((r) => r.talent.id === two[0])?.availability?.available).toBe(true)
    expect(rows.find((r) => r.talent.id === two[1])?.availability).toMatchObject({ available: null })
  })

  it('refuses changes without application-manage and hides the project from another client', async () => {
    const denied = await call(`/project/${projectId}/invitation/withdraw`, tom, 'POST', {
      invitationIds: [1],
    })
    expect(denied.status).toBe(403)
    expect((await call(`/project/${projectId}/invitation`, gina)).status).toBe(404)
    expect((await call(`/project/${projectId}/dataHarbor/talents/matched`, gina)).status).toBe(404)
  })
})
