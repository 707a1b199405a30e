import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rowsOf } from '../../src/server/db/sql-helpers'
import type { MatchedTalent, MatchResult } from '../../src/shared/contracts/matching'
import type { TestApp } from './support/test-app'
import { talentTestApp } from './talent-support'

let t: TestApp
let anna: string
let gina: string
let projectId: number
let perfect: number
let partial: number
let globexTalent: number

const call = (method: string, path: string, json?: unknown, token = anna) =>
  t.request(`/api${path}`, { method, token, json })
const exec = (q: ReturnType<typeof sql>) => t.database.db.execute(q)
const toJob = async (id = projectId, token = anna) => {
  const res = await call('GET', `/match/freelancers/toJob/${id}?size=50`, undefined, token)
  expect(res.status).toBe(200)
  return (await res.json()) as MatchResult
}
const detailOf = (m: MatchedTalent, key: string) => m.match.criteria.find((c) => c.key === key)?.detail

/** Gives a seeded talent exactly these fit-relevant facts (as an edit of the profile would). */
async function shape(
  id: number,
  o: { title: string; skills: string[]; cv: string; rate: number; city: string },
) {
  await exec(sql`DELETE FROM talent_skills WHERE talent_id = ${id}`)
  await exec(sql`DELETE FROM talent_languages WHERE talent_id = ${id}`)
  for (const name of o.skills)
    await exec(sql`INSERT INTO talent_skills (talent_id, kind, name, client_id)
      SELECT ${id}, 'skill', ${name}, client_id FROM talents WHERE id = ${id}`)
  await exec(sql`INSERT INTO talent_languages (talent_id, iso, proficiency) VALUES (${id}, 'de', 3)`)
  await exec(sql`UPDATE talents SET title = ${o.title}, experience_years = 8, cv_text = ${o.cv}, summary = NULL,
    current_city = ${o.city}, current_country = 'DE', latitude = 52.52, longitude = 13.40,
    rate_min = ${o.rate}, rate_currency = 'EUR', rate_unit = 'HR',
    not_available_from = NULL, not_available_until = NULL, state = 'ACTIVE' WHERE id = ${id}`)
}

beforeAll(async () => {
  let ids: { active: number; other: number; globex: number }
  ;({ t, anna, gina, ids } = await talentTestApp())
  perfect = ids.active
  partial = ids.other
  globexTalent = ids.globex
  await shape(perfect, {
    title: 'Java Developer',
    skills: ['Java', 'Spring Boot', 'Kubernetes'],
    cv: 'Backend services in Java.',
    rate: 90,
    city: 'Berlin',
  })
  await shape(partial, {
    title: 'Software Engineer',
    skills: ['Java'],
    cv: 'Ran our Kubernetes clusters.',
    rate: 130,
    city: 'Berlin',
  })
  const [le] = rowsOf<{ id: number }>(
    await exec(sql`SELECT le.id FROM legal_entities le JOIN clients c ON c.id = le.client_id
      WHERE c.code = 'acme' AND le.country_code = 'DE' ORDER BY le.id LIMIT 1`),
  )
  const [project] = rowsOf<{ id: number }>(
    await exec(sql`INSERT INTO projects (client_id, legal_entity_id, title, description, skills, work_mode,
        site_city, site_country_code, rate_min, rate_max, rate_unit, currency, status)
      SELECT client_id, id, 'Senior Java Developer (m/w/d)', '', ARRAY['Java', 'Spring Boot', 'Kubernetes'], 'on',
        'Berlin', 'DE', 80, 100, 'HR', 'EUR', 'ACTIVE' FROM legal_entities WHERE id = ${le.id} RETURNING id`),
  )
  projectId = Number(project.id)
})
afterAll(() => t.close())

