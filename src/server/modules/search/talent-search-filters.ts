import { type SQL, sql } from 'drizzle-orm'
import type { TalentFilter } from '../../../shared/contracts/talent-search'
import { parseRateRange } from '../../../shared/domain/search-filters'
import { POOL_MEMBERSHIP_STATUSES } from '../../../shared/domain/statuses'
import {
  parsePostalRadius,
  TALENT_STATUS_FILTER_VALUES,
  type TalentFilterKey,
} from '../../../shared/domain/talent-search'
import { containsPattern } from '../../db/sql-helpers'
import { ApiError } from '../../kernel/api-error'
import { searchErrors } from './errors'
import { type BroadFilter, membership } from './talent-search-members'

/**
 * One §2 talent filter as an SQL condition over `talents t`. Every condition is bound
 * parameters only; a value that cannot mean anything for its key is a 400 naming the key.
 */

export const INVALID_FILTER = searchErrors.invalidFilter
export const UNKNOWN_POSTAL_CODE = searchErrors.unknownPostalCode

/** The filter named in `fields`; `messages` holds only translation keys (§8). */
export const invalidFilter = (field: TalentFilterKey, key: string = INVALID_FILTER) =>
  new ApiError(400, key, [key], { [field]: [key] })

/** Words of free text as a prefix tsquery (`java:* & senior:*`); undefined when nothing is left. */
export function prefixTsQuery(text: string): string | undefined {
  const words = text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, 12)
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined
}

const digits = (text: string) => text.replace(/\D/g, '')
/** The expression of talents_phone_digits_trgm_idx (digits only, so "+49 160 …" matches "0160…"). */
const PHONE_DIGITS = sql`regexp_replace(t.phone, '[^0-9]', '', 'g')`

function positiveInt(filter: TalentFilter): number {
  const n = Number(filter.value)
  if (!Number.isInteger(n) || n <= 0 || n > 2_147_483_647) throw invalidFilter(filter.field)
  return n
}

function bool(filter: TalentFilter): boolean {
  if (filter.value !== 'true' && filter.value !== 'false') throw invalidFilter(filter.field)
  return filter.value === 'true'
}

/** EQ: case-insensitive equality; LIKE: contains; NEQ: neither equal (a missing value counts as different). */
function text(column: SQL, filter: TalentFilter): SQL {
  if (filter.operator === 'LIKE') return sql`${column} ILIKE ${containsPattern(filter.value)}`
  if (filter.operator === 'NEQ') return sql`coalesce(lower(${column}), '') <> lower(${filter.value})`
  return sql`lower(${column}) = lower(${filter.value})`
}

/** Name search is a contains match (§2) whatever the operator but NEQ. */
function name(filter: TalentFilter): SQL {
  const match = sql`t.full_name ILIKE ${containsPattern(filter.value.replace(/\s+/g, ' '))}`
  return filter.operator === 'NEQ' ? sql`NOT (${match})` : match
}

function skill(filter: TalentFilter, ctx: FilterContext): SQL {
  // LIKE: skills_text (every skill name, trigram-indexed). EQ: the exact name, read from
  // talent_skills_lower_name_idx alone; skills_text holds every name, so it cannot narrow
  // further (checking it cost a read of each talent's wide row).
  if (filter.operator === 'LIKE') return sql`t.skills_text ILIKE ${containsPattern(filter.value)}`
  return membership(filter, ctx)
}

/** A former job title, whatever its case, from the CV's work experience (EQ and NEQ; LIKE: searchTableMatch). */
function previousJob(filter: TalentFilter): SQL {
  const match = sql`t.id IN (SELECT c.talent_id FROM cv_items c WHERE c.kind = 'j_h' AND lower(c.title) = lower(${filter.value}))`
  return filter.operator === 'NEQ' ? sql`NOT (${match})` : match
}

/**
 * A filter on personal data (email, phone) matches only talents whose personal data the user
 * may see (§4, the talents module's rule): otherwise the filter would tell a hidden email or
 * phone number by which talents it finds. NEQ keeps the hidden ones (they are not known to match).
 */
