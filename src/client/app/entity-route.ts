import { ApiError, toApiError } from './api-error'

/*
 * An entity's screen (a talent, a project, an application) for an id that does not name one
 * the user may see shows "not found" (issue 21 §5): a malformed or oversized id in the
 * address, and the server's 400 (malformed), 403 (another client's) and 404 (unknown).
 */

/** PostgreSQL's integer range (contracts/ids.ts MAX_DB_INT; not imported: that module brings zod). */
const MAX_DB_INT = 2_147_483_647

/** Thrown from a loader or a screen, it shows the 404 page (error-status.ts reads its status). */
const notFound = () => new ApiError({ status: 404 })

/** The id of the address, or the 404 page when it cannot be one (not digits, 0, beyond int range). */
export function entityIdOf(value: string | undefined): number {
  const id = /^\d{1,10}$/.test(value ?? '') ? Number(value) : Number.NaN
  if (!Number.isInteger(id) || id <= 0 || id > MAX_DB_INT) throw notFound()
  return id
}

/** The 404 page for an answer that means "no such entity here"; anything else as it is. */
export function notFoundIfMissing(error: unknown): unknown {
  const { status } = toApiError(error)
  return status === 400 || status === 403 || status === 404 ? notFound() : error
}
