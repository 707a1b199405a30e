/**
 * Occurrences of a recurring VEVENT (RFC 5545 §3.3.10 RRULE, §3.8.5 EXDATE) inside a window, so
 * a weekly meeting counts as busy in free/busy. Supported: FREQ DAILY / WEEKLY / MONTHLY /
 * YEARLY with INTERVAL, COUNT, UNTIL, BYDAY (weekly days; monthly with an ordinal such as 1MO
 * or -1FR) and BYMONTHDAY. Other BY* parts are not narrowed: the rule then yields more
 * occurrences than it has, which errs on the side of busy. Times are expanded on the event's
 * wall clock (its TZID), so a 09:00 meeting stays at 09:00 across a daylight-saving change.
 */

const DAY = 86_400_000
const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const
/** Generated periods at most (a daily rule from 1990 to a window in 2030 is ~15,000). */
const MAX_PERIODS = 50_000

export interface Rule {
  freq: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY'
  interval: number
  count: number | null
  /** Wall-clock ms (Date.UTC of the local fields) or, for a UTC UNTIL, an instant (see untilIsUtc). */
  until: number | null
  untilIsUtc: boolean
  byDay: Array<{ ord: number; day: number }>
  byMonthDay: number[]
}

export function parseRule(value: string): Rule | null {
  const parts = new Map(
    value.split(';').map((p) => {
      const [k, v = ''] = p.split('=')
      return [k.trim().toUpperCase(), v.trim().toUpperCase()] as const
    }),
  )
  const freq = parts.get('FREQ')
  if (freq !== 'DAILY' && freq !== 'WEEKLY' && freq !== 'MONTHLY' && freq !== 'YEARLY') return null
  const untilRaw = parts.get('UNTIL')
  const until = untilRaw ? wallOf(untilRaw) : null
  const byDay = (parts.get('BYDAY') ?? '')
    .split(',')
    .filter(Boolean)
    .map((d) => {
      const m = /^([+-]?\d{1,2})?(SU|MO|TU|WE|TH|FR|SA)$/.exec(d)
      return m
        ? { ord: m[1] ? Number(m[1]) : 0, day: WEEKDAYS.indexOf(m[2] as (typeof WEEKDAYS)[number]) }
        : null
    })
    .filter((d): d is { ord: number; day: number } => d !== null)
  const byMonthDay = (parts.get('BYMONTHDAY') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n !== 0 && Math.abs(n) <= 31)
  const count = parts.has('COUNT') ? Math.max(0, Number(parts.get('COUNT')) || 0) : null
  return {
    freq,
    interval: Math.max(1, Number(parts.get('INTERVAL')) || 1),
    count,
    until,
    untilIsUtc: !!untilRaw && untilRaw.endsWith('Z'),
    byDay,
    byMonthDay,
  }
}

/** An iCalendar DATE or DATE-TIME as wall-clock ms (the local fields read as if UTC). */
export function wallOf(value: string): number | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value.trim())
  if (!m) return null
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m
  return Date.UTC(+y, +mo - 1, +d, +h, +mi, +s)
}

const offsetFormatters = new Map<string, Intl.DateTimeFormat | null>()
function offsetFormatter(timeZone: string): Intl.DateTimeFormat | null {
  if (!offsetFormatters.has(timeZone)) {
    let f: Intl.DateTimeFormat | null = null
    try {
      f = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })
    } catch {
      // An unknown TZID (a custom VTIMEZONE name): its times are read as UTC.
    }
    offsetFormatters.set(timeZone, f)
  }
  return offsetFormatters.get(timeZone) ?? null
}

function offsetMs(instant: number, timeZone: string): number {
  const f = offsetFormatter(timeZone)
  if (!f) return 0
  const parts = f.formatToParts(new Date(instant))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return (
    Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - instant
  )
}

