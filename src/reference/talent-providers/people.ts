/**
 * The reference providers' candidate set: generated, deterministic (the same seed gives the same
 * people on every start), at least 50,000 profiles. Tests and `npm start` add "overlap" profiles
 * on top: people who are also talents of the workspace, under other spellings, email case or
 * phone formats (admin route PUT /_admin/overlap).
 */

export interface Person {
  id: string
  firstName: string
  lastName: string
  title: string
  email: string | null
  phone: string | null
  city: string
  countryCode: string
  lat: number
  lon: number
  skills: string[]
  summary: string
  updatedAt: string
  experience: Array<{ title: string; organization: string; startDate: string; endDate: string | null }>
  languages: Array<{ iso: string; level: number }>
  /** Lower-cased words of title, skills, summary and city: what a search term is tested against. */
  words: string
  /** The single words of `words` (trailing punctuation dropped): a one-word term is a set lookup. */
  tokens: Set<string>
  /** A profile that breaks the provider's own schema (tests of malformed profiles). */
  malformed?: boolean
}

export const CITIES: ReadonlyArray<{ name: string; countryCode: string; lat: number; lon: number }> = [
  { name: 'Berlin', countryCode: 'DE', lat: 52.52, lon: 13.405 },
  { name: 'Hamburg', countryCode: 'DE', lat: 53.551, lon: 9.993 },
  { name: 'München', countryCode: 'DE', lat: 48.137, lon: 11.575 },
  { name: 'Köln', countryCode: 'DE', lat: 50.937, lon: 6.96 },
  { name: 'Frankfurt am Main', countryCode: 'DE', lat: 50.11, lon: 8.682 },
  { name: 'Potsdam', countryCode: 'DE', lat: 52.39, lon: 13.065 },
  { name: 'Amsterdam', countryCode: 'NL', lat: 52.368, lon: 4.904 },
  { name: 'Rotterdam', countryCode: 'NL', lat: 51.924, lon: 4.477 },
  { name: 'Paris', countryCode: 'FR', lat: 48.857, lon: 2.352 },
  { name: 'Lyon', countryCode: 'FR', lat: 45.764, lon: 4.836 },
  { name: 'Madrid', countryCode: 'ES', lat: 40.417, lon: -3.704 },
  { name: 'Barcelona', countryCode: 'ES', lat: 41.385, lon: 2.173 },
  { name: 'London', countryCode: 'GB', lat: 51.507, lon: -0.128 },
  { name: 'Wien', countryCode: 'AT', lat: 48.208, lon: 16.373 },
  { name: 'Zürich', countryCode: 'CH', lat: 47.377, lon: 8.541 },
]

const FIRST = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Elif',
  'Felix',
  'Greta',
  'Hannah',
  'Ivan',
  'Jonas',
  'Katrin',
  'Lukas',
  'Marie',
  'Noah',
  'Olga',
  'Paul',
  'Quentin',
  'Rosa',
  'Sven',
  'Tara',
  'Uwe',
  'Vera',
  'Wim',
  'Yara',
  'Zoe',
  'Lucía',
  'Mateo',
  'Sophie',
  'Luuk',
  'Émile',
]
const LAST = [
  'Müller',
  'Schmidt',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Hoffmann',
  'Koch',
  'de Vries',
  'Jansen',
  'Bakker',
  'Martin',
  'Bernard',
  'Dubois',
  'García',
  'López',
  'Smith',
  'Jones',
  'Novak',
  'Kowalski',
  'Rossi',
  'Yilmaz',
  'Nielsen',
]
const TRACKS: ReadonlyArray<{ titles: string[]; skills: string[] }> = [
  {
    titles: ['Java Developer', 'Backend Developer', 'Software Engineer'],
    skills: ['Java', 'Spring Boot', 'Kubernetes', 'SQL', 'Kafka', 'Microservices', 'Docker'],
  },
  {
    titles: ['Frontend Developer', 'React Developer', 'Web Developer'],
    skills: ['TypeScript', 'React', 'JavaScript', 'CSS', 'Vue.js', 'Next.js'],
  },
  {
    titles: ['Data Engineer', 'Data Scientist', 'BI Analyst'],
    skills: ['Python', 'SQL', 'Spark', 'Airflow', 'Power BI', 'Machine Learning'],
  },
  {
    titles: ['DevOps Engineer', 'Cloud Architect', 'Site Reliability Engineer'],
    skills: ['AWS', 'Azure', 'Terraform', 'Kubernetes', 'Linux', 'CI/CD'],
  },
  {
    titles: ['SAP Consultant', 'SAP FI/CO Consultant', 'ERP Consultant'],
    skills: ['SAP', 'SAP S/4HANA', 'ABAP', 'FI/CO', 'Controlling'],
  },
  {
    titles: ['Project Manager', 'Scrum Master', 'Product Owner'],
    skills: ['Scrum', 'Jira', 'Agile', 'Stakeholder Management', 'PRINCE2'],
  },
  {
    titles: ['.NET Developer', 'C# Developer', 'Full Stack Developer'],
    skills: ['C#', '.NET', 'Azure', 'SQL Server', 'Angular'],
  },
]
const COMPANIES = [
  'Nordlicht GmbH',
  'Acme Systems',
  'Blue Harbor BV',
  'Solaris SA',
  'Kite Labs',
  'Meridian AG',
  'Vega Consulting',
]
const PHONE_CODE: Record<string, string> = {
  DE: '+49',
  NL: '+31',
  FR: '+33',
  ES: '+34',
  GB: '+44',
  AT: '+43',
  CH: '+41',
}
const LANG: Record<string, string> = { DE: 'de', AT: 'de', CH: 'de', NL: 'nl', FR: 'fr', ES: 'es', GB: 'en' }