describe('talents ranked for a project (match/freelancers/toJob)', () => {
  it('puts the talent who fits on every criterion first and says why, criterion by criterion', async () => {
    const { results, job } = await toJob()
    expect(job).toMatchObject({ title: 'Senior Java Developer (m/w/d)', language: 'de', siteCity: 'Berlin' })
    expect(results[0].talentId).toBe(perfect)
    const first = results[0]
    expect(first.match.criteria.map((c) => c.key)).toEqual([
      'skills',
      'title',
      'location',
      'rate',
      'availability',
      'languages',
    ])
    expect(detailOf(first, 'skills')).toEqual({
      key: 'skills',
      matched: ['Java', 'Spring Boot', 'Kubernetes'],
      partial: [],
      missing: [],
    })
    expect(detailOf(first, 'rate')).toMatchObject({ verdict: 'within', talentRate: 90 })
    expect(detailOf(first, 'location')).toMatchObject({ verdict: 'near' })
    expect(first.match.total).toBeGreaterThanOrEqual(95)
    // The points of the criteria add up to the total (rounding aside).
    const sum = first.match.criteria.reduce((s, c) => s + c.points, 0)
    expect(Math.abs(sum - first.match.total)).toBeLessThanOrEqual(1)
    // Best first throughout.
    const totals = results.map((r) => r.match.total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
  })

  it('tells a skill named only in the CV (partial) from one missing, and a rate above the range', async () => {
    const { results } = await toJob()
    const second = results.find((r) => r.talentId === partial)
    expect(second).toBeDefined()
    expect(detailOf(second as MatchedTalent, 'skills')).toEqual({
      key: 'skills',
      matched: ['Java'],
      partial: ['Kubernetes'],
      missing: ['Spring Boot'],
    })
    expect(detailOf(second as MatchedTalent, 'rate')).toMatchObject({ verdict: 'above', overPercent: 30 })
    expect((second as MatchedTalent).match.total).toBeLessThan(results[0].match.total)
    // No personal data in a ranking: names and titles only.
    expect(Object.keys(second as MatchedTalent).sort()).toEqual(
      ['city', 'countryCode', 'firstName', 'lastName', 'match', 'talentId', 'title'].sort(),
    )
  })

  it('follows edits at once and leaves out invited talents and other clients', async () => {
    await exec(sql`UPDATE talents SET rate_min = 95 WHERE id = ${partial}`)
    const before = (await toJob()).results.find((r) => r.talentId === partial)
    expect(detailOf(before as MatchedTalent, 'rate')).toMatchObject({ verdict: 'within' })
    const invite = await call('POST', '/projectInvitation/add', { projectId, talentIds: [perfect] })
    expect(invite.status).toBe(200)
    const { results } = await toJob()
    expect(results.some((r) => r.talentId === perfect)).toBe(false)
    expect(results[0].talentId).toBe(partial)
    expect(results.some((r) => r.talentId === globexTalent)).toBe(false)
  })

  it("reads the first 6,000 characters of a talent's summary and CV, however many bytes they take", async () => {
    const [other] = rowsOf<{ id: number }>(
      await exec(sql`SELECT t.id FROM talents t JOIN clients c ON c.id = t.client_id
        WHERE c.code = 'acme' AND t.state = 'ACTIVE' AND t.id NOT IN (${perfect}, ${partial}) ORDER BY t.id LIMIT 1`),
    )
    // 3,000 emoji are 3,000 characters but 6,000 UTF-16 units: Kubernetes, at character 3,002,
    // is read; Spring Boot, past character 6,000, is not.
    const emoji = '\u{1F600}'.repeat(3000)
    await shape(Number(other.id), {
      title: 'Java Developer',
      skills: ['Java'],
      cv: `${emoji} Kubernetes ${emoji} Spring Boot`,
      rate: 90,
      city: 'Berlin',
    })
    const ranked = (await toJob()).results.find((r) => r.talentId === Number(other.id))
    expect(detailOf(ranked as MatchedTalent, 'skills')).toEqual({
      key: 'skills',
      matched: ['Java'],
      partial: ['Kubernetes'],
      missing: ['Spring Boot'],
    })
  })

  it("answers 404 for another client's project and 400 for a bad size", async () => {
    expect((await call('GET', `/match/freelancers/toJob/${projectId}`, undefined, gina)).status).toBe(404)
    expect((await call('GET', `/match/freelancers/toJob/${projectId}?size=0`)).status).toBe(400)
    expect((await call('GET', `/match/freelancers/toJob/${projectId}?size=101`)).status).toBe(400)
  })
})

describe('talents ranked for a job text (match/freelancers/toText)', () => {
  it('reads title and skills from pasted text and ranks with the same breakdown', async () => {
    await exec(sql`DELETE FROM project_invitations WHERE project_id = ${projectId}`)
    const res = await call('POST', '/match/freelancers/toText', {
      text: 'Job title: Java Developer\nWe need Java, Spring Boot and Kubernetes.\nLocation: Berlin',
    })
    expect(res.status).toBe(200)
    const body = (await res.json()) as MatchResult
    expect(body.job.title).toBe('Java Developer')
    expect(body.job.skills).toEqual(expect.arrayContaining(['Java', 'Spring Boot', 'Kubernetes']))
    expect(body.results[0].talentId).toBe(perfect)
  })

  it('refuses an empty, an endless and a meaningless text with a message', async () => {
    const empty = await call('POST', '/match/freelancers/toText', { text: '  ' })
    expect(empty.status).toBe(400)
    expect(JSON.stringify(await empty.json())).toContain('msp.v2.match.text.empty')
    const long = await call('POST', '/match/freelancers/toText', { text: 'java '.repeat(4001) })
    expect(long.status).toBe(400)
    expect(JSON.stringify(await long.json())).toContain('msp.v2.match.text.tooLong')
    const nothing = await call('POST', '/match/freelancers/toText', { text: 'zzz qqq xxx' })
    expect(nothing.status).toBe(400)
    expect((await nothing.json()).error).toBe('msp.v2.match.text.nothingFound')
  })
})

describe('pools a talent fits (match/pools/toFreelancer)', () => {
  it("lists the client's pools best first with the shared and missing typical skills", async () => {
    const res = await call('GET', `/match/pools/toFreelancer/${perfect}`)
    expect(res.status).toBe(200)
    const { results } = (await res.json()) as {
      results: { poolId: number; total: number; sharedSkills: string[]; missingSkills: string[] }[]
    }
    expect(results.length).toBeGreaterThan(0)
    const totals = results.map((r) => r.total)
    expect(totals).toEqual([...totals].sort((a, b) => b - a))
    for (const r of results) {
      const typical = r.sharedSkills.length + r.missingSkills.length
      expect(r.total).toBe(typical === 0 ? 0 : Math.round((100 * r.sharedSkills.length) / typical))
    }
    expect((await call('GET', `/match/pools/toFreelancer/${globexTalent}`)).status).toBe(404)
  })
})
