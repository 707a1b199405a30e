import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cvItems, resources, talents } from '../../src/server/db/schema/all'
import { fileStorage } from '../../src/server/integrations/files/storage'
import { encodePdfText } from '../../src/server/modules/talents/cv-pdf-writer'
import { applicationIds } from './application-detail-support'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let dataDir: string
let token: string
let ids: Awaited<ReturnType<typeof applicationIds>>

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'app-detail-'))
  t = await createTestApp({ seed: { talents: 120, projects: 8 }, env: { DATA_DIR: dataDir } })
  token = (await t.login('anna.admin@acme.test')).access_token
  ids = await applicationIds(t)
})
afterAll(async () => {
  await t.close()
  await rm(dataDir, { recursive: true, force: true })
})

const get = (path: string, as = token) => t.request(path, { token: as })

describe('GET projectApplication/{id}', () => {
  it('returns the application with its project, talent, stage and flags', async () => {
    const res = await get(`/api/projectApplication/${ids.active.id}`)
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body).toMatchObject({
      id: ids.active.id,
      status: 'a',
      stage: 'active',
      project: { id: ids.active.projectId, legalEntityName: 'Acme Staffing GmbH' },
      talent: { id: ids.active.talentId },
      pendingPoolMembership: false,
      canSeeDataProtection: true,
      vmsInterview: null,
    })
    expect(Object.keys(body.attachments)).toEqual(['workExperience', 'education', 'certificates'])
    const hired = await (await get(`/api/projectApplication/${ids.hired.id}`)).json()
    expect(hired.stage).toBe('hired')
  })

  it("answers 404 outside the project's legal entity; inside it the application shows the contact data (§4)", async () => {
    const max = (await t.login('max.recruiter@acme.test')).access_token
    const own = await (await get(`/api/projectApplication/${ids.active.id}`, max)).json()
    expect(own.canSeeDataProtection).toBe(true)
    const [talent] = await t.database.db.select().from(talents).where(eq(talents.id, ids.active.talentId))
    expect(own.talent.email).toBe(talent.email)
    expect(own.talent.phone).toBe(talent.phone)
    // Acme Talent's application does not exist for Max (Acme Staffing only), nor do its parts.
    const other = ids.activeTalentEntity.id
    for (const path of [
      `/api/projectApplication/${other}`,
      `/api/projectApplication/${other}/history`,
      `/api/projectApplication/${other}/question`,
      `/api/projectApplication/${other}/assessment/listAll`,
      `/napi/application/cv/${other}`,
    ]) {
      const res = await get(path, max)
      expect(res.status, path).toBe(404)
      expect((await res.json()).error, path).toBe('msp.v2.application.not.found')
    }
  })

  it("answers 404 for unknown and other clients' ids, 400 for a bad id, 401 without a token", async () => {
    expect((await get('/api/projectApplication/99999999')).status).toBe(404)
    const foreign = await get(`/api/projectApplication/${ids.foreign.id}`)
    expect(foreign.status).toBe(404)
    expect((await foreign.json()).error).toBe('msp.v2.application.not.found')
    expect((await get('/api/projectApplication/abc')).status).toBe(400)
    expect((await t.request(`/api/projectApplication/${ids.active.id}`)).status).toBe(401)
    const gina = (await t.login('gina.globex@globex.test')).access_token
    expect((await get(`/api/projectApplication/${ids.active.id}`, gina)).status).toBe(404)
  })

  it('lists the CV history attachments in three groups', async () => {
    const [resource] = await t.database.db
      .insert(resources)
      .values({
        clientId: ids.acme,
        name: 'AWS certificate.pdf',
        contentType: 'application/pdf',
        size: 10,
        storageKey: 'seed/x1',
      })
      .returning()
    await t.database.db.insert(cvItems).values({
      clientId: ids.acme,
      talentId: ids.active.talentId,
      kind: 'c_h',
      title: 'AWS Solutions Architect',
      attachmentId: resource.id,
    })
    const body = await (await get(`/api/projectApplication/${ids.active.id}`)).json()
    expect(body.attachments.certificates).toContainEqual({
      uuid: resource.id,
      name: 'AWS certificate.pdf',
      itemTitle: 'AWS Solutions Architect',
    })
  })
})

describe('GET projectApplication/{id}/history', () => {
  it('pages the history newest first with the total, and caps the size at 9999', async () => {
    const all = await (await get(`/api/projectApplication/${ids.hired.id}/history`)).json()
    expect(all.totalResults).toBe(all.results.length)
    expect(all.results.length).toBeGreaterThan(0)
    const created = all.results.map((e: { created: string }) => e.created)
    expect([...created].sort().reverse()).toEqual(created)
    const page = await (await get(`/api/projectApplication/${ids.hired.id}/history?offset=0&size=1`)).json()
    expect(page.results).toHaveLength(1)
    expect(page.totalResults).toBe(all.totalResults)
    expect((await get(`/api/projectApplication/${ids.hired.id}/history?offset=0&size=9999`)).status).toBe(200)
    expect((await get(`/api/projectApplication/${ids.hired.id}/history?size=10000`)).status).toBe(400)
    expect((await get(`/api/projectApplication/${ids.hired.id}/history?offset=-1`)).status).toBe(400)
    expect((await get(`/api/projectApplication/${ids.foreign.id}/history`)).status).toBe(404)
  })
})

