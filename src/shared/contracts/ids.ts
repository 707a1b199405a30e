import { z } from 'zod'
import { text } from './text'

/**
 * The one id and paging vocabulary of every route (issue 18's kernel). Row ids are
 * PostgreSQL integers: anything past their range names no row, so it is refused here
 * instead of reaching the database (where it would fail as an out-of-range cast).
 */
export const MAX_DB_INT = 2_147_483_647

/** A row id inside a JSON body. */
export const dbId = z.number().int().positive().max(MAX_DB_INT)

/** A row id in a path or query string: decimal digits only ("42", not "0x2a", "4.2e1" or " 42"). */
export const dbIdParam = text()
  .regex(/^[1-9][0-9]{0,9}$/, 'msp.v2.validation.id')
  .transform(Number)
  .pipe(z.number().max(MAX_DB_INT, 'msp.v2.validation.id'))

/** `:id` paths. */
export const idParams = z.object({ id: dbIdParam })

/** A non-empty list of row ids in a body, at most `max` of them. */
export const dbIdList = (max: number, emptyKey?: string) => z.array(dbId).min(1, emptyKey).max(max)

/** An offset / size pair in a query string, size bounded by the call's limit (§9). */
export const pagingQuery = (maxSize: number, defaultSize = maxSize) =>
  z.object({
    offset: z.coerce.number().int().min(0).max(MAX_DB_INT).default(0),
    size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  })