/** The instant of a wall-clock time in a zone (null zone: the wall clock is UTC). */
export function instantOf(wall: number, timeZone: string | null): number {
  if (!timeZone) return wall
  const first = wall - offsetMs(wall, timeZone)
  return wall - offsetMs(first, timeZone)
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate()

/** The wall-clock starts a period (day, week, month or year number `k` of the rule) holds, sorted. */
function periodStarts(rule: Rule, start: number, k: number): number[] {
  const s = new Date(start)
  const time = start - Date.UTC(s.getUTCFullYear(), s.getUTCMonth(), s.getUTCDate())
  if (rule.freq === 'DAILY') return [start + k * rule.interval * DAY]
  if (rule.freq === 'WEEKLY') {
    // Weeks start on Monday (WKST default).
    const weekday = (s.getUTCDay() + 6) % 7
    const monday = start - time - weekday * DAY + k * rule.interval * 7 * DAY
    const days = rule.byDay.length > 0 ? rule.byDay.map((d) => (d.day + 6) % 7) : [weekday]
    return [...new Set(days)].sort((a, b) => a - b).map((d) => monday + d * DAY + time)
  }
  const monthIndex = s.getUTCMonth() + (rule.freq === 'MONTHLY' ? k * rule.interval : k * rule.interval * 12)
  const year = s.getUTCFullYear() + Math.floor(monthIndex / 12)
  const month = ((monthIndex % 12) + 12) % 12
  const last = daysInMonth(year, month)
  const at = (day: number) => Date.UTC(year, month, day) + time
  let days: number[]
  if (rule.freq === 'YEARLY' && rule.byDay.length === 0 && rule.byMonthDay.length === 0)
    days = s.getUTCDate() <= last ? [s.getUTCDate()] : []
  else if (rule.byMonthDay.length > 0)
    days = rule.byMonthDay.map((d) => (d > 0 ? d : last + d + 1)).filter((d) => d >= 1 && d <= last)
  else if (rule.byDay.length > 0) {
    days = []
    for (const { ord, day } of rule.byDay) {
      const matching: number[] = []
      for (let d = 1; d <= last; d++)
        if (new Date(Date.UTC(year, month, d)).getUTCDay() === day) matching.push(d)
      if (ord === 0) days.push(...matching)
      else {
        const pick = ord > 0 ? matching[ord - 1] : matching[matching.length + ord]
        if (pick) days.push(pick)
      }
    }
  } else days = s.getUTCDate() <= last ? [s.getUTCDate()] : []
  return [...new Set(days)].sort((a, b) => a - b).map(at)
}

/**
 * The UTC start instants of the occurrences that overlap [from, to) (ms), the first occurrence
 * (DTSTART) included, excluded ones (EXDATE, overridden by a RECURRENCE-ID) left out.
 */
export function occurrences(o: {
  rule: Rule
  /** DTSTART as wall-clock ms in `timeZone` (or UTC). */
  start: number
  timeZone: string | null
  durationMs: number
  from: number
  to: number
  /** UTC instants of excluded occurrences. */
  excluded: ReadonlySet<number>
}): number[] {
  const { rule } = o
  const out: number[] = []
  let emitted = 0
  // Without COUNT, daily and weekly rules start near the window instead of at DTSTART (the
  // margin covers the zone's offset and the duration).
  const periodMs = rule.freq === 'DAILY' ? rule.interval * DAY : rule.interval * 7 * DAY
  const skip =
    rule.count === null && (rule.freq === 'DAILY' || rule.freq === 'WEEKLY')
      ? Math.max(0, Math.floor((o.from - o.start - o.durationMs - 2 * DAY) / periodMs) - 1)
      : 0
  for (let k = skip; k < skip + MAX_PERIODS; k++) {
    for (const wall of periodStarts(rule, o.start, k)) {
      if (wall < o.start) continue
      const instant = instantOf(wall, o.timeZone)
      if (rule.until !== null && (rule.untilIsUtc ? instant : wall) > rule.until) return out
      if (rule.count !== null && emitted >= rule.count) return out
      emitted++
      if (instant >= o.to) return out
      if (instant + o.durationMs > o.from && !o.excluded.has(instant)) out.push(instant)
    }
  }
  return out
}
