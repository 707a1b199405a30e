/**
 * Deterministic demo rows for the /ui showcase and the benchmark: the same seed always
 * gives the same 100,000 rows, so screenshots, e2e assertions and bench runs compare.
 */
export type ShowcaseStatus = 'available' | 'interviewing' | 'placed' | 'unavailable'

export interface ShowcaseRow {
  id: string
  name: string
  title: string
  city: string
  /** Hourly rate in whole euros. */
  rate: number
  status: ShowcaseStatus
}

const FIRST = [
  'Anna',
  'Ben',
  'Clara',
  'David',
  'Elif',
  'Finn',
  'Greta',
  'Hugo',
  'Ines',
  'Jonas',
  'Kira',
  'Lars',
  'Mila',
  'Noah',
  'Olga',
  'Paul',
  'Rosa',
  'Sami',
  'Tara',
  'Emil',
  'Lea',
  'Marco',
  'Nora',
  'Yusuf',
]
const LAST = [
  'Schmidt',
  'Müller',
  'de Vries',
  'Janssen',
  'Dubois',
  'Martin',
  'García',
  'López',
  'Weber',
  'Bakker',
  'Moreau',
  'Fischer',
  'Visser',
  'Bernard',
  'Romero',
  'Wagner',
  'Smit',
  'Laurent',
  'Navarro',
  'Becker',
]
const TITLES = [
  'Java Developer',
  'Data Engineer',
  'Project Manager',
  'UX Designer',
  'DevOps Engineer',
  'Business Analyst',
  'Scrum Master',
  'QA Engineer',
  'SAP Consultant',
  'Frontend Developer',
  'Cloud Architect',
  'Product Owner',
]
const CITIES = [
  'Berlin',
  'Hamburg',
  'München',
  'Köln',
  'Amsterdam',
  'Rotterdam',
  'Utrecht',
  'Paris',
  'Lyon',
  'Madrid',
  'Barcelona',
  'Wien',
  'Zürich',
  'Brussel',
]
export const SHOWCASE_STATUSES: readonly ShowcaseStatus[] = [
  'available',
  'interviewing',
  'placed',
  'unavailable',
]

/** mulberry32: tiny, fast and good enough for demo data. */
function random(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(next: () => number, list: readonly T[]): T => list[Math.floor(next() * list.length)]

export function generateShowcaseRows(count: number, seed = 2026): ShowcaseRow[] {
  const next = random(seed)
  const rows: ShowcaseRow[] = new Array(count)
  for (let i = 0; i < count; i++) {
    rows[i] = {
      id: `r${i + 1}`,
      name: `${pick(next, FIRST)} ${pick(next, LAST)}`,
      title: pick(next, TITLES),
      city: pick(next, CITIES),
      rate: 40 + Math.floor(next() * 121),
      status: pick(next, SHOWCASE_STATUSES),
    }
  }
  return rows
}

/** Ids are `r<n>`, so a row is found without an index of 100,000 entries. */
export function showcaseRowById(rows: readonly ShowcaseRow[], id: string | null): ShowcaseRow | null {
  if (!id) return null
  const row = rows[Number(id.slice(1)) - 1]
  return row?.id === id ? row : null
}
