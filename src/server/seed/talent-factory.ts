import type { SkillKind, TalentState } from '../../shared/domain/statuses'
import type { ClientCtx, SeedContext } from './context'
import { CITIES, CITIES_BY_COUNTRY, COUNTRY_BY_ISO, streetLine } from './geo-data'
import { FAMILIES, FAMILY_WEIGHTS, type Family } from './job-families'
import { convertDayRate, marketFactor, RATE_UNIT_WEIGHTS } from './money'
import { asciiName, ORIGIN_WEIGHTS, type Origin } from './names'
import { CERTIFICATE, EDUCATION, EXPERIENCE, fill, SUMMARIES, type TextLang } from './phrases'
import { dateFromRef, daysAgo, type Rng } from './random'

/** Builds one talent row with its CV items, skills and languages. */

export interface BuiltTalent {
  id: number
  clientId: number
  family: number
  state: TalentState
  createdAt: string
  ownerId: number | null
  email: string | null
}

const EMAIL_DOMAINS = ['example.com', 'example.org', 'example.net', 'mail.test', 'inbox.test']
const STATES: [TalentState, number][] = [
  ['ACTIVE', 85],
  ['UNVERIFIED', 6],
  ['DEACTIVATED', 6],
  ['DELETED', 3],
]
const OTHER_LANGS = ['de', 'fr', 'nl', 'es', 'it', 'pl', 'pt']

export function buildTalent(ctx: SeedContext, rng: Rng, client: ClientCtx): BuiltTalent {
  const w = ctx.writer
  const id = ctx.ids.next('talents')
  const origin = rng.weighted(ORIGIN_WEIGHTS[client.code])
  const country = rng.weighted(origin.countries)
  const home = rng.pick(CITIES_BY_COUNTRY.get(country) ?? CITIES)
  const current = rng.chance(0.82) ? home : rng.pick(CITIES)
  const familyIndex = rng.weighted(FAMILY_WEIGHTS)
  const family = FAMILIES[familyIndex]
  const years = Math.min(30, Math.max(1, Math.round(rng.float(0.5, 1) * rng.int(1, 30))))
  const title = titleFor(rng, family, years)
  const state = rng.weighted(STATES)
  const createdDays = rng.float(3, 1460)
  const createdAt = daysAgo(createdDays)
  const updatedAt = daysAgo(rng.float(0, Math.min(createdDays, 400)))
  const ownerId = rng.chance(0.7) ? rng.pick(client.mspIds) : null
  const lang: TextLang = origin.cvLang !== 'en' && rng.chance(0.6) ? origin.cvLang : 'en'

  if (state === 'DELETED') {
    // Erased: personal data blanked, only the shell and its history remain.
    w.add('talents', {
      id,
      client_id: client.id,
      state,
      email_verified: false,
      first_name: 'Deleted',
      last_name: 'Talent',
      skills_text: '',
      cv_text: '',
      created_at: createdAt,
      updated_at: updatedAt,
    })
    return { id, clientId: client.id, family: familyIndex, state, createdAt, ownerId: null, email: null }
  }

  const first = rng.pick(origin.first)
  const last = rng.pick(origin.last)
  const email = emailFor(rng, first, last, id)
  const skills = rng.sample(family.skills, rng.int(3, 7))
  const industries = rng.sample(family.industries, rng.int(1, 3))
  const tech = rng.sample(family.tech, rng.int(1, 3))
  const vars = {
    title,
    years,
    industry: industries[0],
    skill1: skills[0],
    skill2: skills[1],
    skill3: skills[2],
    tech: tech[0],
  }
  const cvText = buildCv(
    ctx,
    rng,
    client.id,
    id,
    family,
    origin,
    lang,
    years,
    title,
    skills,
    industries,
    tech,
    state,
  )
  for (const [kind, names] of [
    ['skill', skills],
    ['ind', industries],
    ['soft', tech],
  ] as [SkillKind, string[]][]) {
    for (const name of names) w.add('talent_skills', { talent_id: id, kind, name, client_id: client.id })
  }
  addLanguages(ctx, rng, id, origin)

  const unit = rng.weighted(RATE_UNIT_WEIGHTS)
  const currency = COUNTRY_BY_ISO.get(country)?.currency ?? 'EUR'
  const dayRate =
    rng.float(family.dayRate[0], family.dayRate[1]) *
    marketFactor(country) *
    (0.75 + Math.min(years, 20) / 40)
  const rateMin = convertDayRate(dayRate, unit, currency)
  const hasRate = rng.chance(0.92)
  const unavailable = rng.chance(0.25)
  const awayFrom = rng.int(-60, 90)
  const consent = client.code === 'acme' && rng.chance(0.75) ? dateFromRef(rng.int(-60, 720)) : null
  const phoneCode = COUNTRY_BY_ISO.get(country)?.phoneCode ?? '+49'
  w.add('talents', {
    id,
    client_id: client.id,
    state,
    tier: rng.chance(0.2)
      ? rng.weighted([
          ['gold', 1],
          ['silver', 2],
          ['bronze', 2],
        ] as [string, number][])
      : null,
    email,
    email_verified: state !== 'UNVERIFIED' && rng.chance(0.93),
    phone: `${phoneCode} ${rng.int(150, 179)} ${String((id * 7919 + 1234567) % 10_000_000).padStart(7, '0')}`,
    first_name: first,
    last_name: last,
    title,
    summary: rng.chance(0.9) ? fill(rng.pick(SUMMARIES[lang]), vars) : null,
    consent_to: consent ? `${consent}T00:00:00.000Z` : null,
    home_line1: streetLine(COUNTRY_BY_ISO.get(country)?.lang ?? 'en', rng.int(0, 50), rng.int(1, 180)),
    home_line2: rng.chance(0.1) ? `Apt. ${rng.int(1, 40)}` : null,
    home_zip_code: home.zip,
    home_city: home.name,
    home_state: home.state,
    home_country_code: home.country,
    current_country: current.country,
    current_city: current.name,
    latitude: round(current.lat + rng.float(-0.05, 0.05), 5),
    longitude: round(current.lon + rng.float(-0.05, 0.05), 5),
    not_available_from: unavailable ? dateFromRef(awayFrom) : null,
    not_available_until: unavailable ? dateFromRef(awayFrom + rng.int(14, 180)) : null,
    rate_min: hasRate ? rateMin : null,
    rate_max: hasRate ? convertDayRate(dayRate * rng.float(1.1, 1.3), unit, currency) : null,
    rate_currency: hasRate ? currency : null,
    rate_unit: hasRate ? unit : null,
    experience_years: years,
    owner_id: ownerId,
    vms_id:
      client.code === 'acme' && rng.chance(0.08) ? `FGW${String(100000 + ((id * 4271) % 900000))}` : null,
    skills_text: [...skills, ...industries, ...tech].join(' '),
    cv_text: cvText,
    created_at: createdAt,
    updated_at: updatedAt,
  })
  return { id, clientId: client.id, family: familyIndex, state, createdAt, ownerId, email }
}

