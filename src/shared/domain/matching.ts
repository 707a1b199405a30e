/**
 * How well a talent fits a job (spec §7 matching, issue 23): a total of 0-100 made of six
 * criteria a recruiter can read one by one, never a lone number. Pure: the server feeds it
 * the rows it read, the client only shows what it returns. docs/matching.md explains the
 * rules in words for recruiters; keep the two in step.
 */

/**
 * The Suggested stage of a project is the best this many of its ranking (toJob): the list the
 * stage opens asks for this size and the stage menu counts at most this many (one definition).
 */
export const SUGGESTED_SIZE = 100

export type MatchCriterionKey = 'skills' | 'title' | 'location' | 'rate' | 'availability' | 'languages'

/** Points of each criterion out of 100. Skills weigh most: they are what a job text insists on. */
export const MATCH_WEIGHTS: Readonly<Record<MatchCriterionKey, number>> = {
  skills: 40,
  title: 15,
  location: 15,
  rate: 15,
  availability: 10,
  languages: 5,
}

export interface MatchJob {
  title: string
  skills: readonly string[]
  workMode: 'hy' | 'on' | 'rm' | null
  siteCity: string | null
  siteCountryCode: string | null
  /** The site's position when the client's data knows one (see the matching service). */
  sitePosition: { lat: number; lon: number } | null
  rateMin: number | null
  rateMax: number | null
  rateUnit: string | null
  currency: string | null
}

export interface MatchTalent {
  title: string | null
  experienceYears: number | null
  skills: readonly string[]
  /** Free text the talent wrote about their work: CV items' titles and descriptions, summary. */
  text: string
  city: string | null
  countryCode: string | null
  position: { lat: number; lon: number } | null
  notAvailableFrom: string | null
  notAvailableUntil: string | null
  rateMin: number | null
  rateCurrency: string | null
  rateUnit: string | null
  languages: ReadonlyArray<{ iso: string; proficiency: number }>
}

export type MatchDetail =
  | { key: 'skills'; matched: string[]; partial: string[]; missing: string[] }
  | { key: 'title'; words: string[]; matchedWords: string[]; experienceYears: number | null }
  | {
      key: 'location'
      verdict:
        | 'remote'
        | 'near'
        | 'reachable'
        | 'far'
        | 'sameCity'
        | 'sameCountry'
        | 'otherCountry'
        | 'unknown'
      distanceKm: number | null
      workMode: 'hy' | 'on' | 'rm' | null
    }
  | {
      key: 'rate'
      verdict: 'within' | 'below' | 'above' | 'notComparable' | 'unknown'
      talentRate: number | null
      talentCurrency: string | null
      /** How far above the job's maximum, in percent (verdict above). */
      overPercent: number | null
    }
  | { key: 'availability'; verdict: 'available' | 'soon' | 'unavailable'; availableFrom: string | null }
  | { key: 'languages'; verdict: 'speaks' | 'basic' | 'missing' | 'unknown'; language: string }

export interface MatchCriterion {
  key: MatchCriterionKey
  /** 0..1: how fully the criterion is met. */
  score: number
  weight: number
  /** score × weight, rounded: what the criterion adds to the total. */
  points: number
  detail: MatchDetail
}

export interface MatchBreakdown {
  total: number
  criteria: MatchCriterion[]
}

const norm = (s: string) => s.trim().toLowerCase()
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/**
 * The compiled whole-word patterns, by word. A ranking tests the same few job words against
 * every candidate (400 per request): compiling a Unicode pattern per test cost more than the
 * test itself. Bounded: cleared when it grows past WORD_PATTERNS_MAX.
 */
const wordPatterns = new Map<string, { pattern: RegExp; ascii: boolean }>()
const WORD_PATTERNS_MAX = 2000

/** A text the job's words are looked for in, with its lower-cased copy for the quick test. */
interface Haystack {
  text: string
  lower: string
  /** Holds "ſ" (long s), which the pattern reads as "s" but lower-casing keeps. */
  longS: boolean
}

const haystack = (text: string): Haystack => {
  const lower = text.toLowerCase()
  return { text, lower, longS: lower.includes('ſ') }
}

/**
 * A whole-word test that also works for skills such as "C++", "C#" or ".NET". The word is
 * lower-case (callers normalise it). Most tests fail, and the Unicode pattern reads the whole
 * text to say so; a word of printable ASCII first looks for itself in the lower-cased text:
 * the pattern (case-insensitive) can only match where it is, since of the other characters
 * only "K" (Kelvin sign, lower-cased to "k") and "ſ" (kept, so tested by the pattern) fold to
 * ASCII ones.
 */
