import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, legalEntities } from '../../src/server/db/schema/all'
import type { ProjectDetail, ProjectFormInput, ProjectHistoryEntry } from '../../src/shared/contracts/project'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let anna: string
let tom: string
let gina: string
let staffing: number
let talent: number
let globexEntity: number
let acmePool: number
let globexPool: number

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 60, projects: 6 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  tom = (await t.login('tom.viewer@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
  const db = t.database.db
  const entity = async (name: string) =>
    (await db.select().from(legalEntities).where(eq(legalEntities.name, name)))[0].id
  staffing = await entity('Acme Staffing GmbH')
  talent = await entity('Acme Talent B.V.')
  globexEntity = await entity('Globex Services Ltd')
  const annaPools = await (await call('POST', '/api/search/pool/query', {})).json()
  acmePool = annaPools.results[0].id
  const ginaPools = await (await call('POST', '/api/search/pool/query', {}, gina)).json()
  globexPool = ginaPools.results[0].id
})
afterAll(() => t.close())

function call(method: string, path: string, json?: unknown, token = anna) {
  return t.request(path, { method, token, json })
}

/** A valid form for Acme Talent (no required extras) unless overridden. */
const form = (over: Partial<ProjectFormInput> = {}): ProjectFormInput => ({
  legalEntityId: talent,
  title: 'Senior Data Engineer',
  description: 'Builds pipelines.',
  skills: ['Python', 'SQL'],
  employment: 'FULLTIME',
  workMode: 'hy',
  rateMin: 80,
  rateMax: 95,
  rateUnit: 'HR',
  currency: 'EUR',
  positions: 2,
  maxSubmissions: 6,
  ...over,
})

async function create(over: Partial<ProjectFormInput> = {}) {
  const res = await call('POST', '/api/project', form(over))
  expect(res.status).toBe(201)
  return (await res.json()) as ProjectDetail
}

const history = async (id: number) =>
  ((await (await call('GET', `/api/project/${id}/history`)).json()) as ProjectHistoryEntry[]).map(
    (e) => e.event,
  )

describe('create a project', () => {
  it('creates an active, unpublished project owned by the creator, with a CREATED event', async () => {
    const p = await create({ poolIds: [acmePool] })
    expect(p).toMatchObject({ status: 'ACTIVE', chip: 'unpublished', freelancerVisible: false })
    expect(p.form).toMatchObject({
      title: 'Senior Data Engineer',
      rateMin: 80,
      rateMax: 95,
      poolIds: [acmePool],
    })
    expect(p.owner?.firstName).toBe('Anna')
    expect(await history(p.id)).toEqual(expect.arrayContaining(['CREATED', 'POOL_ADDED']))
  })

  it('refuses bad input with the field at fault and a translated key', async () => {
    const cases: [Partial<ProjectFormInput>, string][] = [
      [{ assignmentStart: '2027-02-30x' }, 'assignmentStart'],
      [{ assignmentStart: '2027-05-01', assignmentEnd: '2027-04-01' }, 'assignmentEnd'],
      [{ rateMin: 100, rateMax: 90 }, 'rateMax'],
      [{ currency: 'JPY' }, 'currency'],
      [{ legalEntityId: globexEntity }, 'legalEntityId'],
      [{ poolIds: [globexPool] }, 'poolIds'],
      [{ assigneeIds: [1, 2, 3, 4, 5, 6] }, 'assigneeIds'],
      [{ positions: 0 }, 'positions'],
      [{ title: 'x' }, 'title'],
    ]
    for (const [over, field] of cases) {
      const res = await call('POST', '/api/project', form(over))
      const body = await res.json()
      expect({ over, status: res.status }).toEqual({ over, status: 400 })
      expect(Object.keys(body.fields ?? {})).toContain(field)
    }
  })

  it('asks for the fields the legal entity requires and drops the ones it hides', async () => {
    const res = await call(
      'POST',
      '/api/project',
      form({ legalEntityId: staffing, maxSubmissions: undefined }),
    )
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.fields.hiringDeadline).toEqual(['msp.v2.project.error.required'])
    const ok = await create({
      legalEntityId: staffing,
      hiringDeadline: '2027-03-01',
      publishDateVisible: true,
    })
    expect(ok.form.publishDateVisible).toBe(false)
  })

  it('needs the create permission', async () => {
    expect((await call('POST', '/api/project', form(), tom)).status).toBe(403)
  })
})

