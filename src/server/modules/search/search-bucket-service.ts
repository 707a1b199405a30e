import { and, desc, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { createSearchBucketSchema, SearchBucket } from '../../../shared/contracts/search-bucket'
import type { Db } from '../../db/client'
import { searchBuckets } from '../../db/schema/all'
import type { AuthUser } from '../../deps'
import { conflict, notFound } from '../../kernel/api-error'
import { searchErrors } from './errors'

type Row = typeof searchBuckets.$inferSelect

/** A recruiter keeps at most this many buckets (a runaway script cannot fill the table). */
const MAX_BUCKETS = 500
const NOT_FOUND = searchErrors.bucketNotFound

function toBucket(r: Row): SearchBucket {
  const query = r.query as { search?: unknown } | null
  return {
    id: r.id,
    name: r.name,
    target: r.target,
    mode: r.mode,
    ids: r.ids ?? [],
    query: typeof query?.search === 'string' ? query.search : '',
    createdAt: r.createdAt.toISOString(),
  }
}

/** Buckets are the caller's own: another recruiter's (or client's) bucket is not found. */
const mine = (user: AuthUser, id?: number) =>
  and(
    eq(searchBuckets.clientId, user.clientId),
    eq(searchBuckets.mspId, user.id),
    ...(id === undefined ? [] : [eq(searchBuckets.id, id)]),
  )

export async function listSearchBuckets(db: Db, user: AuthUser, target?: SearchBucket['target']) {
  const rows = await db
    .select()
    .from(searchBuckets)
    .where(and(mine(user), ...(target ? [eq(searchBuckets.target, target)] : [])))
    .orderBy(desc(searchBuckets.createdAt), desc(searchBuckets.id))
  return { results: rows.map(toBucket), totalResults: rows.length }
}

export async function getSearchBucket(db: Db, user: AuthUser, id: number): Promise<SearchBucket> {
  const [row] = await db.select().from(searchBuckets).where(mine(user, id))
  if (!row) throw notFound(NOT_FOUND)
  return toBucket(row)
}

/** The ids of a selection bucket (a query bucket has none: it is reopened as its query). */
export async function bucketIdsOf(db: Db, user: AuthUser, id: number): Promise<number[]> {
  const bucket = await getSearchBucket(db, user, id)
  return bucket.ids
}

export async function createSearchBucket(
  db: Db,
  user: AuthUser,
  input: z.infer<typeof createSearchBucketSchema>,
): Promise<SearchBucket> {
  const { totalResults } = await listSearchBuckets(db, user)
  if (totalResults >= MAX_BUCKETS) throw conflict(searchErrors.bucketLimit)
  const [row] = await db
    .insert(searchBuckets)
    .values({
      clientId: user.clientId,
      mspId: user.id,
      name: input.name,
      target: input.target,
      mode: input.mode,
      ids: input.mode === 'selection' ? [...new Set(input.ids ?? [])] : null,
      query: input.mode === 'bucket' ? { search: input.query ?? '' } : null,
    })
    .returning()
  return toBucket(row)
}

export async function deleteSearchBucket(db: Db, user: AuthUser, id: number): Promise<void> {
  const deleted = await db.delete(searchBuckets).where(mine(user, id)).returning({ id: searchBuckets.id })
  if (!deleted.length) throw notFound(NOT_FOUND)
}
