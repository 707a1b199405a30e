/**
 * Proposed interview slots (issue 24): working hours on weekdays in the organizer's time zone,
 * on a half-hour grid, none overlapping anyone's busy time (tentative and unanswered events
 * count as busy). Pure, so the budget of the free/busy call is the providers' answers alone.
 */
export interface Interval {
  startsAt: string
  endsAt: string
}

export interface SlotOptions {
  from: Date
  days: number
  durationMinutes: number
  timeZone: string
  busy: readonly Interval[]
  workdayStartHour?: number
  workdayEndHour?: number
  stepMinutes?: number
  limit?: number
}

export function isTimeZone(timeZone: string): boolean {
  try {
    formatter('date', timeZone)
    return true
  } catch {
    return false
  }
}

/** Building an Intl formatter costs far more than using one: one per zone and purpose. */
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(kind: 'wall' | 'date', timeZone: string): Intl.DateTimeFormat {
  const key = `${kind} ${timeZone}`
  let f = formatters.get(key)
  if (!f) {
    f =
      kind === 'wall'
        ? new Intl.DateTimeFormat('en-US', {
            timeZone,
            hourCycle: 'h23',
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
          })
        : new Intl.DateTimeFormat('en-US', {
            timeZone,
            year: 'numeric',
            month: 'numeric',
            day: 'numeric',
            weekday: 'short',
          })
    formatters.set(key, f)
  }
  return f
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetMinutes(instant: number, timeZone: string): number {
  const parts = formatter('wall', timeZone).formatToParts(new Date(instant))
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'))
  return Math.round((asUtc - Math.floor(instant / 1000) * 1000) / 60_000)
}

/** The instant of a wall-clock time in a zone. */
function zoned(year: number, month: number, day: number, hour: number, timeZone: string): number {
  const guess = Date.UTC(year, month, day, hour)
  const first = guess - offsetMinutes(guess, timeZone) * 60_000
  return guess - offsetMinutes(first, timeZone) * 60_000
}

function localDate(instant: number, timeZone: string) {
  const parts = formatter('date', timeZone).formatToParts(new Date(instant))
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? ''
  return {
    year: Number(get('year')),
    month: Number(get('month')) - 1,
    day: Number(get('day')),
    weekday: get('weekday'),
  }
}

export function proposeSlots(o: SlotOptions): Interval[] {
  const step = (o.stepMinutes ?? 30) * 60_000
  const duration = o.durationMinutes * 60_000
  const startHour = o.workdayStartHour ?? 9
  const endHour = o.workdayEndHour ?? 17
  const limit = o.limit ?? 200
  const busy = o.busy
    .map((b) => [Date.parse(b.startsAt), Date.parse(b.endsAt)] as const)
    .filter(([s, e]) => Number.isFinite(s) && Number.isFinite(e) && e > s)
    .sort((a, b) => a[0] - b[0])
  const earliest = Math.ceil(o.from.getTime() / step) * step
  const horizon = o.from.getTime() + o.days * 86_400_000
  const out: Interval[] = []
  let b = 0
  for (let d = 0; d <= o.days && out.length < limit; d++) {
    const day = localDate(o.from.getTime() + d * 86_400_000, o.timeZone)
    if (day.weekday === 'Sat' || day.weekday === 'Sun') continue
    const dayStart = zoned(day.year, day.month, day.day, startHour, o.timeZone)
    const dayEnd = zoned(day.year, day.month, day.day, endHour, o.timeZone)
    for (let s = Math.max(dayStart, earliest); s + duration <= dayEnd && s + duration <= horizon; s += step) {
      if (out.length >= limit) break
      const e = s + duration
      while (b < busy.length && busy[b][1] <= s) b++
      let free = true
      for (let i = b; i < busy.length && busy[i][0] < e; i++)
        if (busy[i][1] > s) {
          free = false
          break
        }
      if (free) out.push({ startsAt: new Date(s).toISOString(), endsAt: new Date(e).toISOString() })
    }
  }
  // Days can repeat around DST changes; slots are unique and in order.
  return out.filter((slot, i) => i === 0 || slot.startsAt > out[i - 1].startsAt)
}
