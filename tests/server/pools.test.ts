import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  MemberListResponse,
  MembershipsAcrossResponse,
  PoolDetail,
  PoolSearchResponse,
} from '../../src/shared/contracts/pools'
import { POOL_DELETE_CONFIRM_KEY } from '../../src/shared/contracts/pools'
import { PIPELINE_REASONS } from '../../src/shared/domain/pipeline'
import { createTestApp, type TestApp } from './support/test-app'

/** Pools and memberships (issue 22 §1, §3): the list, one pool, create, rename, delete, members, transitions. */

let t: TestApp
let anna: string
let lea: string
let tom: string
let gina: string

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows
const q = async <T>(query: ReturnType<typeof sql>) => rows<T>(await t.database.db.execute(query))
const call = async <T = unknown>(path: string, token: string, method = 'GET', json?: unknown) => {
  const res = await t.request(`/api${path}`, { method, token, json })
  const text = await res.text()
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T & { error?: string } }
}

async function poolWith(status: string, min = 1) {
  const [p] = await q<{ pool_id: number }>(sql`
    SELECT pm.pool_id FROM pool_memberships pm JOIN clients c ON c.id = pm.client_id
    WHERE c.code = 'acme' AND pm.status = ${status} GROUP BY pm.pool_id HAVING count(*) >= ${min}
    ORDER BY count(*) DESC, pm.pool_id LIMIT 1`)
  return Number(p.pool_id)
}
/** Memberships of a status, each handed out once. */
const handedOut = new Set<number>()
async function membership(status: string) {
  const found = await q<{ id: number; talent_id: number; pool_id: number }>(sql`
    SELECT pm.id, pm.talent_id, pm.pool_id FROM pool_memberships pm JOIN clients c ON c.id = pm.client_id
    WHERE c.code = 'acme' AND pm.status = ${status} ORDER BY pm.id`)
  const m = found.find((r) => !handedOut.has(Number(r.id)))
  if (!m) throw new Error(`no ${status} membership left`)
  handedOut.add(Number(m.id))
  return { id: Number(m.id), talentId: Number(m.talent_id), poolId: Number(m.pool_id) }
}
const statusOf = async (id: number) =>
  (await q<{ status: string }>(sql`SELECT status FROM pool_memberships WHERE id = ${id}`))[0]?.status
const lastTalentEvent = async (talentId: number) =>
  (
    await q<{ event: string; new_value: { poolId: number; status: string } }>(sql`
      SELECT event, new_value FROM history_events WHERE entity_type = 'talent' AND entity_id = ${talentId} ORDER BY id DESC LIMIT 1`)
  )[0]
/** pool_member_counts equals a count of the memberships (the triggers keep it exact). */
async function countsTrue() {
  const wrong = await q(sql`
    SELECT coalesce(a.pool_id, c.pool_id) AS pool_id FROM
      (SELECT pool_id, status, count(*)::int AS n FROM pool_memberships GROUP BY 1, 2) a
      FULL JOIN (SELECT pool_id, status, n FROM pool_member_counts WHERE n <> 0) c
        ON c.pool_id = a.pool_id AND c.status = a.status
    WHERE a.n IS DISTINCT FROM c.n`)
  expect(wrong).toEqual([])
}

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 300, projects: 10 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  lea = (await t.login('lea.sourcer@acme.test')).access_token
  tom = (await t.login('tom.viewer@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
})
afterAll(() => t.close())

