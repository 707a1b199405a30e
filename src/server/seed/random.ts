/**
 * A small seeded PRNG (mulberry32) so the demo data is identical for the same seed.
 * Each part of the generator takes its own stream (`Rng.derive`), so changing the number of
 * projects does not reshuffle the talents.
 */
export class Rng {
  private state: number

  constructor(seed: number) {
    this.state = seed >>> 0
  }

  /** A stream named `label` of the generator seeded with `seed`. */
  static derive(seed: number, label: string): Rng {
    let h = 2166136261 ^ seed
    for (let i = 0; i < label.length; i++) h = Math.imul(h ^ label.charCodeAt(i), 16777619)
    return new Rng(h >>> 0)
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min)
  }

  chance(p: number): boolean {
    return this.next() < p
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)]
  }

  /** `k` distinct items in random order (all of them when k >= length). */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice()
    const n = Math.min(k, copy.length)
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i))
      const tmp = copy[i]
      copy[i] = copy[j]
      copy[j] = tmp
    }
    return copy.slice(0, n)
  }

  /** Picks by weight: `weighted([['a', 5], ['b', 1]])`. */
  weighted<T>(table: readonly (readonly [T, number])[]): T {
    let total = 0
    for (const [, w] of table) total += w
    let r = this.next() * total
    for (const [item, w] of table) {
      r -= w
      if (r < 0) return item
    }
    return table[table.length - 1][0]
  }

  /** A version-4-shaped UUID drawn from the stream (deterministic, not random). */
  uuid(): string {
    const hex: string[] = []
    for (let i = 0; i < 4; i++)
      hex.push(
        Math.floor(this.next() * 4294967296)
          .toString(16)
          .padStart(8, '0'),
      )
    const s = hex.join('')
    const variant = ((Number.parseInt(s[16], 16) & 0x3) | 0x8).toString(16)
    return `${s.slice(0, 8)}-${s.slice(8, 12)}-4${s.slice(13, 16)}-${variant}${s.slice(17, 20)}-${s.slice(20, 32)}`
  }
}

/** Every date of the demo data is relative to this instant, never to the clock. */
export const REFERENCE_DATE = Date.UTC(2026, 10, 1)
export const DAY_MS = 86_400_000

/** ISO timestamp `days` before the reference date (fractional days give a time of day). */
export function daysAgo(days: number): string {
  return new Date(REFERENCE_DATE - Math.round(days * DAY_MS)).toISOString()
}

/** Calendar date (YYYY-MM-DD) `days` after the reference date (negative: before). */
export function dateFromRef(days: number): string {
  const whole = Math.round(days)
  let date = dateCache.get(whole)
  if (date === undefined) {
    date = new Date(REFERENCE_DATE + whole * DAY_MS).toISOString().slice(0, 10)
    dateCache.set(whole, date)
  }
  return date
}
const dateCache = new Map<number, string>()

export function addDays(iso: string, days: number): string {
  return new Date(Date.parse(iso) + Math.round(days * DAY_MS)).toISOString()
}

/** Days between an ISO instant and the reference date (positive when in the past). */
export function ageInDays(iso: string): number {
  return (REFERENCE_DATE - Date.parse(iso)) / DAY_MS
}
