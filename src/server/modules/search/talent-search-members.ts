import { type SQL, sql } from 'drizzle-orm'
import type { TalentFilter } from '../../../shared/contracts/talent-search'
import type { Db } from '../../db/client'
import { containsPattern, rowsOf } from '../../db/sql-helpers'
import type { FilterContext } from './talent-search-filters'

/**
 * The §2 talent filters over a set of members (tags, exact skills): which talents they mean
 * and, by how many there are, how a search walks them.
 */

/** The tags a tag filter means, over `tags g` of the client. */
function tagValue(filter: TalentFilter): SQL {
  if (filter.operator === 'LIKE') return sql`g.value ILIKE ${containsPattern(filter.value)}`
  return /^\d+$/.test(filter.value)
    ? sql`(g.id = ${Number(filter.value) > 2_147_483_647 ? 0 : Number(filter.value)} OR lower(g.value) = lower(${filter.value}))`
    : sql`lower(g.value) = lower(${filter.value})`
}

/**
 * The talents a tag or exact skill filter means: `ids`, a subquery of their ids, and `probe`, a
 * subquery of `talents t` true when the talent is one of them (it looks the talent's own rows up,
 * LIMIT 1 so the planner cannot turn it into a hash). A tag probe looks the client's matching tags
 * up once (an array); the set stays a join of the tags (an array there left the planner guessing
 * its size: tag "ment" on 200,000 talents 5.7 -> 59 ms).
 */
interface Members {
  ids: SQL
  probe: SQL
}

function membersOf(filter: TalentFilter, clientId: number): Members | undefined {
  if (filter.field === 'tag')
    return {
      ids: sql`SELECT tt.talent_id FROM talent_tags tt JOIN tags g ON g.id = tt.tag_id WHERE g.client_id = ${clientId} AND ${tagValue(filter)}`,
      probe: sql`(SELECT true FROM talent_tags tt WHERE tt.talent_id = t.id
        AND tt.tag_id = ANY(ARRAY(SELECT g.id FROM tags g WHERE g.client_id = ${clientId} AND ${tagValue(filter)})) LIMIT 1)`,
    }
  if (filter.field === 'skill' && filter.operator !== 'LIKE') {
    const named = sql`s.client_id = ${clientId} AND lower(s.name) = lower(${filter.value})`
    return {
      ids: sql`SELECT s.talent_id FROM talent_skills s WHERE ${named}`,
      probe: sql`(SELECT true FROM talent_skills s WHERE ${named} AND s.talent_id = t.id LIMIT 1)`,
    }
  }
  return undefined
}

/**
 * How a positive tag or exact skill filter is searched, by how many members it has (tag
 * assignments or skill rows of the client, counted up to VERY_BROAD_MEMBERS by filterMembers).
 * The planner does not weigh these against each other (its estimates flip the plan from one
 * ANALYZE to the next), so the service counts first.
 * - Fewer than BROAD_MEMBERS: joined (a walk would check every talent to find a few: tag "ment"
 *   3.2 -> 8.6 ms).
 * - From BROAD_MEMBERS: `hashed`, the sort's index of listed talents is walked and each talent
 *   looked up in a hashed set of the members, built first; the walk stops at the first matches
 *   it needs (tag "a" on the demo data 10.6 -> 7.1 ms; skill Python on 200,000 talents, 12,160
 *   members: 57 -> 5 ms on PostgreSQL, where the join read all 155,000 listed talents).
 * - From VERY_BROAD_MEMBERS: `probed`, the walk looks each talent's own rows up in the index
 *   instead (a few µs a talent): building the set would cost more than the few talents the walk
 *   reads before it has its matches (tag "a" on 200,000 talents, 75,060 assignments: 28.4 ->
 *   4.4 ms; on the demo data, 7,506 assignments, the two are even).
 */
export const BROAD_MEMBERS = 2_000
export const VERY_BROAD_MEMBERS = 20_000
export type BroadFilter = 'hashed' | 'probed'

/** How many members a positive tag or exact skill filter has, counted up to VERY_BROAD_MEMBERS; 0 for any other filter. */
export async function filterMembers(db: Db, clientId: number, filter: TalentFilter): Promise<number> {
  const members = filter.operator === 'NEQ' ? undefined : membersOf(filter, clientId)
  if (!members) return 0
  const [row] = rowsOf<{ n: unknown }>(
    await db.execute(sql`SELECT count(*) AS n FROM (${members.ids} LIMIT ${VERY_BROAD_MEMBERS}) x`),
  )
  return Number(row?.n ?? 0)
}

/** The filters of a search that are broad (filterMembers) and how they are walked, for FilterContext.broad. */
export async function broadFilters(
  db: Db,
  clientId: number,
  filters: readonly TalentFilter[],
): Promise<Map<TalentFilter, BroadFilter>> {
  const broad = new Map<TalentFilter, BroadFilter>()
  for (const filter of filters) {
    const n = await filterMembers(db, clientId, filter)
    if (n >= BROAD_MEMBERS) broad.set(filter, n >= VERY_BROAD_MEMBERS ? 'probed' : 'hashed')
  }
  return broad
}

/** The filter's condition: a join (or its negation), or a condition of the walk when it is broad. */
export function membership(filter: TalentFilter, ctx: FilterContext): SQL {
  const members = membersOf(filter, ctx.clientId)
  if (!members) throw new Error(`${filter.field} ${filter.operator} is not a membership filter`)
  const broad = ctx.broad?.get(filter)
  // IS TRUE keeps the IN a filter of the walk (a hashed subplan), not a join (t.id is never NULL).
  if (broad === 'hashed') return sql`(t.id IN (${members.ids})) IS TRUE`
  if (broad === 'probed') return members.probe
  const match = sql`t.id IN (${members.ids})`
  return filter.operator === 'NEQ' ? sql`NOT (${match})` : match
}