describe('the pools list (search/pool/query)', () => {
  it("lists the client's pools with members per status, pending count and projects, as the database holds them", async () => {
    const { status, body } = await call<PoolSearchResponse>('/search/pool/query', anna, 'POST', { size: 999 })
    expect(status).toBe(200)
    const [acme] = await q<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM pools p JOIN clients c ON c.id = p.client_id WHERE c.code = 'acme'`,
    )
    expect(body.totalResults).toBe(acme.n)
    expect(body.results).toHaveLength(acme.n)
    const names = body.results.map((p) => p.name.toLowerCase())
    expect(names).toEqual([...names].sort())
    for (const pool of body.results.slice(0, 6)) {
      const real = await q<{ status: string; n: number }>(sql`
        SELECT status, count(*)::int AS n FROM pool_memberships WHERE pool_id = ${pool.id} GROUP BY status`)
      for (const s of ['ACCEPTED', 'ARCHIVED_ACCEPTED', 'DELETED', 'PENDING', 'REJECTED'] as const)
        expect(pool.counts[s], `${pool.name} ${s}`).toBe(real.find((r) => r.status === s)?.n ?? 0)
      expect(pool.members).toBe(pool.counts.ACCEPTED)
    }
    // Globex sees its own pools only.
    const g = await call<PoolSearchResponse>('/search/pool/query', gina, 'POST', { size: 999 })
    expect(g.body.results.some((p) => body.results.some((a) => a.id === p.id))).toBe(false)
  })

  it('searches by name, filters by category, visibility and pending, and sorts by pending members', async () => {
    const all = (await call<PoolSearchResponse>('/search/pool/query', anna, 'POST', { size: 999 })).body
      .results
    const word = all[0].name.split(' ')[0]
    const found = (
      await call<PoolSearchResponse>('/search/pool/query', anna, 'POST', { query: word.toUpperCase() })
    ).body
    expect(found.results.length).toBeGreaterThan(0)
    expect(found.results.every((p) => p.name.toLowerCase().includes(word.toLowerCase()))).toBe(true)

    const category = all.find((p) => p.category)?.category
    expect(category).toBeTruthy()
    const byCategory = (
      await call<PoolSearchResponse>('/search/pool/query', anna, 'POST', {
        categoryId: category?.id,
        size: 999,
      })
    ).body.results
    expect(byCategory.map((p) => p.id).sort()).toEqual(
      all
        .filter((p) => p.category?.id === category?.id)
        .map((p) => p.id)
        .sort(),
    )

    const open = (
      await call<PoolSearchResponse>('/search/pool/query', anna, 'POST', { visibility: 'public', size: 999 })
    ).body
    expect(open.results.every((p) => p.ready4Public)).toBe(true)
    expect(open.totalResults).toBe(all.filter((p) => p.ready4Public).length)

    const pending = (
      await call<PoolSearchResponse>('/search/pool/query', anna, 'POST', {
        pending: true,
        sort: 'pending',
        size: 999,
      })
    ).body.results
    expect(pending.length).toBe(all.filter((p) => p.counts.PENDING > 0).length)
    const counts = pending.map((p) => p.counts.PENDING)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
  })

  it("names categories in the recruiter's language and lists the published ones (content service)", async () => {
    const en = await call<{ results: { id: number; name: string }[] }>('/pool/categories', lea)
    expect(en.status).toBe(200)
    const [drafts] = await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM categories c JOIN clients k ON k.id = c.client_id WHERE k.code = 'acme' AND c.status <> 'published'`)
    expect(drafts.n).toBeGreaterThan(0)
    expect(en.body.results.some((c) => c.name.includes('draft'))).toBe(false)
    expect((await call('/msp/locale', lea, 'POST', { language: 'de' })).status).toBe(200)
    const de = await call<{ results: { id: number; name: string }[] }>('/pool/categories', lea)
    const [stored] = await q<{ name: string }>(sql`
      SELECT tr->>'name' AS name FROM categories c, jsonb_array_elements(c.translations) tr
      WHERE c.id = ${de.body.results[0].id} AND tr->>'code' = 'de'`)
    expect(de.body.results.find((c) => c.id === de.body.results[0].id)?.name).toBe(stored.name)
    expect(de.body.results.map((c) => c.name)).not.toEqual(en.body.results.map((c) => c.name))
    await call('/msp/locale', lea, 'POST', { language: 'en' })
  })
})

