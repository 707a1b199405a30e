import type { DrillRow } from '../../../shared/contracts/analytics'

/** CSV of the drill-down rows (RFC 4180: CRLF, quoted where needed), as a spreadsheet opens it. */
export const CSV_HEADER = [
  'application_id',
  'project_id',
  'project',
  'talent',
  'status',
  'entered_at',
  'left_at',
  'hours',
]

const cell = (v: string | number | null): string => {
  if (v === null) return ''
  const s = String(v)
  // A leading =, +, - or @ would be read as a formula by a spreadsheet: quote it with a '.
  const safe = /^[=+\-@\t\r]/.test(s) && typeof v === 'string' ? `'${s}` : s
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

export const csvLine = (values: (string | number | null)[]) => `${values.map(cell).join(',')}\r\n`

export function csvRows(rows: readonly DrillRow[]): string {
  let out = ''
  for (const r of rows)
    out += csvLine([
      r.applicationId,
      r.projectId,
      r.projectTitle,
      r.talentName,
      r.status,
      r.enteredAt,
      r.leftAt,
      r.hours,
    ])
  return out
}