function personalMatch(filter: TalentFilter, match: SQL, ctx: FilterContext): SQL {
  const shown = sql`(${match} AND ${ctx.personalData})`
  return filter.operator === 'NEQ' ? sql`NOT coalesce(${shown}, false)` : shown
}

function email(filter: TalentFilter, ctx: FilterContext): SQL {
  const match =
    filter.operator === 'LIKE'
      ? sql`t.email ILIKE ${containsPattern(filter.value)}`
      : sql`lower(t.email) = lower(${filter.value})`
  return personalMatch(filter, match, ctx)
}

function phone(filter: TalentFilter, ctx: FilterContext): SQL {
  const wanted = digits(filter.value)
  if (!wanted) throw invalidFilter('phone')
  // LIKE: contains the digits. EQ: equal digits, or the local number without the country code
  // (what people type).
  const match =
    filter.operator === 'LIKE'
      ? sql`${PHONE_DIGITS} LIKE ${`%${wanted}%`}`
      : sql`(${PHONE_DIGITS} = ${wanted} OR (length(${wanted}) >= 6 AND ${PHONE_DIGITS} LIKE ${`%${wanted}`}))`
  return personalMatch(filter, match, ctx)
}

function status(filter: TalentFilter): SQL {
  const value = filter.value.toUpperCase()
  if (!(TALENT_STATUS_FILTER_VALUES as readonly string[]).includes(value)) throw invalidFilter('status')
  return filter.operator === 'NEQ' ? sql`t.state <> ${value}` : sql`t.state = ${value}`
}

/** Available on a day: outside the not-available period (`true` = today, or a YYYY-MM-DD day). */
function available(filter: TalentFilter): SQL {
  const isDay = /^\d{4}-\d{2}-\d{2}$/.test(filter.value) && !Number.isNaN(Date.parse(filter.value))
  const day = isDay ? sql`${filter.value}::date` : sql`CURRENT_DATE`
  const wantAvailable = isDay ? true : bool(filter)
  const away = sql`(t.not_available_from IS NOT NULL AND t.not_available_from <= ${day} AND (t.not_available_until IS NULL OR t.not_available_until >= ${day}))`
  const match = wantAvailable ? sql`NOT ${away}` : away
  return filter.operator === 'NEQ' ? sql`NOT (${match})` : match
}

/**
 * Contains over current and home city and country: talents.location_text holds them lower-cased
 * (generated, trigram-indexed and in the default sort's index; 0009), and `lower(x) LIKE lower(p)`
 * is PostgreSQL's own ILIKE in a multibyte database, without lower-casing every row it tests.
 */
const locationContains = (value: string) => sql`t.location_text LIKE lower(${containsPattern(value)})`

function location(filter: TalentFilter): SQL {
  const cols = [sql`t.current_city`, sql`t.home_city`, sql`t.current_country`, sql`t.home_country_code`]
  const like = locationContains(filter.value)
  if (filter.operator === 'LIKE') return like
  const exact = sql`(${sql.join(
    cols.map((c) => sql`lower(${c}) = lower(${filter.value})`),
    sql` OR `,
  )})`
  const match = sql`(${like} AND ${exact})`
  return filter.operator === 'NEQ' ? sql`NOT coalesce(${match}, false)` : match
}

/** City or country: the current or the home one, narrowed by the location trigram index. */
function either(columns: SQL[], filter: TalentFilter): SQL {
  const exact = sql`(${sql.join(
    columns.map((c) => text(c, { ...filter, operator: filter.operator === 'NEQ' ? 'EQ' : filter.operator })),
    sql` OR `,
  )})`
  const match = sql`(${locationContains(filter.value)} AND ${exact})`
  return filter.operator === 'NEQ' ? sql`NOT coalesce(${match}, false)` : match
}

function rate(filter: TalentFilter): SQL {
  const range = parseRateRange(filter.value)
  if (!range) throw invalidFilter('rateRange')
  // Overlap of the talent's rate range with the wanted one; talents without a rate do not match.
  const match = sql`(t.rate_min IS NOT NULL AND t.rate_min <= ${range.to} AND coalesce(t.rate_max, t.rate_min) >= ${range.from})`
  return filter.operator === 'NEQ' ? sql`NOT ${match}` : match
}

