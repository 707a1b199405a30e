import { type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type {
  TalentRow,
  TalentSearchResponse,
  talentSearchRequestSchema,
} from '../../../shared/contracts/talent-search'
import type { TalentState, TalentTier } from '../../../shared/domain/statuses'
import type { TalentSort } from '../../../shared/domain/talent-search'
import { type Db, onPostgresPool } from '../../db/client'
import { queryPrepared } from '../../db/prepared'
import { intArray, jsonValue, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { personalDataVisibleSql } from '../talents'
import { bucketIdsOf } from './search-bucket-service'
import {
  distanceSql,
  type PostalOrigin,
  postalRadiusOf,
  prefixTsQuery,
  searchTableCondition,
  talentFilterCondition,
} from './talent-search-filters'
import { broadFilters } from './talent-search-members'

type Request = z.infer<typeof talentSearchRequestSchema>
type Raw = Record<string, unknown>

type Sorted = Exclude<TalentSort, 'relevance'>

/**
 * Each sort: its order over `talents t` (spelled like its partial index, 0006), the keys a
 * walk of that index yields, and the same order over those keys (`s`) for cutting the page.
 */
const SORTS: Record<Sorted, { order: SQL; keys: SQL; again: SQL }> = {
  last_updated: {
    order: sql`t.updated_at DESC NULLS LAST, t.id DESC NULLS LAST`,
    keys: sql`t.updated_at AS k1, t.id`,
    again: sql`s.k1 DESC NULLS LAST, s.id DESC NULLS LAST`,
  },
  name: {
    order: sql`lower(t.last_name), lower(t.first_name), t.id`,
    keys: sql`lower(t.last_name) AS k1, lower(t.first_name) AS k2, t.id`,
    again: sql`s.k1, s.k2, s.id`,
  },
  rate: {
    order: sql`t.rate_min ASC NULLS LAST, t.id`,
    keys: sql`t.rate_min AS k1, t.id`,
    again: sql`s.k1 ASC NULLS LAST, s.id`,
  },
}

/**
 * The origin of a postal-radius search. The demo data (and the product) keep no postal-code
 * gazetteer; talents do carry their home postal code and their current coordinates, so the
 * origin is the mean position of this client's talents living at that postal code (those
 * whose current city is their home city). A postal code no talent lives at is a 400.
 */
async function postalOrigin(db: Db, clientId: number, postalCode: string, km: number) {
  const [row] = rowsOf<Raw>(
    await db.execute(sql`
      SELECT avg(latitude) AS lat, avg(longitude) AS lon FROM talents
      WHERE client_id = ${clientId}
        AND upper(replace(home_zip_code, ' ', '')) = ${postalCode.toUpperCase().replace(/\s+/g, '')}
        AND current_city = home_city AND latitude IS NOT NULL`),
  )
  if (row?.lat == null) return undefined
  return { lat: Number(row.lat), lon: Number(row.lon), km } satisfies PostalOrigin
}

const str = (v: unknown) => (v == null ? null : String(v))
const iso = (v: unknown) => (v == null ? null : new Date(v as string).toISOString())
const day = (v: unknown) => (v == null ? null : v instanceof Date ? v.toISOString().slice(0, 10) : String(v))

/** A page row; personal data only where the data-protection rule (`pd`, talents module) shows it. */
function toRow(r: Raw): TalentRow {
  const visible = r.pd === true
  return {
    id: Number(r.id),
    firstName: String(r.first_name),
    lastName: String(r.last_name),
    title: str(r.title),
    email: visible ? str(r.email) : null,
    phone: visible ? str(r.phone) : null,
    state: r.state as TalentState,
    tier: (r.tier as TalentTier | null) ?? null,
    city: str(r.current_city ?? r.home_city),
    country: str(r.current_country ?? r.home_country_code),
    postalCode: visible ? str(r.home_zip_code) : null,
    rateMin: str(r.rate_min),
    rateMax: str(r.rate_max),
    rateCurrency: str(r.rate_currency),
    rateUnit: str(r.rate_unit),
    available: Boolean(r.available),
    notAvailableUntil: day(r.not_available_until),
    consent: Boolean(r.consent),
    skills: (r.skills as string[] | null) ?? [],
    vmsId: str(r.vms_id),
    owner:
      r.owner_id == null
        ? null
        : { id: Number(r.owner_id), firstName: String(r.owner_first), lastName: String(r.owner_last) },
    distanceKm: r.distance_km == null ? null : Math.round(Number(r.distance_km) * 10) / 10,
    updatedAt: iso(r.updated_at) ?? '',
    canSeeDataProtection: visible,
  }
}

/**
 * §7 search/freelancer/query over the caller's client. Deactivated talents stay out unless a
 * status filter asks for them (so they can be found and reactivated); erased ones never show.
 * The total is exact up to COUNT_CAP matches; a relevance sort ranks the first COUNT_CAP + 1
 * matches by last update (all of them for any but the broadest text).
 */
export async function searchTalents(db: Db, user: AuthUser, req: Request): Promise<TalentSearchResponse> {
  const radiusFilter = req.filters.find((f) => f.field === 'postalcoderadius')
  let origin: PostalOrigin | undefined
  if (radiusFilter) {
    const { postalCode, km } = postalRadiusOf(radiusFilter)
    origin = await postalOrigin(db, user.clientId, postalCode, km)
  }
  // The state conditions stay literals: they are the predicate of the sort indexes (0006), which
  // the planner only uses when the query's own conditions imply it.
  const conditions: SQL[] = [sql`t.client_id = ${user.clientId}`, sql`t.state <> 'DELETED'`]
  const status = req.filters.filter((f) => f.field === 'status')
  if (!status.some((f) => f.operator === 'EQ' && f.value.toUpperCase() === 'DEACTIVATED'))
    conditions.push(sql`t.state <> 'DEACTIVATED'`)
  if (req.ids) conditions.push(sql`t.id = ANY(${intArray(req.ids)})`)
  if (req.bucketId) conditions.push(sql`t.id = ANY(${intArray(await bucketIdsOf(db, user, req.bucketId))})`)

  const words = prefixTsQuery(req.query)
  if (req.query && !words) return { results: [], totalResults: 0 }
  const tsq = words ? sql`to_tsquery('simple', ${words})` : undefined
  // The query is matched as the keyword filter is; the search table (0011) answers both.
  const filters = words
    ? [...req.filters, { field: 'keyword' as const, operator: 'EQ' as const, value: req.query ?? '' }]
    : req.filters
  const ranked = req.sort === 'relevance' && tsq !== undefined
  const sort = SORTS[req.sort === 'relevance' ? 'last_updated' : req.sort]
  // A search whose every filter talent_search answers, in the order of last update, reads only
  // that narrow table (a text search reads every match's row for its keys); any other reads the
  // talents, and matches the text in a subquery of talent_search.
  const narrow = filters.map(searchTableCondition)
  const onSearchTable =
    filters.length > 0 && sort === SORTS.last_updated && narrow.every((c) => c !== undefined)
  if (onSearchTable) conditions.push(...(narrow as SQL[]))
  else {
    const broad = await broadFilters(db, user.clientId, filters)
    const personalData = personalDataVisibleSql(user)
    for (const filter of filters)
      conditions.push(talentFilterCondition(filter, { clientId: user.clientId, origin, broad, personalData }))
  }
  const where = sql.join(conditions, sql` AND `)
  const limit = Math.max(COUNT_CAP + 1, req.offset + req.size)

  // The search statement. `m`: the first `limit` matches in sort order, read from the sort's
  // partial index of listed talents (0006) without touching the wide talent rows when the filters
  // allow; a broad search stops early. The walk selects only its sort keys and has no window over
  // it, so a search that must sort its matches keeps the best `limit` of them (a bounded sort, not
  // a sort of every match); the page is cut from them by the same keys (no numbering window: at
  // offset 2,000 it cost ~2 ms of ~5). A relevance sort ranks those candidates by how often the
  // words occur, name and title weighing most, then skills, then CV (ts_rank: ts_rank_cd's cover
  // density over prefixes cost ~3 ms more per search), reading each one's tsvector once (carried
  // through the sort, the CV-sized vectors of every match were copied): on the search table, found
  // again by the row version the walk read (ctid: no index descent; the same version, as one
  // statement sees one snapshot), else by id. It answers the count of `m` and the page's ids in order.
  const byCtid = ranked && onSearchTable
  const [answer] = rowsOf<{ n: unknown; ids: number[] | string | null }>(
    await db.execute(
      sql`
      WITH m AS MATERIALIZED (
        SELECT ${sort.keys}${byCtid ? sql`, t.ctid` : sql``} FROM ${onSearchTable ? sql`talent_search` : sql`talents`} t
        WHERE ${where} ORDER BY ${sort.order} LIMIT ${limit}
      ), p AS (
        SELECT s.*, ${ranked ? sql`ts_rank(t.search, ${tsq})` : sql`0`} AS rank
        FROM m s${ranked ? sql` JOIN talent_search t ON ${byCtid ? sql`t.ctid = s.ctid` : sql`t.id = s.id`}` : sql``}
        ORDER BY ${ranked ? sql`rank DESC, ` : sql``}${sort.again} LIMIT ${req.size} OFFSET ${req.offset}
      )
      SELECT (SELECT count(*) FROM m) AS n,
        (SELECT json_agg(s.id ORDER BY s.rank DESC, ${sort.again}) FROM p s) AS ids`,
    ),
  )
  const ids = jsonValue(answer?.ids ?? null) ?? []
  const results = ids.length ? (await pageRows(db, user, ids, origin)).map(toRow) : []
  const counted = Number(answer?.n ?? 0)
  const total =
    counted <= COUNT_CAP
      ? { totalResults: counted }
      : { totalResults: Math.max(COUNT_CAP, req.offset + results.length), totalCapped: true }
  return { results, ...total }
}

/**
 * The page's talents in the order of `ids`, with their columns, owner, skills and distance. A
 * prepared statement of fixed text (queryPrepared): planning it cost more than running it (PGlite
 * ~3.5 of ~6 ms for a page of 10), and its plan does not depend on the search. PostgreSQL sends
 * the rows as they are; PGlite sends them as one JSON value, as it converts row by row and column
 * by column in JS (~1 ms per 10 rows), while PostgreSQL's row-to-JSON costs ~35 us a row (a page
 * of 100: 5.6 ms as JSON, 3.3 ms as rows). Erased talents never show, also when erased since the
 * search statement ran. `pd`: the data-protection rule per row (talents module), a few index
 * probes per page row.
 */
async function pageRows(db: Db, user: AuthUser, ids: number[], origin: PostalOrigin | undefined) {
  const rows = sql`
      SELECT p.ord, ${origin ? distanceSql(origin) : sql`NULL::float8`} AS distance_km, ${personalDataVisibleSql(user)} AS pd,
        t.id, t.first_name, t.last_name, t.title,
        t.email, t.phone, t.state, t.tier, t.current_city, t.home_city, t.current_country, t.home_country_code,
        t.home_zip_code, t.rate_min::text AS rate_min, t.rate_max::text AS rate_max, t.rate_currency, t.rate_unit,
        t.not_available_until::text AS not_available_until, t.vms_id, t.owner_id, t.updated_at,
        o.first_name AS owner_first, o.last_name AS owner_last,
        (t.consent_to IS NOT NULL AND t.consent_to > now()) AS consent,
        NOT (t.not_available_from IS NOT NULL AND t.not_available_from <= CURRENT_DATE
          AND (t.not_available_until IS NULL OR t.not_available_until >= CURRENT_DATE)) AS available,
        ARRAY(SELECT s.name FROM talent_skills s WHERE s.talent_id = t.id AND s.kind = 'skill' ORDER BY s.name LIMIT 6) AS skills
      FROM unnest(${intArray(ids)}) WITH ORDINALITY AS p(id, ord)
      JOIN talents t ON t.id = p.id AND t.client_id = ${user.clientId} AND t.state <> 'DELETED'
      LEFT JOIN msps o ON o.id = t.owner_id`
  if (onPostgresPool(db)) return queryPrepared<Raw>(db, sql`${rows} ORDER BY p.ord`)
  const [row] = await queryPrepared<{ page: Raw[] | string | null }>(
    db,
    sql`SELECT json_agg(r ORDER BY r.ord) AS page FROM (${rows}) r`,
  )
  return jsonValue(row?.page ?? null) ?? []
}

/** Totals are exact up to this many matches; above it the answer says "more than" (totalCapped). */
export const COUNT_CAP = 500
