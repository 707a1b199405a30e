import { describe, expect, it } from 'vitest'
import { busyOfIcs } from './ics'

/** RRULE expansion for free/busy (the Radicale test in tests/server/calendar.test.ts covers TZID and overrides). */
const HOUR = 3_600_000
const event = (lines: string[]) =>
  ['BEGIN:VCALENDAR', 'BEGIN:VEVENT', 'UID:x', ...lines, 'END:VEVENT', 'END:VCALENDAR'].join('\r\n')
const starts = (ics: string, from: string, to: string) =>
  busyOfIcs(ics, { from, to }).map((b) => b.startsAt.slice(0, 16))

describe('recurring events in free/busy', () => {
  it('expands a daily rule with COUNT, counted from DTSTART even before the window', () => {
    const ics = event(['DTSTART:20260101T090000Z', 'DTEND:20260101T100000Z', 'RRULE:FREQ=DAILY;COUNT=5'])
    expect(starts(ics, '2026-01-03T00:00:00Z', '2026-01-31T00:00:00Z')).toEqual([
      '2026-01-03T09:00',
      '2026-01-04T09:00',
      '2026-01-05T09:00',
    ])
  })

  it('expands every other week on two days, and a long-running rule near the window only', () => {
    const ics = event([
      'DTSTART:20200106T080000Z',
      'DURATION:PT30M',
      'RRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
    ])
    const busy = busyOfIcs(ics, { from: '2026-11-30T00:00:00Z', to: '2026-12-14T00:00:00Z' })
    // Week 360 after DTSTART is an even one: its Monday and Thursday; week 361 is skipped.
    expect(busy.map((b) => b.startsAt.slice(0, 10))).toEqual(['2026-11-30', '2026-12-03'])
    expect(Date.parse(busy[0].endsAt) - Date.parse(busy[0].startsAt)).toBe(HOUR / 2)
  })

  it('expands monthly rules by ordinal weekday and by month day, skipping months without the day', () => {
    const lastFriday = event([
      'DTSTART:20260130T140000Z',
      'DTEND:20260130T150000Z',
      'RRULE:FREQ=MONTHLY;BYDAY=-1FR',
    ])
    expect(starts(lastFriday, '2026-02-01T00:00:00Z', '2026-05-01T00:00:00Z')).toEqual([
      '2026-02-27T14:00',
      '2026-03-27T14:00',
      '2026-04-24T14:00',
    ])
    const the31st = event(['DTSTART:20260131T100000Z', 'DTEND:20260131T110000Z', 'RRULE:FREQ=MONTHLY'])
    expect(starts(the31st, '2026-02-01T00:00:00Z', '2026-06-01T00:00:00Z')).toEqual([
      '2026-03-31T10:00',
      '2026-05-31T10:00',
    ])
  })

  it('leaves out EXDATEs and stops at UNTIL; cancelled and transparent series are free', () => {
    const ics = event([
      'DTSTART:20260105T090000Z',
      'DTEND:20260105T100000Z',
      'RRULE:FREQ=DAILY;UNTIL=20260109T090000Z',
      'EXDATE:20260106T090000Z,20260108T090000Z',
    ])
    expect(starts(ics, '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z')).toEqual([
      '2026-01-05T09:00',
      '2026-01-07T09:00',
      '2026-01-09T09:00',
    ])
    const free = event(['DTSTART:20260105T090000Z', 'RRULE:FREQ=DAILY', 'TRANSP:TRANSPARENT'])
    expect(starts(free, '2026-01-01T00:00:00Z', '2026-02-01T00:00:00Z')).toEqual([])
  })
})