/** mulberry32: small, fast, deterministic. */
function rng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: <T>(xs: readonly T[]) => xs[Math.floor(next() * xs.length)],
  }
}

const ascii = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase()

export function wordsOf(p: Pick<Person, 'title' | 'skills' | 'summary' | 'city'>): string {
  return ` ${[p.title, ...p.skills, p.summary, p.city].join(' ').toLowerCase()} `
}

export function tokensOf(words: string): Set<string> {
  return new Set(
    words
      .split(/[\s,;()]+/)
      .map((w) => w.replace(/[.:!?]+$/, ''))
      .filter(Boolean),
  )
}

/** `count` generated people; ids are `prefix` + number, so each protocol has its own id scheme. */
export function generatePeople(count: number, seed = 23): Person[] {
  const r = rng(seed)
  const people: Person[] = []
  for (let i = 1; i <= count; i++) {
    const track = r.pick(TRACKS)
    const city = r.pick(CITIES)
    const firstName = r.pick(FIRST)
    const lastName = r.pick(LAST)
    const skills = [...new Set(Array.from({ length: r.int(3, 6) }, () => r.pick(track.skills)))]
    const title = r.pick(track.titles)
    const years = r.int(1, 20)
    const summary = `${title} with ${years} years of experience in ${skills.slice(0, 2).join(' and ')}.`
    const start = 2026 - years
    const p: Person = {
      id: String(i),
      firstName,
      lastName,
      title,
      // Some providers' profiles carry no contact data: the import must cope.
      email: r.next() < 0.9 ? `${ascii(firstName)}.${ascii(lastName)}.${i}@mail.example` : null,
      phone:
        r.next() < 0.8
          ? `${PHONE_CODE[city.countryCode]} ${r.int(150, 179)} ${String(1_000_000 + i).padStart(7, '0')}`
          : null,
      city: city.name,
      countryCode: city.countryCode,
      lat: city.lat + (r.next() - 0.5) * 0.1,
      lon: city.lon + (r.next() - 0.5) * 0.1,
      skills,
      summary,
      updatedAt: new Date(Date.UTC(2026, 0, 1) - r.int(0, 700) * 86_400_000).toISOString(),
      experience: [
        {
          title,
          organization: r.pick(COMPANIES),
          startDate: `${start + Math.floor(years / 2)}-01-01`,
          endDate: null,
        },
        {
          title: r.pick(track.titles),
          organization: r.pick(COMPANIES),
          startDate: `${start}-01-01`,
          endDate: `${start + Math.floor(years / 2)}-01-01`,
        },
      ],
      languages: [
        { iso: LANG[city.countryCode] ?? 'en', level: 3 },
        ...(LANG[city.countryCode] !== 'en' ? [{ iso: 'en', level: r.int(1, 2) }] : []),
      ],
      words: '',
      tokens: new Set(),
    }
    p.words = wordsOf(p)
    p.tokens = tokensOf(p.words)
    people.push(p)
  }
  return people
}

export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }): number {
  const rad = Math.PI / 180
  const h =
    Math.sin(((b.lat - a.lat) * rad) / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(((b.lon - a.lon) * rad) / 2) ** 2
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(h)))
}

export function cityNamed(name: string) {
  const n = name.trim().toLowerCase()
  return CITIES.find((c) => c.name.toLowerCase() === n || ascii(c.name) === ascii(n))
}
