import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AccessFixtures, type Fixture } from './support/access-fixtures'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * §4 data protection on talent screens: a talent's personal data shows only to users of a legal
 * entity the talent is linked to (current consent with a consent-using legal entity, or an
 * application to one of its projects), on every reader: profile, CV, search rows and filters,
 * history, files. Max works for Acme Staffing (no consent), Lea for Acme Talent (consent).
 */

let t: TestApp
let fx: AccessFixtures
let staffing: Fixture
let talentLe: Fixture
const token = new Map<string, string>()

beforeAll(async () => {
  t = await createTestApp({ startTaskRunner: false })
  fx = await AccessFixtures.create(t)
  staffing = fx.get('acmeStaffing')
  talentLe = fx.get('acmeTalent')
  for (const who of ['anna.admin', 'max.recruiter', 'lea.sourcer', 'tom.viewer', 'nina.lead'])
    token.set(who, (await t.login(`${who}@acme.test`)).access_token)
}, 60_000)
afterAll(() => t?.close())

const as = (who: string, path: string, init: { method?: string; json?: unknown } = {}) =>
  t.request(path, { ...init, token: token.get(who) })
const profile = async (who: string, id: number) => (await as(who, `/api/freelancer/${id}/profile`)).json()
const text = async (res: Response) => Buffer.from(await res.arrayBuffer()).toString('latin1')
const exec = (query: ReturnType<typeof sql>) => t.database.db.execute(query)

describe('the rule', () => {
  it('links a talent through an application to a project of the legal entity', async () => {
    const own = await profile('max.recruiter', staffing.talent.id)
    expect(own).toMatchObject({
      canSeeDataProtection: true,
      email: staffing.talent.email,
      phone: staffing.talent.phone,
    })
    expect(own.homeAddress).toMatchObject({ line1: staffing.talent.line1, zipCode: staffing.talent.zipCode })
    const other = await profile('max.recruiter', talentLe.talent.id)
    expect(other).toMatchObject({ canSeeDataProtection: false, email: null, phone: null, cvId: null })
    // The coarse place stays: city, state and country are no personal data.
    expect(other.homeAddress).toEqual({
      line1: null,
      line2: null,
      zipCode: null,
      city: 'Berlin',
      state: null,
      countryCode: 'DE',
    })
    expect(
      other.cvItems.every((i: { history_attachment: string | null }) => i.history_attachment === null),
    ).toBe(true)
    // A withdrawn or rejected application is a link still.
    await exec(sql`UPDATE applications SET status = 'w' WHERE talent_id = ${staffing.talent.id}`)
    expect((await profile('max.recruiter', staffing.talent.id)).canSeeDataProtection).toBe(true)
  })

  it('links a consenting talent to the legal entities that work with consent, while the consent lasts', async () => {
    const talent = await fx.talent(fx.get('acmeExtra'))
    expect((await profile('lea.sourcer', talent.id)).canSeeDataProtection).toBe(false)
    await exec(sql`UPDATE talents SET consent_to = now() + interval '30 days' WHERE id = ${talent.id}`)
    expect(await profile('lea.sourcer', talent.id)).toMatchObject({
      canSeeDataProtection: true,
      email: talent.email,
    })
    // Acme Staffing does not work with talent consent: no link for Max.
    expect((await profile('max.recruiter', talent.id)).canSeeDataProtection).toBe(false)
    await exec(sql`UPDATE talents SET consent_to = now() - interval '1 day' WHERE id = ${talent.id}`)
    expect((await profile('lea.sourcer', talent.id)).canSeeDataProtection).toBe(false)
  })

  it('is not opened by invitations or pool memberships, which recruiters make at will', async () => {
    const talent = await fx.talent(fx.get('acmeExtra'))
    const invited = await as('max.recruiter', '/api/projectInvitation/add', {
      method: 'POST',
      json: { projectId: staffing.project.id, talentIds: [talent.id] },
    })
    expect((await invited.json()).succeededIds).toEqual([talent.id])
    const pooled = await as('max.recruiter', '/api/pool/freelancer/add', {
      method: 'POST',
      json: { poolId: staffing.pool, talentIds: [talent.id] },
    })
    expect((await pooled.json()).succeededIds).toEqual([talent.id])
    expect((await profile('max.recruiter', talent.id)).canSeeDataProtection).toBe(false)
  })
})