describe('create, rename, delete', () => {
  it('creates and renames a pool with pool-manage; refuses a taken name and users without the permission', async () => {
    const created = await call<PoolDetail>('/pool', lea, 'POST', {
      name: 'Night nurses – Rotterdam',
      ready4Public: true,
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({
      name: 'Night nurses – Rotterdam',
      ready4Public: true,
      members: 0,
      projects: 0,
    })
    const again = await call('/pool', anna, 'POST', { name: 'night NURSES – rotterdam' })
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ fields: { name: ['msp.v2.pools.error.name.taken'] } })
    expect((await call('/pool', tom, 'POST', { name: 'Tom pool' })).status).toBe(403)
    expect((await call('/pool', anna, 'POST', { name: '   ' })).status).toBe(400)

    const renamed = await call<PoolDetail>(`/pool/${created.body.id}`, lea, 'PUT', {
      name: 'Night nurses – Rotterdam & Delft',
      description: 'Shifts from 22:00',
      ready4Public: false,
    })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({
      name: 'Night nurses – Rotterdam & Delft',
      description: 'Shifts from 22:00',
      ready4Public: false,
    })
    expect((await call(`/pool/${created.body.id}`, tom, 'PUT', { name: 'x' })).status).toBe(403)
    expect((await call(`/pool/${created.body.id}`, gina, 'PUT', { name: 'x' })).status).toBe(404)
    expect((await call(`/pool/${created.body.id}`, gina)).status).toBe(404)
  })

  it('deletes a pool with members only when told how many it has, and says so on its projects', async () => {
    const poolId = await poolWith('ACCEPTED', 2)
    const pool = (await call<PoolDetail>(`/pool/${poolId}`, anna)).body
    const members = pool.counts.ACCEPTED + pool.counts.PENDING + pool.counts.ARCHIVED_ACCEPTED
    expect(members).toBeGreaterThan(0)
    const [project] = await q<{ id: number }>(sql`
      SELECT p.id FROM projects p JOIN clients c ON c.id = p.client_id WHERE c.code = 'acme' AND NOT p.is_template ORDER BY p.id LIMIT 1`)
    await call('/pool/project/add', anna, 'POST', { poolId, projectIds: [Number(project.id)] })

    const unconfirmed = await call(`/pool/${poolId}`, lea, 'DELETE')
    expect(unconfirmed).toMatchObject({ status: 409, body: { error: POOL_DELETE_CONFIRM_KEY } })
    const stale = await call(`/pool/${poolId}?members=${members - 1}`, lea, 'DELETE')
    expect(stale.status).toBe(409)
    expect((await call(`/pool/${poolId}?members=${members}`, tom, 'DELETE')).status).toBe(403)
    const done = await call<{ id: number; members: number }>(
      `/pool/${poolId}?members=${members}`,
      lea,
      'DELETE',
    )
    expect(done).toMatchObject({ status: 200, body: { id: poolId, members } })
    expect((await call(`/pool/${poolId}`, anna)).status).toBe(404)
    expect(await q(sql`SELECT 1 FROM pool_memberships WHERE pool_id = ${poolId}`)).toEqual([])
    const [event] = await q<{ event: string; old_value: { poolId: number } }>(sql`
      SELECT event, old_value FROM history_events WHERE entity_type = 'job' AND entity_id = ${project.id} ORDER BY id DESC LIMIT 1`)
    expect(event).toMatchObject({ event: 'POOL_REMOVED', old_value: { poolId } })
    await countsTrue()

    const empty = await call<PoolDetail>('/pool', lea, 'POST', { name: 'Empty for now' })
    expect((await call(`/pool/${empty.body.id}`, lea, 'DELETE')).status).toBe(200)
  })
})

