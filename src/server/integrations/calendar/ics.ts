import type { BusyInterval, CalendarEventInput } from './port'

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

/** Parses an iCalendar date-time (UTC `Z`, floating or DATE) to ISO; floating times are read as UTC. */
function parseDate(value: string): string | null {
  const m = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value.trim())
  if (!m) return null
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m
  return new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi, +s)).toISOString()
}

/**
 * The busy time of the VEVENTs in iCalendar text: cancelled and transparent events are free,
 * tentative ones busy (flagged). Recurrences are not expanded (the CalDAV driver asks the
 * server to expand them).
 */
export function busyOfIcs(text: string): BusyInterval[] {
  const unfolded = text.replace(/\r?\n[ \t]/g, '')
  const out: BusyInterval[] = []
  for (const block of unfolded.split('BEGIN:VEVENT').slice(1)) {
    const body = block.split('END:VEVENT')[0]
    const props = new Map<string, string>()
    for (const line of body.split(/\r?\n/)) {
      const colon = line.indexOf(':')
      if (colon < 0) continue
      const name = line.slice(0, colon).split(';')[0].toUpperCase()
      if (!props.has(name)) props.set(name, line.slice(colon + 1))
    }
    const status = (props.get('STATUS') ?? '').toUpperCase()
    if (status === 'CANCELLED' || (props.get('TRANSP') ?? '').toUpperCase() === 'TRANSPARENT') continue
    const start = parseDate(props.get('DTSTART') ?? '')
    if (!start) continue
    let end = parseDate(props.get('DTEND') ?? '')
    if (!end) {
      const allDay = /^\d{8}$/.test((props.get('DTSTART') ?? '').trim())
      end = new Date(Date.parse(start) + (allDay ? 86_400_000 : 0)).toISOString()
    }
    out.push({ startsAt: start, endsAt: end, tentative: status === 'TENTATIVE' })
  }
  return out
}