const wordIn = (word: string, text: Haystack) => {
  let kept = wordPatterns.get(word)
  if (!kept) {
    if (wordPatterns.size >= WORD_PATTERNS_MAX) wordPatterns.clear()
    // No g flag: test() keeps no lastIndex, so one pattern serves every text.
    kept = {
      pattern: new RegExp(`(^|[^\\p{L}\\p{N}+#.])${escapeRegExp(word)}($|[^\\p{L}\\p{N}+#])`, 'iu'),
      ascii: !/[^\x20-\x7e]/.test(word),
    }
    wordPatterns.set(word, kept)
  }
  if (kept.ascii && !text.longS && !text.lower.includes(word)) return false
  return kept.pattern.test(text.text)
}

const TITLE_STOP_WORDS = new Set([
  'and',
  'the',
  'for',
  'with',
  'm/w/d',
  'w/m/d',
  'f/m/d',
  'm/f/d',
  'und',
  'der',
  'die',
  'das',
  'für',
  'mit',
  'et',
  'pour',
  'avec',
  'les',
  'des',
  'en',
  'van',
  'voor',
  'met',
  'de',
  'het',
  'y',
  'para',
  'con',
  'el',
  'la',
  'senior',
  'junior',
  'lead',
  'mid',
])

/** The words of a job title that say what the work is (no seniority, no gender markers). */
export function titleWords(title: string): string[] {
  return [
    ...new Set(
      norm(title)
        .split(/[\s,;:/()|–-]+/)
        .map((w) => w.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}+#]+$/gu, ''))
        .filter((w) => w.length >= 2 && !TITLE_STOP_WORDS.has(w)),
    ),
  ]
}

function skillsCriterion(job: MatchJob, talent: MatchTalent): [number, MatchDetail] {
  const own = new Set(talent.skills.map(norm))
  const matched: string[] = []
  const partial: string[] = []
  const missing: string[] = []
  const loose = haystack(`${talent.title ?? ''}\n${talent.skills.join(', ')}\n${talent.text}`)
  for (const skill of job.skills) {
    const s = norm(skill)
    if (!s) continue
    if (own.has(s)) matched.push(skill)
    // Named in the CV or title, or part of a broader skill of theirs ("React" in "React Native").
    else if (wordIn(s, loose)) partial.push(skill)
    else missing.push(skill)
  }
  const total = matched.length + partial.length + missing.length
  // A job without skills says nothing here: neutral, so the other criteria decide.
  const score = total === 0 ? 0.5 : (matched.length + 0.5 * partial.length) / total
  return [score, { key: 'skills', matched, partial, missing }]
}

/** The last job title's words: a ranking scores hundreds of talents against one title. */
let lastTitle: { title: string; words: readonly string[] } | null = null
function jobTitleWords(title: string): string[] {
  if (lastTitle?.title !== title) lastTitle = { title, words: titleWords(title) }
  // A copy: the words go into each talent's breakdown, which callers may keep or change.
  return [...lastTitle.words]
}

function titleCriterion(job: MatchJob, talent: MatchTalent): [number, MatchDetail] {
  const words = jobTitleWords(job.title)
  const own = haystack(`${talent.title ?? ''}\n${talent.text}`)
  const matchedWords = words.filter((w) => wordIn(w, own))
  const overlap = words.length === 0 ? 0.5 : matchedWords.length / words.length
  const years = talent.experienceYears
  // Experience counts for a third: five years or more is full marks.
  const experience = years == null ? 0.5 : Math.min(1, Math.max(0, years) / 5)
  return [
    (2 * overlap + experience) / 3,
    { key: 'title', words, matchedWords, experienceYears: years ?? null },
  ]
}

/** Great-circle distance in km. */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

function locationCriterion(job: MatchJob, talent: MatchTalent): [number, MatchDetail] {
  const workMode = job.workMode
  const detail = (verdict: Extract<MatchDetail, { key: 'location' }>['verdict'], km: number | null) =>
    ({ key: 'location', verdict, distanceKm: km == null ? null : Math.round(km), workMode }) as const
  if (workMode === 'rm') return [1, detail('remote', null)]
  // Hybrid work needs the site now and then: distance counts, but less harshly than on site.
  const floor = workMode === 'hy' ? 0.3 : 0
  if (job.sitePosition && talent.position) {
    const km = distanceKm(job.sitePosition, talent.position)
    if (km <= 30) return [1, detail('near', km)]
    const far = workMode === 'hy' ? 500 : 300
    if (km >= far) return [floor, detail('far', km)]
    const score = Math.max(floor, 1 - (km - 30) / (far - 30))
    return [score, detail(score >= 0.5 ? 'reachable' : 'far', km)]
  }
  if (job.siteCity && talent.city && norm(job.siteCity) === norm(talent.city))
    return [1, detail('sameCity', null)]
  if (!job.siteCountryCode || !talent.countryCode) return [0.5, detail('unknown', null)]
  if (norm(job.siteCountryCode) === norm(talent.countryCode))
    return [Math.max(floor, 0.5), detail('sameCountry', null)]
  return [floor, detail('otherCountry', null)]
}

