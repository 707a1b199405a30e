import type { z } from 'zod'

/** The first message key per top-level field: one problem at a time reads calmer. */
export function firstErrorPerField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    if (!(field in errors)) errors[field] = issue.message
  }
  return errors
}

/** Same for the server's validation body (`fields: {path: [keys]}`). */
export function firstServerErrorPerField(fields: Record<string, string[]>): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const [path, keys] of Object.entries(fields)) {
    const field = path.split('.')[0]
    if (keys[0] && !(field in errors)) errors[field] = keys[0]
  }
  return errors
}