describe('members', () => {
  it("lists a pool's members by status, most recently changed first, with the counts of every status", async () => {
    const poolId = await poolWith('PENDING')
    const pending = await call<MemberListResponse>(`/pool/membership/pool/${poolId}`, anna)
    expect(pending.status).toBe(200)
    expect(pending.body.results.length).toBeGreaterThan(0)
    expect(pending.body.results.every((m) => m.status === 'PENDING' && m.poolId === poolId)).toBe(true)
    expect(pending.body.totalResults).toBe(pending.body.counts.PENDING)
    const times = pending.body.results.map((m) => m.updatedAt)
    expect(times).toEqual([...times].sort().reverse())

    const accepted = await call<MemberListResponse>(
      `/pool/membership/pool/${poolId}?status=ACCEPTED&size=2`,
      anna,
    )
    expect(accepted.body.results.length).toBeLessThanOrEqual(2)
    expect(accepted.body.totalResults).toBe(accepted.body.counts.ACCEPTED)

    const someone = pending.body.results[0].talent
    const byName = await call<MemberListResponse>(
      `/pool/membership/pool/${poolId}?status=PENDING&query=${encodeURIComponent(someone.lastName.toLowerCase())}`,
      anna,
    )
    expect(byName.body.results.map((m) => m.talent.id)).toContain(someone.id)
    expect(
      byName.body.results.every((m) =>
        `${m.talent.firstName} ${m.talent.lastName}`.toLowerCase().includes(someone.lastName.toLowerCase()),
      ),
    ).toBe(true)
    expect((await call(`/pool/membership/pool/${poolId}`, gina)).status).toBe(404)
  })

  it('lists pending memberships across the pools, newest first', async () => {
    const { body } = await call<MembershipsAcrossResponse>('/pool/membership/pools?size=500', anna)
    const [n] = await q<{ n: number }>(sql`
      SELECT count(*)::int AS n FROM pool_memberships pm JOIN clients c ON c.id = pm.client_id WHERE c.code = 'acme' AND pm.status = 'PENDING'`)
    expect(body.totalResults).toBe(n.n)
    expect(body.results.every((m) => m.status === 'PENDING')).toBe(true)
    expect(new Set(body.results.map((m) => m.poolId)).size).toBeGreaterThan(1)
  })
})

