import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clients, talents } from '../../src/server/db/schema/all'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let token: string
let ownIds: number[]
let foreignId: number

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 60, projects: 4 } })
  token = (await t.login('anna.admin@acme.test')).access_token
  const db = t.database.db
  const idsOf = async (code: string) => {
    const [client] = await db.select().from(clients).where(eq(clients.code, code))
    const rows = await db
      .select({ id: talents.id })
      .from(talents)
      .where(and(eq(talents.clientId, client.id), ne(talents.state, 'DELETED')))
      .limit(3)
    return rows.map((r) => r.id)
  }
  ownIds = await idsOf('acme')
  foreignId = (await idsOf('globex'))[0]
})
afterAll(() => t.close())

const record = (entityId: number, entityType = 'talent') =>
  t.request('/api/views', { method: 'POST', token, json: { entityType, entityId } })

describe('recorded views', () => {
  it('lists the talents a user left, newest first and each once', async () => {
    for (const id of [ownIds[0], ownIds[1], ownIds[0], ownIds[2]]) expect((await record(id)).status).toBe(204)
    const res = await t.request('/api/views/recent?entityType=talent&limit=5', { token })
    const views = await res.json()
    expect(views.map((v: { entityId: number }) => v.entityId)).toEqual([ownIds[2], ownIds[0], ownIds[1]])
  })

  it("refuses another client's talent and unknown types", async () => {
    expect((await record(foreignId)).status).toBe(404)
    expect((await record(ownIds[0], 'invoice')).status).toBe(400)
  })

  it('keeps each user to their own views', async () => {
    const other = (await t.login('max.recruiter@acme.test')).access_token
    const res = await t.request('/api/views/recent?entityType=talent', { token: other })
    expect(await res.json()).toEqual([])
  })
})