function titleFor(rng: Rng, family: Family, years: number): string {
  const base = rng.pick(family.titles)
  if (/^(Senior|Junior|Lead|Interim) /.test(base)) return base
  if (years < 3) return rng.chance(0.6) ? `Junior ${base}` : base
  if (years >= 15 && rng.chance(0.25)) return `Lead ${base}`
  if (years >= 8 && rng.chance(0.6)) return `Senior ${base}`
  return base
}

function emailFor(rng: Rng, first: string, last: string, id: number): string {
  const f = asciiName(first)
  const l = asciiName(last)
  const local = rng.pick([`${f}.${l}`, `${f}${l}`, `${f[0]}.${l}`, `${f}_${l}`, `${l}.${f}`])
  // The id keeps addresses unique without a lookup table, whatever the talent count.
  return `${local}${id}@${rng.pick(EMAIL_DOMAINS)}`
}

function round(n: number, digits: number): number {
  const f = 10 ** digits
  return Math.round(n * f) / f
}

function monthStart(daysBeforeRef: number): string {
  return `${dateFromRef(-daysBeforeRef).slice(0, 7)}-01`
}

function buildCv(
  ctx: SeedContext,
  rng: Rng,
  clientId: number,
  talentId: number,
  family: Family,
  origin: Origin,
  lang: TextLang,
  years: number,
  title: string,
  skills: string[],
  industries: string[],
  tech: string[],
  state: TalentState,
): string {
  const text: string[] = []
  const vars = (extra: Record<string, string | number> = {}) => {
    const [skill1, skill2, skill3] = rng.sample(skills, 3)
    return {
      title,
      industry: rng.pick(industries),
      skill1,
      skill2: skill2 ?? skill1,
      skill3: skill3 ?? skill1,
      tech: rng.pick(tech),
      n: rng.int(3, 12),
      years,
      ...extra,
    }
  }
  const add = (
    kind: 'j_h' | 'e_h' | 'c_h',
    t: string,
    org: string,
    start: string,
    end: string | null,
    ongoing: boolean,
    description: string,
    attachment: string | null,
  ) => {
    ctx.writer.add('cv_items', {
      id: ctx.ids.next('cv_items'),
      client_id: clientId,
      talent_id: talentId,
      kind,
      title: t,
      organization: org,
      start_date: start,
      end_date: end,
      ongoing,
      description,
      attachment_id: attachment,
    })
    text.push(t, org, description)
  }
  // Work experience, newest first, going back roughly `years`.
  const jobs = Math.min(5, Math.max(2, 1 + Math.floor(years / 4)))
  let cursor = rng.chance(0.6) && state === 'ACTIVE' ? 0 : rng.int(10, 120)
  const span = Math.max(jobs * 200, years * 365)
  for (let j = 0; j < jobs; j++) {
    const length = Math.max(120, Math.round((span / jobs) * rng.float(0.6, 1.3)))
    const ongoing = cursor === 0
    const jobTitle = j === 0 ? title : rng.pick(family.titles)
    const org = rng.pick(family.employers)
    add(
      'j_h',
      jobTitle,
      org,
      monthStart(cursor + length),
      ongoing ? null : monthStart(cursor),
      ongoing,
      fill(rng.pick(EXPERIENCE[lang]), vars()),
      null,
    )
    cursor += length + rng.int(0, 90)
  }
  const degrees = rng.int(1, 2)
  for (let e = 0; e < degrees; e++) {
    const end = cursor + rng.int(0, 150)
    const start = end + rng.int(2, 5) * 365
    add(
      'e_h',
      rng.pick(family.degrees),
      rng.pick(origin.universities),
      monthStart(start),
      monthStart(end),
      false,
      fill(rng.pick(EDUCATION[lang]), vars()),
      null,
    )
    cursor = start + rng.int(0, 60)
  }
  const certs = rng.int(0, 2)
  for (const [name, issuer] of rng.sample(family.certificates, certs)) {
    const obtained = rng.int(30, Math.max(60, years * 300))
    let attachment: string | null = null
    if (rng.chance(0.15)) {
      attachment = rng.uuid()
      ctx.writer.add('resources', {
        id: attachment,
        client_id: clientId,
        name: `${name.replace(/[^\p{L}\p{N} ]+/gu, '').trim()}.pdf`,
        content_type: 'application/pdf',
        size: rng.int(40_000, 900_000),
        storage_key: `seed/${attachment}`,
        created_by: null,
        created_at: daysAgo(obtained),
      })
    }
    const validUntil = rng.chance(0.5) ? monthStart(obtained - 3 * 365) : null
    add(
      'c_h',
      name,
      issuer,
      monthStart(obtained),
      validUntil,
      false,
      fill(rng.pick(CERTIFICATE[lang]), vars({ n: rng.int(7, 9) })),
      attachment,
    )
  }
  return text.join(' ')
}

function addLanguages(ctx: SeedContext, rng: Rng, talentId: number, origin: Origin): void {
  const seen = new Set<string>([origin.native])
  ctx.writer.add('talent_languages', { talent_id: talentId, iso: origin.native, proficiency: 3 })
  if (origin.native !== 'en') {
    seen.add('en')
    ctx.writer.add('talent_languages', {
      talent_id: talentId,
      iso: 'en',
      proficiency: rng.weighted([
        [2, 6],
        [1, 3],
        [3, 1],
      ] as [number, number][]),
    })
  }
  for (const iso of rng.sample(OTHER_LANGS, rng.int(0, 2))) {
    if (seen.has(iso)) continue
    seen.add(iso)
    ctx.writer.add('talent_languages', { talent_id: talentId, iso, proficiency: rng.int(0, 2) })
  }
}
