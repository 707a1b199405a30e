import type { BusyInterval, CalendarEventInput } from './port'
import { instantOf, occurrences, parseRule, wallOf } from './recurrence'

/** iCalendar (RFC 5545) for one interview: the CalDAV resource and the invitation's attachment. */

const stamp = (iso: string) =>
  new Date(iso)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '')

/** Escapes TEXT values (RFC 5545 §3.3.11). */
const escapeText = (value: string) =>
  value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n')

/** Folds content lines at 75 octets (RFC 5545 §3.1). */
function fold(line: string): string {
  const bytes = Buffer.from(line, 'utf8')
  if (bytes.length <= 75) return line
  const parts: string[] = []
  let rest = line
  while (Buffer.byteLength(rest, 'utf8') > 75) {
    let cut = 75
    while (Buffer.byteLength(rest.slice(0, cut), 'utf8') > 75) cut--
    parts.push(rest.slice(0, cut))
    rest = rest.slice(cut)
  }
  parts.push(rest)
  return parts.join('\r\n ')
}

export interface IcsOptions {
  method?: 'REQUEST' | 'CANCEL' | null
  sequence: number
  organizer?: { email: string; name: string } | null
  cancelled?: boolean
  now: Date
}

export function eventIcs(event: CalendarEventInput, o: IcsOptions): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Recruiter workspace//Interviews//EN']
  if (o.method) lines.push(`METHOD:${o.method}`)
  lines.push(
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${stamp(o.now.toISOString())}`,
    `DTSTART:${stamp(event.startsAt)}`,
    `DTEND:${stamp(event.endsAt)}`,
    `SEQUENCE:${o.sequence}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `STATUS:${o.cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
  )
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`)
  if (o.organizer) lines.push(`ORGANIZER;CN=${escapeText(o.organizer.name)}:mailto:${o.organizer.email}`)
  for (const a of event.attendees)
    lines.push(`ATTENDEE;CN=${escapeText(a.name)};ROLE=REQ-PARTICIPANT;RSVP=TRUE:mailto:${a.email}`)
  lines.push('END:VEVENT', 'END:VCALENDAR')
  return `${lines.map(fold).join('\r\n')}\r\n`
}

interface Prop {
  params: Map<string, string>
  value: string
}

/** The properties of a VEVENT body by name, every occurrence kept (EXDATE may repeat). */
function propsOf(body: string): Map<string, Prop[]> {
  const props = new Map<string, Prop[]>()
  for (const line of body.split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon < 0) continue
    const [rawName, ...rawParams] = line.slice(0, colon).split(';')
    const params = new Map(
      rawParams.map((p) => {
        const eq = p.indexOf('=')
        return [p.slice(0, eq).toUpperCase(), p.slice(eq + 1).replace(/^"|"$/g, '')] as const
      }),
    )
    const name = rawName.toUpperCase()
    props.set(name, [...(props.get(name) ?? []), { params, value: line.slice(colon + 1).trim() }])
  }
  return props
}

/** A DATE or DATE-TIME property as an instant: UTC `Z`, its TZID, or floating (read as UTC). */
function instantOfProp(p: Prop | undefined): { instant: number; wall: number; zone: string | null } | null {
  if (!p) return null
  const wall = wallOf(p.value)
  if (wall === null) return null
  const zone = p.value.endsWith('Z') ? null : (p.params.get('TZID') ?? null)
  return { instant: instantOf(wall, zone), wall, zone }
}

/** DURATION (RFC 5545 §3.3.6), e.g. PT1H30M or P1D, in ms. */
function durationMs(value: string | undefined): number | null {
  const m = /^([+-])?P(?:(\d+)W)?(?:(\d+)D)?(?:T(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?)?$/.exec(
    value?.trim() ?? '',
  )
  if (!m) return null
  const [, sign, w = '0', d = '0', h = '0', mi = '0', sec = '0'] = m
  const ms = ((+w * 7 + +d) * 86_400 + +h * 3600 + +mi * 60 + +sec) * 1000
  return sign === '-' ? -ms : ms
}

/**
 * The busy time of the VEVENTs in iCalendar text: cancelled and transparent events are free,
 * tentative ones busy (flagged). Given a window, a recurring event (RRULE) counts with each of
 * its occurrences in the window, less its EXDATEs and the instances another VEVENT of the same
 * UID overrides (RECURRENCE-ID: that one counts as itself); without a window, only DTSTART.
 */
export function busyOfIcs(text: string, window?: { from: string; to: string }): BusyInterval[] {
  const unfolded = text.replace(/\r?\n[ \t]/g, '')
  const events = unfolded
    .split('BEGIN:VEVENT')
    .slice(1)
    .map((block) => propsOf(block.split('END:VEVENT')[0]))
  const first = (props: Map<string, Prop[]>, name: string) => props.get(name)?.[0]
  // Instances replaced by an override, per UID.
  const overridden = new Map<string, Set<number>>()
  for (const props of events) {
    const rid = instantOfProp(first(props, 'RECURRENCE-ID'))
    const uid = first(props, 'UID')?.value ?? ''
    if (rid) overridden.set(uid, (overridden.get(uid) ?? new Set()).add(rid.instant))
  }
  const out: BusyInterval[] = []
  for (const props of events) {
    const status = (first(props, 'STATUS')?.value ?? '').toUpperCase()
    if (status === 'CANCELLED' || (first(props, 'TRANSP')?.value ?? '').toUpperCase() === 'TRANSPARENT')
      continue
    const dtstart = first(props, 'DTSTART')
    const start = instantOfProp(dtstart)
    if (!start) continue
    const allDay = /^\d{8}$/.test(dtstart?.value ?? '')
    const end = instantOfProp(first(props, 'DTEND'))
    const length = end
      ? end.instant - start.instant
      : (durationMs(first(props, 'DURATION')?.value) ?? (allDay ? 86_400_000 : 0))
    const tentative = status === 'TENTATIVE'
    const rule = first(props, 'RRULE') ? parseRule(first(props, 'RRULE')?.value ?? '') : null
    if (!rule || !window || first(props, 'RECURRENCE-ID')) {
      out.push({
        startsAt: new Date(start.instant).toISOString(),
        endsAt: new Date(start.instant + length).toISOString(),
        tentative,
      })
      continue
    }
    const excluded = new Set(overridden.get(first(props, 'UID')?.value ?? '') ?? [])
    for (const ex of props.get('EXDATE') ?? [])
      for (const value of ex.value.split(',')) {
        const at = instantOfProp({ params: ex.params, value })
        if (at) excluded.add(at.instant)
      }
    for (const instant of occurrences({
      rule,
      start: start.wall,
      timeZone: start.zone,
      durationMs: length,
      from: Date.parse(window.from),
      to: Date.parse(window.to),
      excluded,
    }))
      out.push({
        startsAt: new Date(instant).toISOString(),
        endsAt: new Date(instant + length).toISOString(),
        tentative,
      })
  }
  return out
}