describe('GET projectApplication/{id}/assessment/listAll', () => {
  it('lists results only where the legal entity enables assessments', async () => {
    const enabled = await get(`/api/projectApplication/${ids.activeTalentEntity.id}/assessment/listAll`)
    expect(enabled.status).toBe(200)
    expect(Array.isArray(await enabled.json())).toBe(true)
    const detail = await (await get(`/api/projectApplication/${ids.activeTalentEntity.id}`)).json()
    expect(detail.assessmentsEnabled).toBe(true)
    const off = await get(`/api/projectApplication/${ids.active.id}/assessment/listAll`)
    expect(await off.json()).toEqual([])
    expect((await get(`/api/projectApplication/${ids.foreign.id}/assessment/listAll`)).status).toBe(404)
  })
})

describe('/napi files', () => {
  it('renders a CV PDF from the talent profile, by header or by the session cookie', async () => {
    const [talent] = await t.database.db.select().from(talents).where(eq(talents.id, ids.active.talentId))
    const res = await get(`/napi/application/cv/${ids.active.id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    const text = Buffer.from(await res.arrayBuffer()).toString('latin1')
    expect(text.startsWith('%PDF-1.4')).toBe(true)
    expect(text).toContain(`(${encodePdfText(`${talent.firstName} ${talent.lastName}`)}) Tj`)
    expect(text).toContain('%%EOF')
    const byCookie = await t.request(`/napi/application/cv/${ids.active.id}`, {
      headers: { cookie: `other=1; auth.access_token=${encodeURIComponent(token)}` },
    })
    expect(byCookie.status).toBe(200)
    expect((await t.request(`/napi/application/cv/${ids.active.id}`)).status).toBe(401)
    expect((await get(`/napi/application/cv/${ids.foreign.id}`)).status).toBe(404)
  })

  it("serves the talent's uploaded CV when its bytes exist", async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4\n% uploaded CV\n%%EOF\n')
    await fileStorage(dataDir).write('cv/uploaded-1.pdf', bytes)
    const [cv] = await t.database.db
      .insert(resources)
      .values({
        clientId: ids.acme,
        name: 'My CV.pdf',
        contentType: 'application/pdf',
        size: bytes.length,
        storageKey: 'cv/uploaded-1.pdf',
      })
      .returning()
    await t.database.db.update(talents).set({ cvId: cv.id }).where(eq(talents.id, ids.spare.talentId))
    const res = await get(`/napi/application/cv/${ids.spare.id}`)
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes)
    expect(res.headers.get('content-disposition')).toContain('filename="My CV.pdf"')
  })

  it('serves resources inline with their name, their meta, and only to their client', async () => {
    // A resource opens through what it belongs to: here CV attachments of the active application's talent.
    const attach = async (resourceId: string) =>
      t.database.db.insert(cvItems).values({
        clientId: ids.acme,
        talentId: ids.active.talentId,
        kind: 'c_h',
        title: 'Certificate',
        attachmentId: resourceId,
      })
    const [seeded] = await t.database.db
      .insert(resources)
      .values({
        clientId: ids.acme,
        name: 'Zertifikat Prüfung.pdf',
        contentType: 'application/pdf',
        size: 1,
        storageKey: 'seed/abc',
      })
      .returning()
    await attach(seeded.id)
    const res = await get(`/napi/resource/${seeded.id}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toMatch(
      /^inline; filename="Zertifikat Pr_fung.pdf"; filename\*=UTF-8''Zertifikat%20Pr%C3%BCfung.pdf$/,
    )
    expect(
      Buffer.from(await res.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    expect(await (await get(`/napi/resource/${seeded.id}/meta`)).json()).toEqual({
      name: 'Zertifikat Prüfung.pdf',
    })

    const stored = new TextEncoder().encode('plain text notes')
    await fileStorage(dataDir).write('files/notes.txt', stored)
    const [plain] = await t.database.db
      .insert(resources)
      .values({
        clientId: ids.acme,
        name: 'notes.txt',
        contentType: 'text/plain',
        size: stored.length,
        storageKey: 'files/notes.txt',
      })
      .returning()
    await attach(plain.id)
    expect(new Uint8Array(await (await get(`/napi/resource/${plain.id}`)).arrayBuffer())).toEqual(stored)

    const [missing] = await t.database.db
      .insert(resources)
      .values({
        clientId: ids.acme,
        name: 'gone.pdf',
        contentType: 'application/pdf',
        size: 1,
        storageKey: 'files/gone.pdf',
      })
      .returning()
    await attach(missing.id)
    expect((await get(`/napi/resource/${missing.id}`)).status).toBe(404)
    const [foreign] = await t.database.db
      .insert(resources)
      .values({
        clientId: ids.globex,
        name: 'globex.pdf',
        contentType: 'application/pdf',
        size: 1,
        storageKey: 'seed/g',
      })
      .returning()
    expect((await get(`/napi/resource/${foreign.id}`)).status).toBe(404)
    // A resource that belongs to nothing (an attachment removed from its project) is not served.
    const [orphan] = await t.database.db
      .insert(resources)
      .values({
        clientId: ids.acme,
        name: 'orphan.pdf',
        contentType: 'application/pdf',
        size: 1,
        storageKey: 'seed/o',
      })
      .returning()
    expect((await get(`/napi/resource/${orphan.id}`)).status).toBe(404)
    expect((await get(`/napi/resource/${orphan.id}/meta`)).status).toBe(404)
    expect((await get(`/napi/resource/${foreign.id}/meta`)).status).toBe(404)
    expect((await get('/napi/resource/not-a-uuid')).status).toBe(404)
    expect((await t.request(`/napi/resource/${seeded.id}`)).status).toBe(401)
    expect((await t.request('/napi/announcement')).status).toBe(200)
  })
})