describe('membership transitions (§4)', () => {
  it('accepts, archives, restores and removes along §4 with a talent history event each', async () => {
    const m = await membership('PENDING')
    const accept = await call(`/pool/membership/${m.id}/accept`, lea, 'PUT')
    expect(accept).toMatchObject({ status: 200, body: { id: m.id, status: 'ACCEPTED' } })
    expect(await lastTalentEvent(m.talentId)).toMatchObject({
      event: 'MSP_ACCEPTS_POOL',
      new_value: { poolId: m.poolId },
    })
    expect((await call(`/pool/membership/${m.id}/accept`, lea, 'PUT')).body).toMatchObject({
      error: PIPELINE_REASONS.already,
    })
    expect((await call(`/pool/membership/${m.id}/deny`, lea, 'PUT')).body).toMatchObject({
      error: PIPELINE_REASONS.status,
    })
    expect((await call(`/pool/membership/${m.id}/archive`, lea, 'PUT')).body).toMatchObject({
      status: 'ARCHIVED_ACCEPTED',
    })
    expect(await lastTalentEvent(m.talentId)).toMatchObject({ event: 'MSP_ARCHIVES_POOL' })
    expect((await call(`/pool/membership/${m.id}/archive`, lea, 'PUT')).status).toBe(409)
    expect((await call(`/pool/membership/${m.id}/restore`, lea, 'PUT')).body).toMatchObject({
      status: 'ACCEPTED',
    })
    const removed = await call<{ succeededIds: number[] }>('/pool/freelancer/remove', lea, 'POST', {
      poolId: m.poolId,
      talentIds: [m.talentId],
    })
    expect(removed.body.succeededIds).toEqual([m.talentId])
    expect(await statusOf(m.id)).toBe('DELETED')
    expect(await lastTalentEvent(m.talentId)).toMatchObject({ event: 'MSP_REMOVES_POOL' })
    expect((await call(`/pool/membership/${m.id}/restore`, lea, 'PUT')).status).toBe(409)
    // Added again: a removed member comes back accepted.
    const added = await call<{ succeededIds: number[] }>('/pool/freelancer/add', lea, 'POST', {
      poolId: m.poolId,
      talentIds: [m.talentId],
    })
    expect(added.body.succeededIds).toEqual([m.talentId])
    expect(await statusOf(m.id)).toBe('ACCEPTED')
    await countsTrue()
  })

  it('archives several accepted members and restores them, each with its history event and a result per member', async () => {
    const a = await membership('ACCEPTED')
    const b = await membership('ACCEPTED')
    const pending = await membership('PENDING')
    const archived = await call<{ succeededIds: number[]; failures: { id: number; reason: string }[] }>(
      '/pool/membership/archiveBulk',
      lea,
      'PUT',
      { ids: [a.id, b.id, pending.id] },
    )
    expect(archived.status).toBe(200)
    expect(archived.body.succeededIds.sort()).toEqual([a.id, b.id].sort())
    expect(archived.body.failures).toEqual([{ id: pending.id, reason: PIPELINE_REASONS.status }])
    expect(await statusOf(a.id)).toBe('ARCHIVED_ACCEPTED')
    expect(await lastTalentEvent(b.talentId)).toMatchObject({ event: 'MSP_ARCHIVES_POOL' })

    const restored = await call<{ succeededIds: number[]; failures: { id: number; reason: string }[] }>(
      '/pool/membership/restoreBulk',
      lea,
      'PUT',
      { ids: [a.id, b.id, 999_999] },
    )
    expect(restored.status).toBe(200)
    expect(restored.body.succeededIds.sort()).toEqual([a.id, b.id].sort())
    expect(restored.body.failures).toEqual([{ id: 999_999, reason: PIPELINE_REASONS.unknown }])
    expect(await statusOf(a.id)).toBe('ACCEPTED')
    expect(await statusOf(b.id)).toBe('ACCEPTED')
    expect(await lastTalentEvent(a.talentId)).toMatchObject({ event: 'MSP_RESTORES_POOL' })
    // Restoring again is refused per member, nothing moves.
    const again = await call<{ succeededIds: number[]; failures: { id: number; reason: string }[] }>(
      '/pool/membership/restoreBulk',
      lea,
      'PUT',
      { ids: [a.id] },
    )
    expect(again.body).toEqual({
      succeededIds: [],
      failures: [{ id: a.id, reason: PIPELINE_REASONS.already }],
    })
    expect((await call('/pool/membership/restoreBulk', tom, 'PUT', { ids: [a.id] })).status).toBe(403)
    expect((await call('/pool/membership/restoreBulk', gina, 'PUT', { ids: [a.id] })).body).toMatchObject({
      succeededIds: [],
    })
    expect((await call('/pool/membership/restoreBulk', lea, 'PUT', { ids: [] })).status).toBe(400)
    expect(await statusOf(a.id)).toBe('ACCEPTED')
    await countsTrue()
  })

  it('denies a pending membership; a rejected one is added again, not accepted', async () => {
    const m = await membership('PENDING')
    expect((await call(`/pool/membership/${m.id}/deny`, anna, 'PUT')).body).toMatchObject({
      status: 'REJECTED',
    })
    expect(await lastTalentEvent(m.talentId)).toMatchObject({
      event: 'MSP_REJECTS_POOL',
      new_value: { status: 'REJECTED' },
    })
    expect((await call(`/pool/membership/${m.id}/accept`, anna, 'PUT')).status).toBe(409)
    expect(await statusOf(m.id)).toBe('REJECTED')
  })

  it('refuses pool changes without pool-manage and memberships of another client', async () => {
    const m = await membership('PENDING')
    for (const path of ['accept', 'deny', 'archive', 'restore'])
      expect((await call(`/pool/membership/${m.id}/${path}`, tom, 'PUT')).status).toBe(403)
    expect((await call('/pool/membership/acceptBulk', tom, 'PUT', { ids: [m.id] })).status).toBe(403)
    expect(
      (await call('/pool/freelancer/add', tom, 'POST', { poolId: m.poolId, talentIds: [m.talentId] })).status,
    ).toBe(403)
    expect((await call(`/pool/membership/${m.id}/accept`, gina, 'PUT')).status).toBe(404)
    expect(await statusOf(m.id)).toBe('PENDING')
  })

  it('accepts and denies up to 50 at once with a result per member', async () => {
    const a = await membership('PENDING')
    const b = await membership('PENDING')
    const accepted = await membership('ACCEPTED')
    const res = await call<{
      mode: string
      succeededIds: number[]
      failures: { id: number; reason: string }[]
    }>('/pool/membership/acceptBulk', lea, 'PUT', { ids: [a.id, b.id, accepted.id, 999_999] })
    expect(res.body).toEqual({
      mode: 'done',
      succeededIds: [a.id, b.id],
      failures: [
        { id: accepted.id, reason: PIPELINE_REASONS.already },
        { id: 999_999, reason: PIPELINE_REASONS.unknown },
      ],
    })
    const c = await membership('PENDING')
    const denied = await call<{ succeededIds: number[] }>('/pool/membership/denyBulk', lea, 'PUT', {
      ids: [c.id, a.id],
    })
    expect(denied.body).toMatchObject({
      mode: 'done',
      succeededIds: [c.id],
      failures: [{ id: a.id, reason: PIPELINE_REASONS.status }],
    })
    expect(await statusOf(c.id)).toBe('REJECTED')
    await countsTrue()
  })
})