function pools(filter: TalentFilter): SQL {
  const ids = filter.value.split(',').map((v) => Number(v.trim()))
  if (ids.length > 50 || ids.some((n) => !Number.isInteger(n) || n <= 0 || n > 2_147_483_647))
    throw invalidFilter(filter.field)
  const match = sql`t.id IN (SELECT pm.talent_id FROM pool_memberships pm WHERE pm.pool_id = ANY(${`{${ids.join(',')}}`}::int[]) AND pm.status NOT IN ('DELETED', 'REJECTED'))`
  return filter.operator === 'NEQ' ? sql`NOT (${match})` : match
}

/** `shortlisted` (a stage), `ACCEPTED` (a membership status) or `12:shortlisted` (in pool 12). */
function poolStage(filter: TalentFilter, clientId: number): SQL {
  const match = /^(?:(\d+):)?(.+)$/.exec(filter.value)
  if (!match) throw invalidFilter('pool_stage')
  const poolId = match[1] ? Number(match[1]) : undefined
  if (poolId !== undefined && poolId > 2_147_483_647) throw invalidFilter('pool_stage')
  const stage = match[2].trim()
  const status = stage.toUpperCase()
  const stageMatch =
    filter.operator === 'LIKE'
      ? sql`(pm.stage ILIKE ${containsPattern(stage)} OR pm.status ILIKE ${containsPattern(stage)})`
      : (POOL_MEMBERSHIP_STATUSES as readonly string[]).includes(status)
        ? sql`pm.status = ${status}`
        : sql`pm.stage = ${stage.toLowerCase()}`
  const inPool = poolId ? sql` AND pm.pool_id = ${poolId}` : sql``
  const found = sql`t.id IN (SELECT pm.talent_id FROM pool_memberships pm WHERE pm.client_id = ${clientId} AND ${stageMatch}${inPool})`
  return filter.operator === 'NEQ' ? sql`NOT (${found})` : found
}

/** A talent's assignee is a recruiter allocated to one of its applications (§2 "assignee"). */
function assignee(filter: TalentFilter, clientId: number): SQL {
  if (filter.field === 'is_unassigned') {
    // Spelled without a double negation, so the planner can stop a walk of the sort index after
    // enough matches, probing applications_talent_allocated_idx (0007) per talent; `NOT NOT
    // EXISTS` hashed every allocated application first.
    const some = sql`EXISTS (SELECT 1 FROM applications a WHERE a.talent_id = t.id AND a.allocated_msp_id IS NOT NULL)`
    const unassigned = bool(filter) !== (filter.operator === 'NEQ')
    return unassigned ? sql`NOT ${some}` : some
  }
  const match = sql`t.id IN (SELECT a.talent_id FROM applications a WHERE a.client_id = ${clientId} AND a.allocated_msp_id = ${positiveInt(filter)})`
  return filter.operator === 'NEQ' ? sql`NOT (${match})` : match
}

export interface PostalOrigin {
  lat: number
  lon: number
  km: number
}

/** Distance in km from the origin (haversine), for the select list and the radius condition. */
export function distanceSql(o: PostalOrigin): SQL {
  return sql`(12742 * asin(sqrt(power(sin(radians(t.latitude - ${o.lat}) / 2), 2) + cos(radians(${o.lat})) * cos(radians(t.latitude)) * power(sin(radians(t.longitude - ${o.lon}) / 2), 2))))`
}

function radius(filter: TalentFilter, origin: PostalOrigin | undefined): SQL {
  if (!origin) throw invalidFilter('postalcoderadius', UNKNOWN_POSTAL_CODE)
  // A bounding box first (plain comparisons), then the exact distance.
  const dLat = origin.km / 111
  const dLon = origin.km / (111 * Math.max(0.05, Math.cos((origin.lat * Math.PI) / 180)))
  const match = sql`(t.latitude BETWEEN ${origin.lat - dLat} AND ${origin.lat + dLat} AND t.longitude BETWEEN ${origin.lon - dLon} AND ${origin.lon + dLon} AND ${distanceSql(origin)} <= ${origin.km})`
  return filter.operator === 'NEQ' ? sql`NOT coalesce(${match}, false)` : match
}

