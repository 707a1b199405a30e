import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TestApp } from './support/test-app'
import { type talentIds, talentTestApp } from './talent-support'

let t: TestApp
let anna: string
let max: string
let tom: string
let gina: string
let ids: Awaited<ReturnType<typeof talentIds>>

beforeAll(async () => {
  ;({ t, anna, max, tom, gina, ids } = await talentTestApp())
})
afterAll(() => t.close())

const call = (method: string, path: string, json?: unknown, token = anna) =>
  t.request(`/api${path}`, { method, token, json })
const list = async (token = anna) =>
  await (await call('GET', '/tag/listAll?from=0&size=999', undefined, token)).json()
const tagsOf = async (id: number) =>
  ((await (await call('GET', `/freelancer/${id}/tags`)).json()).results as { value: string }[]).map(
    (x) => x.value,
  )

describe('tag list and management', () => {
  it("lists the client's tags only, sorted, with totalResults", async () => {
    const mine = await list()
    expect(mine.totalResults).toBe(mine.results.length)
    expect(mine.results.length).toBeGreaterThan(0)
    const values = mine.results.map((x: { value: string }) => x.value.toLowerCase())
    expect(values).toEqual([...values].sort((a, b) => a.localeCompare(b)))
    const theirs = await list(gina)
    const mineIds = new Set(mine.results.map((x: { id: number }) => x.id))
    expect(theirs.results.some((x: { id: number }) => mineIds.has(x.id))).toBe(false)
    expect((await call('GET', '/tag/listAll?size=-1')).status).toBe(400)
    expect((await call('GET', '/tag/listAll?size=1000')).status).toBe(400)
    const page = await (await call('GET', '/tag/listAll?from=9999&size=999')).json()
    expect(page).toMatchObject({ results: [], totalResults: mine.totalResults })
  })

  it('creates, renames, merges and deletes with unique values regardless of case', async () => {
    const created = await call('POST', '/tags', { value: 'Kotlin Expert' })
    expect(created.status).toBe(201)
    const kotlin = await created.json()
    expect((await call('POST', '/tags', { value: 'kotlin expert' })).status).toBe(409)
    expect((await call('POST', '/tags', { value: '   ' })).status).toBe(400)
    const other = await (await call('POST', '/tags', { value: 'Kotlin Pro' })).json()
    expect((await call('POST', `/tag/${other.id}/rename?tagName=KOTLIN%20EXPERT`)).status).toBe(409)
    const renamed = await call('POST', `/tag/${kotlin.id}/rename?tagName=Kotlin%20Senior`)
    expect(await renamed.json()).toEqual({ id: kotlin.id, value: 'Kotlin Senior' })

    await call('POST', `/freelancer/${ids.active}/assignTag`, { tagId: other.id })
    await call('POST', `/freelancer/${ids.other}/assignTag`, { tagId: kotlin.id })
    await call('POST', `/freelancer/${ids.other}/assignTag`, { tagId: other.id })
    expect((await call('POST', '/tag/merge', { sourceIds: [other.id], targetId: kotlin.id })).status).toBe(
      200,
    )
    expect(await tagsOf(ids.active)).toContain('Kotlin Senior')
    expect((await tagsOf(ids.other)).filter((v) => v.startsWith('Kotlin'))).toEqual(['Kotlin Senior'])
    expect((await list()).results.some((x: { id: number }) => x.id === other.id)).toBe(false)
    expect((await call('POST', '/tag/merge', { sourceIds: [kotlin.id], targetId: kotlin.id })).status).toBe(
      400,
    )

    expect((await call('DELETE', '/tag/delete', { ids: [kotlin.id] })).status).toBe(204)
    expect(await tagsOf(ids.active)).not.toContain('Kotlin Senior')
    expect((await call('DELETE', '/tag/delete', { ids: [kotlin.id] })).status).toBe(404)
  })

  it("needs manage-tags to manage, and never touches another client's tag", async () => {
    const tag = (await list()).results[0]
    expect((await call('POST', '/tags', { value: 'Nope' }, max)).status).toBe(403)
    expect((await call('POST', `/tag/${tag.id}/rename?tagName=Nope`, undefined, max)).status).toBe(403)
    expect((await call('DELETE', '/tag/delete', { ids: [tag.id] }, max)).status).toBe(403)
    expect((await call('POST', `/tag/${tag.id}/rename?tagName=Mine`, undefined, gina)).status).toBe(404)
    expect((await call('DELETE', '/tag/delete', { ids: [tag.id] }, gina)).status).toBe(404)
    expect((await call('POST', '/tags', { value: 'x' }, tom)).status).toBe(403)
  })
})

