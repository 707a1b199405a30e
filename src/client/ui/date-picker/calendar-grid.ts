/*
 * The §5 date picker's calendar, as plain data: weeks start on Monday; values travel in the
 * send format (YYYY-MM-DD, or YYYY-MM for a month); the years list runs from ten years ahead
 * down to ninety back.
 */

export type PickerMode = 'day' | 'month'

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const MONTH = /^(\d{4})-(\d{2})$/
const pad = (n: number) => String(n).padStart(2, '0')

/** A day as the picker sends it. */
export const dayValue = (year: number, month: number, day: number) => `${year}-${pad(month + 1)}-${pad(day)}`
export const monthValue = (year: number, month: number) => `${year}-${pad(month + 1)}`

/** The year and month (0-based) a value names, or null when it is not a date of the mode. */
export function parseValue(
  value: string,
  mode: PickerMode,
): { year: number; month: number; day: number } | null {
  const m = (mode === 'day' ? DAY : MONTH).exec(value.trim())
  if (!m) return null
  const [year, month, day] = [Number(m[1]), Number(m[2]) - 1, mode === 'day' ? Number(m[3]) : 1]
  const date = new Date(Date.UTC(year, month, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month || date.getUTCDate() !== day) return null
  return { year, month, day }
}

/** The days of a month's grid, Monday first: leading and trailing days of the neighbours are null. */
export function monthGrid(year: number, month: number): Array<Array<number | null>> {
  const first = new Date(Date.UTC(year, month, 1)).getUTCDay() // 0 = Sunday
  const lead = (first + 6) % 7
  const days = new Date(Date.UTC(year, month + 1, 0)).getUTCDate()
  const cells: Array<number | null> = [
    ...Array(lead).fill(null),
    ...Array.from({ length: days }, (_, i) => i + 1),
  ]
  while (cells.length % 7 !== 0) cells.push(null)
  const weeks: Array<Array<number | null>> = []
  for (let i = 0; i < cells.length; i += 7) weeks.push(cells.slice(i, i + 7))
  return weeks
}

/** The years to choose from: current +10 down to current −90 (§5). */
export function yearsList(currentYear: number): number[] {
  return Array.from({ length: 101 }, (_, i) => currentYear + 10 - i)
}

/** Whether a value (same format) lies within the optional bounds. */
export const withinBounds = (value: string, min?: string, max?: string) =>
  (!min || value >= min) && (!max || value <= max)

/** The day `delta` days from the given one (arrow keys), as a value. */
export function shiftDay(value: string, delta: number): string {
  const [y, m, d] = value.split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1, d + delta))
  return dayValue(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate())
}

/** The month `delta` months from the given one, as a value. */
export function shiftMonth(value: string, delta: number): string {
  const [y, m] = value.split('-').map(Number)
  const date = new Date(Date.UTC(y, m - 1 + delta, 1))
  return monthValue(date.getUTCFullYear(), date.getUTCMonth())
}