/**
 * The filters a talent_search row (0011) answers: the full text (keyword) and a work-experience
 * title or employer containing the text (previous_job LIKE, over the items' lower-cased text, one
 * a line: `lower(x) LIKE lower(p)` is PostgreSQL's own ILIKE in a multibyte database). A positive
 * match over the row `x`; undefined for every other filter.
 */
function searchTableMatch(filter: TalentFilter, x: SQL): SQL | undefined {
  if (filter.field === 'keyword' || filter.field === 'any') {
    const words = prefixTsQuery(filter.value)
    if (!words) throw invalidFilter(filter.field)
    return sql`${x}.search @@ to_tsquery('simple', ${words})`
  }
  if (filter.field === 'previous_job' && filter.operator === 'LIKE')
    return sql`${x}.jobs_text LIKE lower(${containsPattern(filter.value)})`
  return undefined
}

/** The filter as a condition over `talent_search t`, when that row answers it (else undefined). */
export function searchTableCondition(filter: TalentFilter): SQL | undefined {
  const match = searchTableMatch(filter, sql`t`)
  if (!match) return undefined
  return filter.operator === 'NEQ' ? sql`NOT coalesce(${match}, false)` : match
}

/** The filter as a condition over `talents t`: the talents whose talent_search row matches. */
function inSearchTable(filter: TalentFilter, clientId: number): SQL {
  const match = sql`t.id IN (SELECT x.id FROM talent_search x WHERE x.client_id = ${clientId} AND ${searchTableMatch(filter, sql`x`)})`
  return filter.operator === 'NEQ' ? sql`NOT (${match})` : match
}

export interface FilterContext {
  clientId: number
  /** Whether the user may see the personal data of talent `t` (the talents module's rule). */
  personalData: SQL
  /** Resolved origin of the postalcoderadius filter, when there is one. */
  origin?: PostalOrigin
  /** The filters with BROAD_MEMBERS members or more (broadFilters): walked, not joined. */
  broad?: ReadonlyMap<TalentFilter, BroadFilter>
}

export function talentFilterCondition(filter: TalentFilter, ctx: FilterContext): SQL {
  switch (filter.field) {
    case 'name':
    case 'talentName':
      return name(filter)
    case 'title':
      return text(sql`t.title`, filter)
    case 'skill':
      return skill(filter, ctx)
    case 'previous_job':
      return filter.operator === 'LIKE' ? inSearchTable(filter, ctx.clientId) : previousJob(filter)
    case 'keyword':
    case 'any':
      return inSearchTable(filter, ctx.clientId)
    case 'email':
      return email(filter, ctx)
    case 'phone':
      return phone(filter, ctx)
    case 'tag':
      return membership(filter, ctx)
    case 'status':
      return status(filter)
    case 'available':
      return available(filter)
    case 'location':
      return location(filter)
    case 'country':
      return either([sql`t.current_country`, sql`t.home_country_code`], filter)
    case 'city':
      return either([sql`t.current_city`, sql`t.home_city`], filter)
    case 'postalcoderadius':
      return radius(filter, ctx.origin)
    case 'rateRange':
      return rate(filter)
    case 'pool_id':
    case 'pools':
      return pools(filter)
    case 'pool_stage':
      return poolStage(filter, ctx.clientId)
    case 'owner_id': {
      const match = sql`t.owner_id = ${positiveInt(filter)}`
      return filter.operator === 'NEQ' ? sql`t.owner_id IS DISTINCT FROM ${positiveInt(filter)}` : match
    }
    case 'assigned_msp_id':
    case 'is_unassigned':
      return assignee(filter, ctx.clientId)
    case 'vms_id':
      return text(sql`t.vms_id`, filter)
  }
}

/** Validates a postal radius filter's value before its origin is looked up. */
export function postalRadiusOf(filter: TalentFilter) {
  const parsed = parsePostalRadius(filter.value)
  if (!parsed) throw invalidFilter('postalcoderadius')
  return parsed
}