function rateCriterion(job: MatchJob, talent: MatchTalent): [number, MatchDetail] {
  const base = {
    key: 'rate',
    talentRate: talent.rateMin,
    talentCurrency: talent.rateCurrency,
    overPercent: null,
  } as const
  if (talent.rateMin == null || (job.rateMax == null && job.rateMin == null))
    return [0.5, { ...base, verdict: 'unknown' }]
  const sameCurrency =
    !job.currency || !talent.rateCurrency || norm(job.currency) === norm(talent.rateCurrency)
  const sameUnit = !job.rateUnit || !talent.rateUnit || job.rateUnit === talent.rateUnit
  if (!sameCurrency || !sameUnit) return [0.5, { ...base, verdict: 'notComparable' }]
  const max = job.rateMax ?? job.rateMin ?? 0
  if (job.rateMin != null && talent.rateMin < job.rateMin) return [1, { ...base, verdict: 'below' }]
  if (talent.rateMin <= max) return [1, { ...base, verdict: 'within' }]
  const over = max > 0 ? ((talent.rateMin - max) / max) * 100 : 100
  // 20 % above the maximum is as far as a negotiation stretches.
  return [Math.max(0, 1 - over / 20), { ...base, verdict: 'above', overPercent: Math.round(over) }]
}

const DAY = 86_400_000

function availabilityCriterion(talent: MatchTalent, today: string): [number, MatchDetail] {
  const from = talent.notAvailableFrom
  const until = talent.notAvailableUntil
  const busyNow = from != null && from <= today && (until == null || until >= today)
  if (!busyNow) return [1, { key: 'availability', verdict: 'available', availableFrom: null }]
  if (until == null) return [0, { key: 'availability', verdict: 'unavailable', availableFrom: null }]
  const days = (Date.parse(until) - Date.parse(today)) / DAY
  // Free again within a month: usually still in time for a project being staffed now.
  if (days <= 30) return [0.6, { key: 'availability', verdict: 'soon', availableFrom: until }]
  return [0, { key: 'availability', verdict: 'unavailable', availableFrom: until }]
}

const COUNTRY_LANGUAGE: Record<string, string> = {
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
  LU: 'de',
  FR: 'fr',
  MC: 'fr',
  NL: 'nl',
  BE: 'nl',
  ES: 'es',
  MX: 'es',
  AR: 'es',
  CO: 'es',
  CL: 'es',
  IT: 'it',
  PT: 'pt',
  PL: 'pl',
  CZ: 'cs',
  DK: 'da',
  SE: 'sv',
  NO: 'no',
  FI: 'fi',
}

/** The working language a job asks for: the site country's, English for remote work or unknown sites. */
export function jobLanguage(job: Pick<MatchJob, 'workMode' | 'siteCountryCode'>): string {
  if (job.workMode === 'rm' || !job.siteCountryCode) return 'en'
  return COUNTRY_LANGUAGE[job.siteCountryCode.toUpperCase()] ?? 'en'
}

function languagesCriterion(job: MatchJob, talent: MatchTalent): [number, MatchDetail] {
  const language = jobLanguage(job)
  if (talent.languages.length === 0) return [0.5, { key: 'languages', verdict: 'unknown', language }]
  const spoken = talent.languages.find((l) => norm(l.iso) === language)
  if (!spoken) return [0, { key: 'languages', verdict: 'missing', language }]
  if (spoken.proficiency >= 1) return [1, { key: 'languages', verdict: 'speaks', language }]
  return [0.4, { key: 'languages', verdict: 'basic', language }]
}

/** The breakdown of one talent for one job; `today` is an ISO date (the server's clock). */
export function scoreMatch(job: MatchJob, talent: MatchTalent, today: string): MatchBreakdown {
  const parts: Array<[MatchCriterionKey, [number, MatchDetail]]> = [
    ['skills', skillsCriterion(job, talent)],
    ['title', titleCriterion(job, talent)],
    ['location', locationCriterion(job, talent)],
    ['rate', rateCriterion(job, talent)],
    ['availability', availabilityCriterion(talent, today)],
    ['languages', languagesCriterion(job, talent)],
  ]
  const criteria = parts.map(([key, [score, detail]]) => {
    const weight = MATCH_WEIGHTS[key]
    const s = Math.round(Math.min(1, Math.max(0, score)) * 100) / 100
    return { key, score: s, weight, points: Math.round(s * weight * 10) / 10, detail }
  })
  const total = Math.round(criteria.reduce((sum, c) => sum + c.score * c.weight, 0))
  return { total, criteria }
}

/** Best first; ties by more matched skills, then by the given order (the caller's stable key). */
export function compareMatches(a: MatchBreakdown, b: MatchBreakdown): number {
  if (b.total !== a.total) return b.total - a.total
  const skills = (m: MatchBreakdown) => {
    const d = m.criteria[0].detail
    return d.key === 'skills' ? d.matched.length : 0
  }
  return skills(b) - skills(a)
}