describe('edit, publish and read', () => {
  it('writes one history event per changed field, and nothing for an unchanged save', async () => {
    const p = await create()
    const res = await call('PUT', `/api/project/${p.id}`, form({ title: 'Lead Data Engineer', positions: 3 }))
    expect(res.status).toBe(200)
    expect((await res.json()).form.title).toBe('Lead Data Engineer')
    const events = await history(p.id)
    expect(events.filter((e) => e === 'TITLE_EDITED')).toHaveLength(1)
    expect(events).toContain('POSITIONS_EDITED')
    const before = events.length
    await call('PUT', `/api/project/${p.id}`, form({ title: 'Lead Data Engineer', positions: 3 }))
    expect(await history(p.id)).toHaveLength(before)
  })

  it('refuses max submissions or positions below the hired count', async () => {
    const db = t.database.db
    const p = await create({ positions: 3, maxSubmissions: 5 })
    const someApps = await db.select().from(applications).limit(2)
    await db.insert(applications).values(
      someApps.map((a) => ({
        clientId: a.clientId,
        projectId: p.id,
        talentId: a.talentId,
        status: 'h' as const,
      })),
    )
    const below = await call('PUT', `/api/project/${p.id}`, form({ positions: 3, maxSubmissions: 1 }))
    expect(below.status).toBe(400)
    expect((await below.json()).fields.maxSubmissions).toEqual([
      'msp.v2.project.error.max.submissions.below.hired',
    ])
    const fewer = await call('PUT', `/api/project/${p.id}`, form({ positions: 1, maxSubmissions: -1 }))
    expect((await fewer.json()).fields.positions).toEqual(['msp.v2.project.error.positions.below.hired'])
    expect(
      (await call('PUT', `/api/project/${p.id}`, form({ positions: 2, maxSubmissions: 2 }))).status,
    ).toBe(200)
  })

  it('publishes once, from today, with a PUBLISHED event', async () => {
    const p = await create()
    const res = await call('PUT', `/api/project/publish/${p.id}`)
    expect(res.status).toBe(200)
    const published = (await res.json()) as ProjectDetail
    expect(published).toMatchObject({ freelancerVisible: true, chip: 'open' })
    expect(published.publishDate).toBe(new Date().toISOString().slice(0, 10))
    expect(await history(p.id)).toContain('PUBLISHED')
    expect((await call('PUT', `/api/project/publish/${p.id}`)).status).toBe(400)
  })

  it("publishes on the server clock's day and stamps the change with it", async () => {
    const p = await create()
    t.setNow(new Date('2031-02-03T23:30:00Z'))
    try {
      const later = (await t.login('anna.admin@acme.test')).access_token
      const res = await call('PUT', `/api/project/publish/${p.id}`, undefined, later)
      const published = (await res.json()) as ProjectDetail
      expect(published.publishDate).toBe('2031-02-03')
    } finally {
      t.setNow(undefined)
    }
  })

  it("hides another client's project and unknown ids", async () => {
    const p = await create()
    expect((await call('GET', `/api/project/${p.id}`, undefined, gina)).status).toBe(404)
    expect((await call('PUT', `/api/project/${p.id}`, form(), gina)).status).toBe(404)
    expect((await call('GET', `/api/project/${p.id}/history`, undefined, gina)).status).toBe(404)
    expect((await call('GET', '/api/project/99999999')).status).toBe(404)
    expect((await call('GET', '/api/project/abc')).status).toBe(400)
  })
})

describe('templates and pick lists', () => {
  it('keeps a form as a template, lists it, prefills from it and deletes it', async () => {
    await create({ templateName: 'Data template' })
    const list = await (await call('GET', '/api/project/template/listAll')).json()
    const template = list.find((x: { name: string }) => x.name === 'Data template')
    expect(template).toBeDefined()
    const values = await (await call('GET', `/api/project/template/${template.id}`)).json()
    expect(values.title).toBe('Senior Data Engineer')
    expect((await call('GET', `/api/project/template/${template.id}`, undefined, gina)).status).toBe(404)
    expect((await call('DELETE', `/api/project/${template.id}/template`)).status).toBe(204)
    const after = await (await call('GET', '/api/project/template/listAll')).json()
    expect(after.some((x: { id: number }) => x.id === template.id)).toBe(false)
  })

  it('lists the client’s recruiters with the caller first, hiring managers and pools', async () => {
    const msps = await (await call('GET', '/api/msp/listAllForClient')).json()
    expect(msps[0].email).toBe('anna.admin@acme.test')
    expect(msps.some((m: { email: string }) => m.email.endsWith('@globex.test'))).toBe(false)
    const managers = await call('GET', '/api/client/hiringManagers')
    expect(managers.status).toBe(200)
    const pools = await (await call('POST', '/api/search/pool/query', { query: '' })).json()
    expect(pools.totalResults).toBeGreaterThan(0)
    expect(pools.results.some((p: { id: number }) => p.id === globexPool)).toBe(false)
  })

  it('offers the legal entity’s location templates and the sites projects already use', async () => {
    const templates = await (await call('GET', `/api/locationTemplate?legalEntityId=${talent}`)).json()
    expect(templates.length).toBeGreaterThan(0)
    expect(templates.every((l: { legalEntityId: number }) => l.legalEntityId === talent)).toBe(true)
    expect(await (await call('GET', `/api/locationTemplate?legalEntityId=${globexEntity}`)).json()).toEqual(
      [],
    )
    await create({ site: { line1: 'Keizersgracht 1', city: 'Amsterdam', countryCode: 'NL' } })
    const sites = await (await call('GET', '/api/project/siteLocations')).json()
    expect(sites.some((l: { line1: string }) => l.line1 === 'Keizersgracht 1')).toBe(true)
    const globexSites = await (await call('GET', '/api/project/siteLocations', undefined, gina)).json()
    expect(globexSites.some((l: { line1: string }) => l.line1 === 'Keizersgracht 1')).toBe(false)
  })
})