describe('pools on projects', () => {
  it("publishes a pool to projects, lists and replaces a project's pools, with job history", async () => {
    const poolId = await poolWith('ACCEPTED')
    const projects = await q<{ id: number }>(sql`
      SELECT p.id FROM projects p JOIN legal_entities le ON le.id = p.legal_entity_id JOIN clients c ON c.id = p.client_id
      WHERE c.code = 'acme' AND NOT p.is_template AND p.status <> 'DELETED'
        AND NOT EXISTS (SELECT 1 FROM project_pools pp WHERE pp.project_id = p.id AND pp.pool_id = ${poolId})
      ORDER BY p.id LIMIT 2`)
    const ids = projects.map((p) => Number(p.id))
    const added = await call<{ succeededIds: number[]; failures: unknown[] }>(
      '/pool/project/add',
      anna,
      'POST',
      {
        poolId,
        projectIds: [...ids, ids[0]],
      },
    )
    expect(added.body).toEqual({ succeededIds: ids, failures: [] })
    const twice = await call<{ failures: { id: number; reason: string }[] }>(
      '/pool/project/add',
      anna,
      'POST',
      { poolId, projectIds: [ids[0]] },
    )
    expect(twice.body.failures).toEqual([{ id: ids[0], reason: PIPELINE_REASONS.already }])
    expect((await call('/pool/project/add', lea, 'POST', { poolId, projectIds: ids })).status).toBe(403)

    const ofProject = await call<{ results: { id: number; members: number }[] }>(
      `/project/${ids[0]}/pools`,
      anna,
    )
    expect(ofProject.body.results.map((p) => p.id)).toContain(poolId)
    const ofPool = await call<{ results: { id: number }[] }>(`/pool/${poolId}/projects`, anna)
    expect(ofPool.body.results.map((p) => p.id)).toEqual(expect.arrayContaining(ids))

    const replaced = await call<{ results: { id: number }[] }>(
      `/project/${ids[0]}/poolsUpdate`,
      anna,
      'PUT',
      { poolIds: [] },
    )
    expect(replaced.body.results).toEqual([])
    const events = await q<{ event: string }>(sql`
      SELECT event FROM history_events WHERE entity_type = 'job' AND entity_id = ${ids[0]}
        AND coalesce(new_value, old_value)->>'poolId' = ${String(poolId)} ORDER BY id DESC LIMIT 2`)
    expect(events.map((e) => e.event)).toEqual(['POOL_REMOVED', 'POOL_ADDED'])
    expect((await call(`/project/${ids[0]}/poolsUpdate`, anna, 'PUT', { poolIds: [999_999] })).status).toBe(
      404,
    )
  })

  it("lists the invitations of the pool's members to its projects (open ones apart), of the reader's legal entities", async () => {
    const poolId = await poolWith('ACCEPTED', 3)
    const [project] = await q<{ id: number }>(sql`
      SELECT p.id FROM projects p JOIN legal_entities le ON le.id = p.legal_entity_id
      WHERE le.name = 'Acme Talent B.V.' AND p.status = 'ACTIVE' AND NOT p.is_template ORDER BY p.id LIMIT 1`)
    const projectId = Number(project.id)
    await call('/pool/project/add', anna, 'POST', { poolId, projectIds: [projectId] })
    const members = await q<{ talent_id: number }>(sql`
      SELECT pm.talent_id FROM pool_memberships pm WHERE pm.pool_id = ${poolId} AND pm.status = 'ACCEPTED'
        AND NOT EXISTS (SELECT 1 FROM project_invitations i WHERE i.project_id = ${projectId} AND i.talent_id = pm.talent_id)
        AND NOT EXISTS (SELECT 1 FROM applications a WHERE a.project_id = ${projectId} AND a.talent_id = pm.talent_id)
      ORDER BY pm.talent_id LIMIT 2`)
    const talentIds = members.map((m) => Number(m.talent_id))
    expect(talentIds).toHaveLength(2)
    const invited = await call<{ succeededIds: number[] }>('/projectInvitation/add', anna, 'POST', {
      projectId,
      talentIds,
    })
    expect(invited.body.succeededIds).toEqual(talentIds)
    const [inv] = await q<{ id: number }>(
      sql`SELECT id FROM project_invitations WHERE project_id = ${projectId} AND talent_id = ${talentIds[1]}`,
    )
    await call(`/project/${projectId}/invitation/withdraw`, anna, 'POST', { invitationIds: [Number(inv.id)] })

    type List = {
      totalResults: number
      results: { status: string; talent: { id: number }; project: { id: number } }[]
    }
    const all = await call<List>(`/pool/${poolId}/projectInvitations?projectId=${projectId}`, anna)
    expect(all.body.results.map((i) => i.talent.id).sort()).toEqual(expect.arrayContaining(talentIds))
    const open = await call<List>(`/pool/${poolId}/projectInvitations/open?projectId=${projectId}`, anna)
    expect(open.body.results.map((i) => i.talent.id)).toContain(talentIds[0])
    expect(open.body.results.map((i) => i.talent.id)).not.toContain(talentIds[1])
    expect(open.body.results.every((i) => i.status === 'invited')).toBe(true)
    const projects = await call<{ results: { id: number; invitations: number; openInvitations: number }[] }>(
      `/pool/${poolId}/projects`,
      anna,
    )
    const counted = projects.body.results.find((p) => p.id === projectId)
    expect(counted).toMatchObject({
      invitations: all.body.totalResults,
      openInvitations: open.body.totalResults,
    })
    // Max works for Acme Staffing only: the Acme Talent project and its invitations are not his to see.
    const max = (await t.login('max.recruiter@acme.test')).access_token
    const his = await call<List>(`/pool/${poolId}/projectInvitations?projectId=${projectId}`, max)
    expect(his.body.results).toEqual([])
    expect(
      (await call<{ results: { id: number }[] }>(`/pool/${poolId}/projects`, max)).body.results.map(
        (p) => p.id,
      ),
    ).not.toContain(projectId)
  })
})
