/**
 * Reads project fields out of a job description's plain text (POST project/extract): title,
 * skills, location, rates, dates, positions, employment and work mode. Pure and
 * conservative: a field is only returned when the text says it; the user reviews the form
 * before saving. Knows English, German, French, Dutch and Spanish wording.
 */

export interface ExtractContext {
  /** Skill names the client already uses; matched as whole words. */
  skills: readonly string[]
  /** Cities the client works in, with their country. */
  cities: readonly { name: string; countryCode: string }[]
  /** The client's currencies; a rate in another currency is still read, the form will flag it. */
  currencies: readonly string[]
}

export interface ExtractedJob {
  title?: string
  description?: string
  skills?: string[]
  employment?: 'FULLTIME' | 'PARTTIME'
  workMode?: 'hy' | 'on' | 'rm'
  site?: { city: string; countryCode: string }
  rateMin?: number
  rateMax?: number
  rateUnit?: 'HR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | 'PROJECT'
  currency?: string
  assignmentStart?: string
  assignmentEnd?: string
  hiringDeadline?: string
  positions?: number
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const TITLE_LABEL =
  /^(?:job\s*title|title|position|role|stellenbezeichnung|titel|poste|intitulé|functie|puesto|título)\s*[:\-–]\s*(.+)$/i

function findTitle(lines: string[]): string | undefined {
  for (const line of lines) {
    const labelled = TITLE_LABEL.exec(line)
    if (labelled) return labelled[1].trim().slice(0, 200)
  }
  const first = lines.find((l) => l.length >= 3 && l.length <= 120 && /\p{L}/u.test(l))
  return first?.replace(/[.:;]+$/, '').trim()
}

function findSkills(text: string, known: readonly string[]): string[] | undefined {
  const found: { name: string; at: number }[] = []
  for (const skill of known) {
    if (skill.length < 2) continue
    const re = new RegExp(`(?<![\\p{L}\\p{N}+#.])${escapeRegExp(skill)}(?![\\p{L}\\p{N}+#])`, 'iu')
    const m = re.exec(text)
    if (m) found.push({ name: skill, at: m.index })
  }
  if (found.length === 0) return undefined
  return found
    .sort((a, b) => a.at - b.at)
    .slice(0, 30)
    .map((f) => f.name)
}

function findCity(text: string, cities: ExtractContext['cities']): ExtractedJob['site'] {
  let best: { city: string; countryCode: string; at: number } | undefined
  for (const c of cities) {
    const m = new RegExp(`(?<!\\p{L})${escapeRegExp(c.name)}(?!\\p{L})`, 'u').exec(text)
    if (m && (!best || m.index < best.at)) best = { city: c.name, countryCode: c.countryCode, at: m.index }
  }
  return best ? { city: best.city, countryCode: best.countryCode } : undefined
}

const SYMBOLS: Record<string, string> = {
  '€': 'EUR',
  $: 'USD',
  '£': 'GBP',
  '¥': 'JPY',
  'Fr.': 'CHF',
  '₹': 'INR',
}
const CURRENCY = '(€|\\$|£|¥|₹|Fr\\.|EUR|USD|GBP|CHF|SEK|CNY|CAD|INR|HKD|SGD|MXN|CRC|BRL|AUD|JPY|MYR|NZD)'
const AMOUNT = '(\\d{1,3}(?:[.,\\s]\\d{3})*(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d{1,2})?)'
const DASH = '\\s*(?:-|–|—|to|bis|à|tot|a|hasta)\\s*'
const UNIT =
  '(?:\\s*(?:/|per|pro|par|an?|por|each)\\s*|\\s+)(hours?|hrs?|h|days?|d|weeks?|months?|years?|project|stunde|tag|woche|monat|jahr|heure|jour|semaine|mois|an|uur|dag|week|maand|jaar|hora|día|semana|mes|año)\\b'

const UNITS: [RegExp, ExtractedJob['rateUnit']][] = [
  [/^(hours?|hrs?|h|stunde|heure|uur|hora)$/i, 'HR'],
  [/^(days?|d|tag|jour|dag|día)$/i, 'DAY'],
  [/^(weeks?|woche|semaine|week|semana)$/i, 'WEEK'],
  [/^(months?|monat|mois|maand|mes)$/i, 'MONTH'],
  [/^(years?|jahr|an|jaar|año)$/i, 'YEAR'],
  [/^project$/i, 'PROJECT'],
]

function amount(raw: string): number {
  const s = raw.replace(/\s/g, '')
  // "1.200,50" / "1,200.50" / "95,5": the last separator followed by 1-2 digits is the decimal one.
  const decimal = /[.,](\d{1,2})$/.exec(s)
  const whole = decimal ? s.slice(0, -decimal[0].length) : s
  return Number(`${whole.replace(/[.,]/g, '')}${decimal ? `.${decimal[1]}` : ''}`)
}

function findRate(text: string): Pick<ExtractedJob, 'rateMin' | 'rateMax' | 'rateUnit' | 'currency'> {
  const patterns = [
    new RegExp(
      `${CURRENCY}\\s?${AMOUNT}${DASH}(?:${CURRENCY}\\s?)?${AMOUNT}(?:\\s?${CURRENCY})?(?:${UNIT})?`,
      'i',
    ),
    new RegExp(`${AMOUNT}${DASH}${AMOUNT}\\s?${CURRENCY}(?:${UNIT})?`, 'i'),
    new RegExp(`${CURRENCY}\\s?${AMOUNT}(?:${UNIT})?`, 'i'),
    new RegExp(`${AMOUNT}\\s?${CURRENCY}(?:${UNIT})?`, 'i'),
  ]
  for (const [index, re] of patterns.entries()) {
    const m = re.exec(text)
    if (!m) continue
    const groups = m.slice(1)
    const currencies = groups.filter((g) => g && new RegExp(`^${CURRENCY}$`, 'i').test(g))
    const amounts = groups.filter((g) => g && /^\d/.test(g)).map(amount)
    const unitWord = groups.filter(Boolean).find((g) => UNITS.some(([u]) => u.test(g)))
    const code = currencies[0] ? (SYMBOLS[currencies[0]] ?? currencies[0].toUpperCase()) : undefined
    const [min, max] = index <= 1 ? [amounts[0], amounts[1]] : [amounts[0], amounts[0]]
    if (!Number.isFinite(min)) continue
    return {
      currency: code,
      rateMin: Math.min(min, max),
      rateMax: Math.max(min, max),
      rateUnit: unitWord ? UNITS.find(([u]) => u.test(unitWord))?.[1] : undefined,
    }
  }
  return {}
}

const MONTHS: Record<string, number> = {
  jan: 1,
  january: 1,
  januar: 1,
  janvier: 1,
  januari: 1,
  enero: 1,
  feb: 2,
  february: 2,
  februar: 2,
  février: 2,
  februari: 2,
  febrero: 2,
  mar: 3,
  march: 3,
  märz: 3,
  mars: 3,
  maart: 3,
  marzo: 3,
  apr: 4,
  april: 4,
  avril: 4,
  abril: 4,
  may: 5,
  mai: 5,
  mei: 5,
  mayo: 5,
  jun: 6,
  june: 6,
  juni: 6,
  juin: 6,
  junio: 6,
  jul: 7,
  july: 7,
  juli: 7,
  juillet: 7,
  julio: 7,
  aug: 8,
  august: 8,
  août: 8,
  augustus: 8,
  agosto: 8,
  sep: 9,
  sept: 9,
  september: 9,
  septembre: 9,
  septiembre: 9,
  oct: 10,
  october: 10,
  oktober: 10,
  octobre: 10,
  octubre: 10,
  nov: 11,
  november: 11,
  novembre: 11,
  noviembre: 11,
  dec: 12,
  december: 12,
  dezember: 12,
  décembre: 12,
  diciembre: 12,
}

const pad = (n: number) => String(n).padStart(2, '0')
function isoDate(y: number, m: number, d: number): string | undefined {
  const date = new Date(Date.UTC(y, m - 1, d))
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return undefined
  return `${y}-${pad(m)}-${pad(d)}`
}

const MONTH_NAMES = Object.keys(MONTHS)
  .sort((a, b) => b.length - a.length)
  .join('|')
const DATE_PATTERNS: [RegExp, (m: RegExpExecArray) => string | undefined][] = [
  [/\b(\d{4})-(\d{2})-(\d{2})\b/g, (m) => isoDate(+m[1], +m[2], +m[3])],
  [/\b(\d{1,2})[./](\d{1,2})[./](\d{4})\b/g, (m) => isoDate(+m[3], +m[2], +m[1])],
  [
    new RegExp(`\\b(\\d{1,2})\\.?\\s+(${MONTH_NAMES})\\.?\\s+(\\d{4})\\b`, 'giu'),
    (m) => isoDate(+m[3], MONTHS[m[2].toLowerCase()], +m[1]),
  ],
  [
    new RegExp(`\\b(${MONTH_NAMES})\\.?\\s+(\\d{1,2}),?\\s+(\\d{4})\\b`, 'giu'),
    (m) => isoDate(+m[3], MONTHS[m[1].toLowerCase()], +m[2]),
  ],
]

const DEADLINE =
  /(deadline|apply by|applications? (?:close|until)|closing date|bewerbungsfrist|bewerbung bis|date limite|uiterlijk|fecha límite)/i
const END = /(end|until|till|ending|finish|ende|bis|fin|jusqu|einde|tot|hasta)\W*$/i
const START = /(start|from|begin|beginning|as of|ab|beginn|début|à partir|vanaf|desde|inicio)\W*$/i

function findDates(text: string): Pick<ExtractedJob, 'assignmentStart' | 'assignmentEnd' | 'hiringDeadline'> {
  const found: { date: string; at: number }[] = []
  for (const [re, read] of DATE_PATTERNS) {
    for (const m of text.matchAll(re)) {
      const date = read(m as RegExpExecArray)
      if (date && !found.some((f) => f.at === m.index)) found.push({ date, at: m.index ?? 0 })
    }
  }
  found.sort((a, b) => a.at - b.at)
  const result: Pick<ExtractedJob, 'assignmentStart' | 'assignmentEnd' | 'hiringDeadline'> = {}
  const unlabelled: string[] = []
  for (const { date, at } of found) {
    const before = text.slice(Math.max(0, at - 40), at)
    if (DEADLINE.test(before) && !result.hiringDeadline) result.hiringDeadline = date
    else if (END.test(before) && !result.assignmentEnd) result.assignmentEnd = date
    else if (START.test(before) && !result.assignmentStart) result.assignmentStart = date
    else unlabelled.push(date)
  }
  if (!result.assignmentStart && unlabelled.length > 0) result.assignmentStart = unlabelled.shift()
  if (!result.assignmentEnd && unlabelled.length > 0) result.assignmentEnd = unlabelled.shift()
  if (result.assignmentStart && result.assignmentEnd && result.assignmentStart > result.assignmentEnd)
    [result.assignmentStart, result.assignmentEnd] = [result.assignmentEnd, result.assignmentStart]
  return result
}

function findWorkMode(text: string): ExtractedJob['workMode'] {
  if (/\bhybri[dt]\w*/i.test(text)) return 'hy'
  if (
    /\b(fully remote|100\s?% remote|remote|home\s?office|télétravail|thuiswerk|teletrabajo|remoto)\b/i.test(
      text,
    )
  )
    return 'rm'
  if (/\b(on-?\s?site|vor ort|sur site|op locatie|presencial)\b/i.test(text)) return 'on'
  return undefined
}

function findEmployment(text: string): ExtractedJob['employment'] {
  if (/\b(part[-\s]?time|teilzeit|temps partiel|deeltijd|media jornada|tiempo parcial)\b/i.test(text))
    return 'PARTTIME'
  if (/\b(full[-\s]?time|vollzeit|temps plein|voltijd|jornada completa|tiempo completo)\b/i.test(text))
    return 'FULLTIME'
  return undefined
}

function findPositions(text: string): number | undefined {
  const m =
    /\b(\d{1,3})\s+(?:open\s+)?(?:positions|openings|vacancies|consultants|people|stellen|postes|posities|vacatures|puestos)\b/i.exec(
      text,
    )
  const n = m ? Number(m[1]) : Number.NaN
  return n >= 1 && n <= 1000 ? n : undefined
}

export function extractJobFields(raw: string, ctx: ExtractContext): ExtractedJob {
  const text = raw.replace(/\r\n?/g, '\n').replace(/[ \t\u00a0]+/g, ' ')
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
  const job: ExtractedJob = {
    title: findTitle(lines),
    description: lines.join('\n').slice(0, 20_000) || undefined,
    skills: findSkills(text, ctx.skills),
    employment: findEmployment(text),
    workMode: findWorkMode(text),
    site: findCity(text, ctx.cities),
    positions: findPositions(text),
    ...findRate(text),
    ...findDates(text),
  }
  return Object.fromEntries(Object.entries(job).filter(([, v]) => v !== undefined)) as ExtractedJob
}