describe('every reader', () => {
  it('renders the CV without the contact line, and not the uploaded one, where the data is hidden', async () => {
    const hidden = await text(await as('max.recruiter', `/api/freelancer/${talentLe.talent.id}/cv/pdf`))
    expect(hidden.startsWith('%PDF-')).toBe(true)
    expect(hidden).toContain('Mara')
    for (const s of [talentLe.talent.email, talentLe.talent.phone]) expect(hidden).not.toContain(s)
    // Lea may see it: the uploaded CV (which carries the contact data) is served.
    const shown = await text(await as('lea.sourcer', `/api/freelancer/${talentLe.talent.id}/cv/pdf`))
    expect(shown).toContain(talentLe.talent.email)
  })

  it('hides the personal data of search rows, and email and phone filters do not find hidden talents', async () => {
    const search = async (who: string, body: unknown) =>
      (await as(who, '/api/search/freelancer/query', { method: 'POST', json: body })).json()
    const ids = [staffing.talent.id, talentLe.talent.id]
    const rows = (await search('max.recruiter', { ids })).results
    const row = (id: number) => rows.find((r: { id: number }) => r.id === id)
    expect(row(staffing.talent.id)).toMatchObject({
      canSeeDataProtection: true,
      email: staffing.talent.email,
    })
    expect(row(talentLe.talent.id)).toMatchObject({
      canSeeDataProtection: false,
      email: null,
      phone: null,
      postalCode: null,
      city: 'Berlin',
    })
    const byFilter = async (who: string, field: string, operator: string, value: string) =>
      (await search(who, { filters: [{ field, operator, value }] })).results.map((r: { id: number }) => r.id)
    for (const [field, operator, value] of [
      ['email', 'EQ', talentLe.talent.email],
      ['email', 'LIKE', talentLe.talent.email.slice(0, 14)],
      ['phone', 'EQ', talentLe.talent.phone],
      ['phone', 'LIKE', talentLe.talent.phone.slice(-6)],
    ]) {
      expect(await byFilter('max.recruiter', field, operator, value), `${field} ${operator}`).not.toContain(
        talentLe.talent.id,
      )
      expect(await byFilter('lea.sourcer', field, operator, value), `${field} ${operator}`).toContain(
        talentLe.talent.id,
      )
    }
    // Not known to match, so a hidden talent is among those whose email is not the one asked.
    expect(await byFilter('max.recruiter', 'email', 'NEQ', talentLe.talent.email)).toContain(
      talentLe.talent.id,
    )
  })

  it("strips personal data from the talent's history where it is hidden", async () => {
    const history = async (who: string) =>
      (await as(who, `/api/freelancer/${talentLe.talent.id}/history?from=0&size=1000`)).json()
    const hidden = await history('max.recruiter')
    const updated = hidden.results.find((e: { event: string }) => e.event === 'UPDATED_EMAIL')
    expect(updated.newValue).toEqual({})
    const changed = hidden.results.find((e: { event: string }) => e.event === 'MSP_UPDATED')
    expect(changed.newValue).toEqual({ title: 'Data Engineer' })
    const shown = await history('lea.sourcer')
    expect(shown.results.find((e: { event: string }) => e.event === 'UPDATED_EMAIL').newValue).toEqual({
      email: talentLe.talent.email,
    })
  })

  it('refuses to change personal data one may not see; other fields change', async () => {
    const path = `/api/freelancer/${talentLe.talent.id}/profile`
    const phone = await as('anna.admin', path, { method: 'PATCH', json: { phone: '+49 30 1234567' } })
    expect(phone.status).toBe(200)
    // Nina has no FREELANCER_MANAGE; Lea has, and sees the data: she may; the same call on a
    // talent hidden from her is refused.
    const hidden = `/api/freelancer/${staffing.talent.id}/profile`
    const refused = await as('lea.sourcer', hidden, { method: 'PATCH', json: { phone: '+49 30 7654321' } })
    expect(refused.status).toBe(403)
    expect((await refused.json()).error).toBe('msp.v2.talent.error.data.protected')
    expect((await as('lea.sourcer', hidden, { method: 'PATCH', json: { title: 'Analyst' } })).status).toBe(
      200,
    )
  })

  it('opens a talent file only where the data shows; the viewer through an application', async () => {
    const file = (who: string, uuid: string) => as(who, `/napi/resource/${uuid}`)
    expect((await file('max.recruiter', staffing.talentFile)).status).toBe(200)
    expect((await file('max.recruiter', talentLe.talentFile)).status).toBe(404)
    expect((await file('lea.sourcer', talentLe.talentFile)).status).toBe(200)
    // Tom reads applications only: the talent applied to his legal entity's project.
    expect((await file('tom.viewer', staffing.talentFile)).status).toBe(200)
    expect((await file('tom.viewer', talentLe.talentFile)).status).toBe(404)
    // Another legal entity's project attachment is as missing as another client's.
    expect((await file('max.recruiter', staffing.projectFile)).status).toBe(200)
    expect((await file('max.recruiter', talentLe.projectFile)).status).toBe(404)
  })

  it("lists a talent's applications to projects of the reader's legal entities only", async () => {
    const both = await fx.talent(staffing)
    await fx.application(talentLe, 'a', { talentId: both.id })
    const list = async (who: string) =>
      (await (await as(who, `/api/freelancer/${both.id}/projectApplications`)).json()).results.map(
        (a: { projectId: number }) => a.projectId,
      )
    expect(await list('max.recruiter')).toEqual([staffing.project.id])
    expect((await list('anna.admin')).sort()).toEqual([staffing.project.id, talentLe.project.id].sort())
  })
})

describe("others' notes and logs", () => {
  it("lets the author edit their own talent log; another's only with team management", async () => {
    const path = `/api/freelancer/${staffing.talent.id}/actionLog`
    const log = { actionType: 'call', executionDate: '2026-11-20', note: 'Called about March.' }
    const maxs = await (await as('max.recruiter', path, { method: 'POST', json: log })).json()
    expect(maxs.createdById).toBe(fx.userIds.get('max.recruiter@acme.test'))
    const edit = (who: string, id: number) =>
      as(who, `${path}/${id}`, { method: 'PUT', json: { ...log, note: `Edited by ${who}` } })
    expect((await edit('max.recruiter', maxs.id)).status).toBe(200)
    const annas = await (await as('anna.admin', path, { method: 'POST', json: log })).json()
    const refused = await edit('max.recruiter', annas.id)
    expect(refused.status).toBe(403)
    expect((await refused.json()).error).toBe('msp.v2.talent.actionLog.error.not.author')
    expect((await as('max.recruiter', `${path}/${annas.id}`, { method: 'DELETE' })).status).toBe(403)
    expect((await edit('nina.lead', annas.id)).status).toBe(200)
    expect((await as('nina.lead', `${path}/${maxs.id}`, { method: 'DELETE' })).status).toBe(204)
  })
})
