import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cityNamed, distanceKm } from '../../src/reference/talent-providers/people'
import {
  type ReferenceProvidersProcess,
  startReferenceProviders,
} from '../../src/reference/talent-providers/process'
import { rowsOf } from '../../src/server/db/sql-helpers'
import { providersFromUrls } from '../../src/server/integrations/talent-providers/drivers/from-env'
import type { ExternalSearchPage } from '../../src/shared/contracts/external-search'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let ref: ReferenceProvidersProcess
let anna: string
let gina: string
let projectId: number
/** Acme talents the providers also know, under other spellings. */
let byEmail: { id: number; email: string }
let byPhone: { id: number }
let byName: { id: number }
const overlapIds: string[] = []

const call = (method: string, path: string, json?: unknown, token = anna) =>
  t.request(`/api${path}`, { method, token, json })
const search = (json: Record<string, unknown>, token = anna) =>
  call('POST', '/search/freelancer/external/resume', { size: 50, ...json }, token)
const q = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await t.database.db.execute(query))

beforeAll(async () => {
  ref = await startReferenceProviders({ people: 50_000 })
  t = await createTestApp({
    seed: { talents: 120, projects: 8 },
    talentProviders: providersFromUrls(
      { TALENT_PROVIDER_TIMEOUT_MS: 4000 },
      {
        monster: { url: `${ref.url}/monster`, key: ref.monsterKey },
        textkernel: { url: `${ref.url}/textkernel`, key: ref.textkernelKey },
      },
    ),
  })
  anna = (await t.login('anna.admin@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
  const acme = await q<{
    id: number
    email: string
    phone: string
    first_name: string
    last_name: string
    city: string
    country: string
  }>(
    sql`SELECT t.id, t.email, t.phone, t.first_name, t.last_name, t.current_city AS city, t.current_country AS country
      FROM talents t JOIN clients c ON c.id = t.client_id
      WHERE c.code = 'acme' AND t.state = 'ACTIVE' AND t.email IS NOT NULL AND t.phone IS NOT NULL
      ORDER BY t.id LIMIT 3`,
  )
  const [a, b, c] = acme
  byEmail = { id: a.id, email: a.email }
  byPhone = { id: b.id }
  byName = { id: c.id }
  // The same people as the provider has them: email in capitals, the phone in national form
  // with dashes, the name in other case; all three Java developers in Berlin.
  const local = (phone: string) => `0${phone.replace(/^\+\d{2}\s?/, '').replace(/\s/g, '-')}`
  overlapIds.push(
    ...(await ref.overlap([
      {
        firstName: a.first_name,
        lastName: a.last_name,
        title: 'Java Developer',
        email: ` ${a.email.toUpperCase()} `,
        phone: null,
        city: 'Berlin',
        countryCode: 'DE',
        skills: ['Java'],
      },
      {
        firstName: 'Someone',
        lastName: 'Else',
        title: 'Java Developer',
        email: null,
        phone: local(b.phone),
        city: 'Berlin',
        countryCode: b.country,
        skills: ['Java'],
      },
      {
        firstName: c.first_name.toUpperCase(),
        lastName: c.last_name,
        title: 'Java Developer',
        email: null,
        phone: null,
        city: c.city,
        countryCode: c.country,
        skills: ['Java'],
      },
      {
        firstName: 'Broken',
        lastName: 'Profile',
        title: 'Java Developer',
        email: null,
        phone: null,
        city: 'Berlin',
        countryCode: 'DE',
        skills: ['Java'],
        malformed: true,
      },
    ])),
  )
  const [p] = await q<{ id: number }>(sql`SELECT p.id FROM projects p JOIN clients c ON c.id = p.client_id
    WHERE c.code = 'acme' AND p.status = 'ACTIVE' AND NOT p.is_template ORDER BY p.id LIMIT 1`)
  projectId = Number(p.id)
}, 60_000)
afterAll(async () => {
  await t?.close()
  await ref?.stop()
})

describe('external search over the reference providers', () => {
  it('searches Textkernel for "java developer Berlin" and says which results are already talents', async () => {
    expect((await ref.stats()).people).toBeGreaterThanOrEqual(50_000)
    const res = await search({ provider: 'textkernel', query: 'java developer Berlin' })
    expect(res.status).toBe(200)
    const page = (await res.json()) as ExternalSearchPage
    expect(page.translatedQuery).toBe('should: java, developer, berlin')
    expect(page.limits).toEqual({ maxPageSize: 100, maxResults: 500 })
    expect(page.results.length).toBe(50)
    expect(page.totalResults).toBeGreaterThan(50)
    expect(page.facets.country?.length).toBeGreaterThan(0)
    const all: ExternalSearchPage['results'] = []
    for (let offset = 0; all.length < 400; offset += 100) {
      const more = (await (
        await search({ provider: 'textkernel', query: '+java +developer +berlin', offset, size: 100 })
      ).json()) as ExternalSearchPage
      all.push(...more.results)
      if (more.results.length < 100) break
    }
    const found = (ext: string) => all.find((r) => r.id === `TK-${ext}`)
    expect(found(overlapIds[0])?.existing).toMatchObject({ talentId: byEmail.id, by: 'email' })
    expect(found(overlapIds[1])?.existing).toMatchObject({ talentId: byPhone.id, by: 'phone' })
    expect(all.filter((r) => r.existing).length).toBeGreaterThanOrEqual(2)
    expect(all.filter((r) => !r.existing).length).toBeGreaterThan(100)
  })

  it('matches by name and city when there is neither email nor phone', async () => {
    const res = await call('GET', `/search/freelancer/external/monster/M${overlapIds[2]}/profileFetch`)
    expect(res.status).toBe(200)
    const { existing } = await res.json()
    expect(existing).toMatchObject({ talentId: byName.id, by: 'nameAndCity' })
  })

  it('narrows by one facet alone and by a location with a radius, at both providers', async () => {
    for (const provider of ['textkernel', 'monster'] as const) {
      const all = (await (await search({ provider, query: 'java developer' })).json()) as ExternalSearchPage
      const skill = all.facets.skills?.[0]
      expect(skill, provider).toBeDefined()
      // One facet without the other: the client sends only what the user chose.
      const res = await search({ provider, query: 'java developer', facets: { skills: [skill?.value] } })
      expect(res.status, provider).toBe(200)
      const narrowed = (await res.json()) as ExternalSearchPage
      expect(narrowed.totalResults, provider).toBe(skill?.count)
      expect(
        narrowed.results.every((r) => r.skills.includes(String(skill?.value))),
        provider,
      ).toBe(true)

      const near = (await (
        await search({
          provider,
          query: 'java developer',
          location: { city: 'Berlin', countryCode: 'DE', radiusKm: 30 },
        })
      ).json()) as ExternalSearchPage
      expect(near.totalResults, provider).toBeGreaterThan(0)
      expect(near.totalResults, provider).toBeLessThan(all.totalResults)
      expect(near.translatedQuery, provider).toMatch(/Berlin/)
      // Every result lives within the radius (the provider's own gazetteer places the cities).
      const berlin = cityNamed('Berlin')
      const far = near.results.filter((r) => {
        const city = r.city ? cityNamed(r.city) : undefined
        return !city || !berlin || distanceKm(city, berlin) > 30
      })
      expect(far, provider).toEqual([])
    }
    const bad = await search({ provider: 'textkernel', query: 'java', facets: { colour: ['red'] } })
    expect(bad.status).toBe(400)
  })

  it('translates the query for each provider and refuses what a provider cannot do', async () => {
    const monster = (await (
      await search({ provider: 'monster', query: 'java OR kotlin developer -php "spring boot"' })
    ).json()) as ExternalSearchPage
    expect(monster.translatedQuery).toBe('(java OR kotlin) AND developer AND NOT php AND "spring boot"')
    expect(monster.limits).toEqual({ maxPageSize: 50, maxResults: 1000 })
    const tk = await search({ provider: 'textkernel', query: 'java OR kotlin' })
    expect(tk.status).toBe(400)
    expect(await tk.json()).toMatchObject({ error: 'msp.v2.external.query.unsupported', messages: ['OR'] })
    expect((await (await search({ provider: 'monster', query: '(java' })).json()).error).toBe(
      'msp.v2.external.query.unsupported',
    )
    const empty = await search({ provider: 'monster', query: '   ' })
    expect(empty.status).toBe(400)
    expect(JSON.stringify(await empty.json())).toContain('msp.v2.external.query.empty')
    const long = await search({ provider: 'monster', query: 'java '.repeat(2000) })
    expect(long.status).toBe(400)
    expect(JSON.stringify(await long.json())).toContain('msp.v2.external.query.tooLong')
    // A client whose external search sets leave the providers out does not see them.
    expect((await search({ provider: 'monster', query: 'java' }, gina)).status).toBe(404)
    expect(await (await call('GET', '/search/freelancer/external/providers')).json()).toEqual({
      providers: ['monster', 'textkernel'],
    })
  })

  it('reports a slow, rate-limited, failing or sloppy provider clearly and leaves the other one working', async () => {
    await ref.faults([{ on: 'monster', kind: 'hang', ms: 6000, times: 1 }])
    const slow = await search({ provider: 'monster', query: 'java' })
    expect(slow.status).toBe(504)
    expect((await slow.json()).error).toBe('msp.v2.external.provider.timeout')
    expect((await search({ provider: 'textkernel', query: 'java' })).status).toBe(200)

    await ref.faults([{ on: 'monster', kind: 'status', status: 429, retryAfter: 7, times: 1 }])
    const limited = await search({ provider: 'monster', query: 'java' })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('7')
    expect(await limited.json()).toMatchObject({
      error: 'msp.v2.external.provider.rateLimited',
      messages: ['Rate limit exceeded.', '7'],
    })

    await ref.faults([{ on: 'textkernel', kind: 'status', status: 500, times: 1 }])
    const failing = await search({ provider: 'textkernel', query: 'java' })
    expect(failing.status).toBe(502)
    expect((await failing.json()).error).toBe('msp.v2.external.provider.unavailable')

    // A gateway hiccup is tried once more and the user never sees it.
    await ref.faults([{ on: 'textkernel', kind: 'status', status: 503, times: 1 }])
    expect((await search({ provider: 'textkernel', query: 'java' })).status).toBe(200)

    await ref.faults([{ on: 'monster', kind: 'malformed', times: 1 }])
    const sloppy = (await (await search({ provider: 'monster', query: 'java' })).json()) as ExternalSearchPage
    expect(sloppy.skipped).toBe(1)
    expect(sloppy.results.length).toBe(49)

    const broken = await call(
      'GET',
      `/search/freelancer/external/textkernel/TK-${overlapIds[3]}/profileFetch`,
    )
    expect(broken.status).toBe(502)
    expect((await broken.json()).error).toBe('msp.v2.external.profile.malformed')
  })
})

describe('import and invite external', () => {
  it('imports a found profile as a talent with its CV and history, and invites it to the project', async () => {
    const page = (await (
      await search({ provider: 'textkernel', query: '+java +developer', projectId })
    ).json()) as ExternalSearchPage
    const fresh = page.results.find((r) => !r.existing && r.hasEmail)
    if (!fresh) throw new Error('the reference providers found no new Java developer with an email')
    const res = await call('POST', '/freelancer/projectApplication', {
      provider: 'textkernel',
      externalId: fresh.id,
      projectId,
      action: 'invite',
    })
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body).toMatchObject({ created: true, projectAction: { projectId, action: 'invite', ok: true } })
    const [talent] = await q<{
      cv_id: string | null
      first_name: string
      skills: number
      events: number
    }>(sql`
      SELECT t.cv_id, t.first_name, (SELECT count(*) FROM talent_skills s WHERE s.talent_id = t.id) AS skills,
        (SELECT count(*) FROM history_events h WHERE h.entity_type = 'talent' AND h.entity_id = t.id AND h.event = 'REGISTERED') AS events
      FROM talents t WHERE t.id = ${body.talentId}`)
    expect(talent.first_name).toBe(fresh.firstName)
    expect(talent.cv_id).not.toBeNull()
    const [invitation] = await q<{ source: string }>(sql`SELECT source FROM project_invitations
      WHERE project_id = ${projectId} AND talent_id = ${body.talentId}`)
    expect(invitation.source).toBe('external')
    expect(Number(talent.skills)).toBe(fresh.skills.length)
    expect(Number(talent.events)).toBe(1)
    const cv = await t.request(`/napi/resource/${talent.cv_id}`, { token: anna })
    if (cv.status === 200)
      expect(new Uint8Array(await cv.arrayBuffer()).slice(0, 5)).toEqual(new TextEncoder().encode('%PDF-'))
    // Found again, it is now "already a talent", invited to this project.
    const again = (await (
      await call(
        'GET',
        `/search/freelancer/external/textkernel/${fresh.id}/profileFetch?projectId=${projectId}`,
      )
    ).json()) as {
      existing: { talentId: number; inProject: string }
    }
    expect(again.existing).toMatchObject({ talentId: body.talentId, inProject: 'invited' })
    // And importing it again is refused, naming the talent, instead of making a second one.
    const twice = await call('POST', '/freelancer/projectApplication', {
      provider: 'textkernel',
      externalId: fresh.id,
    })
    expect(twice.status).toBe(409)
    expect(await twice.json()).toMatchObject({
      error: 'msp.v2.external.import.exists',
      messages: [String(body.talentId)],
    })
  })

  it('imports a profile and applies it to a project whose legal entity has talent consent', async () => {
    const [consenting] = await q<{ id: number }>(sql`SELECT p.id FROM projects p
      JOIN legal_entities le ON le.id = p.legal_entity_id JOIN clients c ON c.id = p.client_id
      WHERE c.code = 'acme' AND (le.config->>'talentConsent')::boolean AND p.status = 'ACTIVE'
        AND NOT p.is_template ORDER BY p.id LIMIT 1`)
    const page = (await (
      await search({ provider: 'monster', query: 'developer', projectId: consenting.id })
    ).json()) as ExternalSearchPage
    const first = page.results.find((r) => !r.existing && r.lastName !== 'Profile')
    if (!first) throw new Error('Monster found no new developer')
    const res = await call('POST', '/freelancer/projectApplication', {
      provider: 'monster',
      externalId: first.id,
      projectId: consenting.id,
      action: 'apply',
    })
    expect(res.status).toBe(201)
    const body = await res.json()
    expect(body).toMatchObject({
      created: true,
      projectAction: { projectId: consenting.id, action: 'apply', ok: true },
    })
    const applications = await q<{
      status: string
      source: string
    }>(sql`SELECT status, source FROM applications
      WHERE project_id = ${consenting.id} AND talent_id = ${body.talentId}`)
    expect(applications).toHaveLength(1)
    // The sources chart counts it as found by an external provider.
    expect(applications[0].source).toBe('external')
  })

  it('merges into the talent the badge names, filling in only what it lacks', async () => {
    await t.database.db.execute(sql`UPDATE talents SET title = NULL WHERE id = ${byEmail.id}`)
    // The preview the user confirms says the same as the merge does, and changes nothing.
    const preview = await call(
      'GET',
      `/search/freelancer/external/monster/M${overlapIds[0]}/mergePreview?talentId=${byEmail.id}`,
    )
    expect(preview.status).toBe(200)
    const { changes: previewed } = await preview.json()
    expect(previewed).toEqual(expect.arrayContaining([{ field: 'title', from: null, to: 'Java Developer' }]))
    expect(previewed.some((c: { field: string }) => c.field === 'email')).toBe(false)
    const [untouched] = await q<{ title: string | null }>(
      sql`SELECT title FROM talents WHERE id = ${byEmail.id}`,
    )
    expect(untouched.title).toBeNull()
    const res = await call('POST', '/freelancer/projectApplication', {
      provider: 'monster',
      externalId: `M${overlapIds[0]}`,
      mergeInto: byEmail.id,
    })
    expect(res.status).toBe(200)
    const body = await res.json()
    expect(body.created).toBe(false)
    expect(body.changes).toEqual(
      expect.arrayContaining([{ field: 'title', from: null, to: 'Java Developer' }]),
    )
    expect(body.changes.some((c: { field: string }) => c.field === 'email')).toBe(false)
    const [row] = await q<{ email: string; title: string }>(
      sql`SELECT email, title FROM talents WHERE id = ${byEmail.id}`,
    )
    expect(row).toEqual({ email: byEmail.email, title: 'Java Developer' })
  })

  it('creates one talent when the same person is imported twice at once, also without an email', async () => {
    const page = (await (
      await search({ provider: 'monster', query: 'kubernetes' })
    ).json()) as ExternalSearchPage
    const withEmail = page.results.find((r) => !r.existing && r.hasEmail)
    const without = page.results.find((r) => !r.existing && !r.hasEmail)
    if (!withEmail || !without)
      throw new Error('the reference providers found no fresh profiles with and without email')
    for (const person of [withEmail, without]) {
      const body = { provider: 'monster', externalId: person.id }
      const answers = await Promise.all([
        call('POST', '/freelancer/projectApplication', body),
        call('POST', '/freelancer/projectApplication', body),
      ])
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409])
      const [{ n }] = await q<{
        n: number
      }>(sql`SELECT count(*) AS n FROM talents t JOIN clients c ON c.id = t.client_id
        WHERE c.code = 'acme' AND t.first_name = ${person.firstName} AND t.last_name = ${person.lastName}
          AND t.current_city = ${person.city} AND t.title = ${person.title}`)
      expect(Number(n)).toBe(1)
    }
  })

  it('refuses another client, a missing permission and an unknown profile', async () => {
    const unknown = await call('POST', '/freelancer/projectApplication', {
      provider: 'textkernel',
      externalId: 'TK-999999999',
    })
    expect(unknown.status).toBe(404)
    expect((await unknown.json()).error).toBe('msp.v2.external.profile.notFound')
    expect(
      (await call('POST', '/freelancer/projectApplication', { provider: 'monster', externalId: 'M1' }, gina))
        .status,
    ).toBe(404)
    const viewer = (await t.login('tom.viewer@acme.test')).access_token
    expect(
      (
        await call(
          'POST',
          '/freelancer/projectApplication',
          { provider: 'monster', externalId: 'M1' },
          viewer,
        )
      ).status,
    ).toBe(403)
  })
})