describe('assigning', () => {
  it('assigns, creates-and-assigns and unassigns with history; assign-tags may not create', async () => {
    const tag = (await list()).results[1]
    expect((await call('POST', `/freelancer/${ids.active}/assignTag`, { tagId: tag.id }, max)).status).toBe(
      200,
    )
    expect(await tagsOf(ids.active)).toContain(tag.value)
    const h = await (await call('GET', `/freelancer/${ids.active}/history`)).json()
    expect(h.results[0]).toMatchObject({ event: 'MSP_TAG_ASSIGNED', newValue: { id: tag.id } })
    expect(
      (await call('POST', `/freelancer/${ids.active}/createAndAssignTag`, { value: 'Brand New' }, max))
        .status,
    ).toBe(403)
    const existing = await call(
      'POST',
      `/freelancer/${ids.active}/createAndAssignTag`,
      { value: tag.value.toUpperCase() },
      max,
    )
    expect(await existing.json()).toEqual(tag)
    const made = await call('POST', `/freelancer/${ids.active}/createAndAssignTag`, { value: 'Brand New' })
    expect((await made.json()).value).toBe('Brand New')
    expect(await tagsOf(ids.active)).toContain('Brand New')
    expect((await call('POST', `/freelancer/${ids.active}/unAssignTag`, { tagId: tag.id }, max)).status).toBe(
      204,
    )
    expect(await tagsOf(ids.active)).not.toContain(tag.value)
    expect((await call('POST', `/freelancer/${ids.active}/assignTag`, { tagId: tag.id }, tom)).status).toBe(
      403,
    )
    expect((await call('POST', `/freelancer/${ids.globex}/assignTag`, { tagId: tag.id })).status).toBe(404)
    expect((await call('POST', `/freelancer/${ids.active}/assignTag`, { tagId: 'x' })).status).toBe(400)
  })

  it('bulk-assigns with one outcome per talent', async () => {
    await call('PUT', `/freelancer/${ids.other}/deactivate`)
    const first = await call('POST', '/freelancer/tags/bulkAssign', {
      talentIds: [ids.active, ids.other, ids.globex, ids.erased, 999_999],
      tagName: 'Shortlist Q1',
    })
    expect(first.status).toBe(200)
    const body = await first.json()
    expect(body.tag.value).toBe('Shortlist Q1')
    expect(body.results).toEqual([
      { talentId: ids.active, outcome: 'assigned' },
      { talentId: ids.other, outcome: 'deactivated' },
      { talentId: ids.globex, outcome: 'notFound' },
      { talentId: ids.erased, outcome: 'notFound' },
      { talentId: 999_999, outcome: 'notFound' },
    ])
    const again = await (
      await call('POST', '/freelancer/tags/bulkAssign', { talentIds: [ids.active], tagId: body.tag.id }, max)
    ).json()
    expect(again.results).toEqual([{ talentId: ids.active, outcome: 'alreadyTagged' }])
    await call('PUT', `/freelancer/${ids.other}/activate`)

    const bad = async (json: unknown, token = anna) =>
      (await call('POST', '/freelancer/tags/bulkAssign', json, token)).status
    expect(await bad({ talentIds: [], tagId: body.tag.id })).toBe(400)
    expect(await bad({ talentIds: Array.from({ length: 1001 }, (_, i) => i + 1), tagId: body.tag.id })).toBe(
      400,
    )
    expect(await bad({ talentIds: [ids.active], tagId: body.tag.id, tagName: 'x' })).toBe(400)
    expect(await bad({ talentIds: [ids.active] })).toBe(400)
    expect(await bad({ talentIds: [ids.active], tagName: "x'); DROP TABLE tags; --" }, max)).toBe(403)
    expect(await bad({ talentIds: [ids.active], tagId: body.tag.id }, tom)).toBe(403)
    expect(await bad({ talentIds: [ids.globex], tagId: body.tag.id }, gina)).toBe(404)
  })
})
