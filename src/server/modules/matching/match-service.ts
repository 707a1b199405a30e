import { type SQL, sql } from 'drizzle-orm'
import {
  type MatchedTalent,
  type MatchJobSummary,
  type MatchResult,
  SUGGESTED_SIZE,
} from '../../../shared/contracts/matching'
import {
  compareMatches,
  jobLanguage,
  type MatchJob,
  type MatchTalent,
  scoreMatch,
  titleWords,
} from '../../../shared/domain/matching'
import type { Db, DbOrTx } from '../../db/client'
import { containsPattern, intArray, jsonValue, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'

/**
 * How many talents the ranking scores for one job: those with most of the job's skills and
 * title words, read by index (talent_skills by lower(name), the title's trigram index). The
 * full breakdown is computed for these only; a talent with none of the skills and none of the
 * title's words cannot reach the top of a list anyway (skills and title are 55 of 100 points).
 */
const CANDIDATES = 400

/** A text list as ONE bound parameter (like intArray): skills may contain commas. */
const textArray = (values: readonly string[]): SQL => sql`string_to_array(${values.join('\u001f')}, chr(31))`

type Raw = Record<string, unknown>
const num = (v: unknown) => (v == null ? null : Number(v))
const str = (v: unknown) => (v == null ? null : String(v))

export interface JobForMatching extends MatchJob {
  /** Leaves out talents who applied to or were invited to this project (the Suggested stage). */
  projectId: number | null
}

/** The job of a project as the ranking reads it (the caller has checked the project is the user's). */
export function jobOfProject(p: {
  id: number
  title: string
  skills: string[]
  workMode: 'hy' | 'on' | 'rm' | null
  siteCity: string | null
  siteCountryCode: string | null
  rateMin: string | null
  rateMax: string | null
  rateUnit: string | null
  currency: string | null
}): JobForMatching {
  return {
    projectId: p.id,
    title: p.title,
    skills: p.skills,
    workMode: p.workMode,
    siteCity: p.siteCity,
    siteCountryCode: p.siteCountryCode,
    sitePosition: null,
    rateMin: num(p.rateMin),
    rateMax: num(p.rateMax),
    rateUnit: p.rateUnit,
    currency: p.currency,
  }
}

/**
 * Where the site is. Neither projects nor the product keep a gazetteer; the client's talents
 * carry coordinates of their current city, so the site's position is the mean position of (at
 * most 50 of) the client's talents living in the site's city and country.
 */
async function sitePosition(db: Db, clientId: number, job: MatchJob) {
  if (!job.siteCity || !job.siteCountryCode || job.workMode === 'rm') return null
  const [row] = rowsOf<Raw>(
    await db.execute(sql`
      SELECT avg(latitude) AS lat, avg(longitude) AS lon FROM (
        SELECT latitude, longitude FROM talents
        WHERE client_id = ${clientId} AND location_text LIKE ${containsPattern(job.siteCity.toLowerCase())}
          AND lower(current_city) = ${job.siteCity.toLowerCase()} AND current_country = ${job.siteCountryCode}
          AND latitude IS NOT NULL
        LIMIT 50) s`),
  )
  return row?.lat == null ? null : { lat: Number(row.lat), lon: Number(row.lon) }
}

/**
 * What picks a job's candidates: its skills (talent_skills are matched by lower(name)) and its
 * title words of 3+ letters (talents' titles by ILIKE). The kept Suggested counts store them, so
 * a talent's edit marks only the projects it can enter or leave.
 */
export function rankingTerms(job: Pick<MatchJob, 'skills' | 'title'>) {
  return {
    skills: [...new Set(job.skills.map((s) => s.trim().toLowerCase()).filter(Boolean))],
    words: titleWords(job.title).filter((w) => w.length >= 3),
  }
}

/**
 * The ids of the talents worth scoring, by skill and title-word hits: the first CANDIDATES × 2
 * by 2 points per matched skill row plus 1 for a title holding one of the words, ties by id
 * (newest first).
 *
 * A title hit adds less than one skill, so it only orders talents with as many skills: the
 * title is read for the talents with most skills only (the last level of the cut whole), not
 * for every talent of the client; and talents with a title hit but no skill come after every
 * talent with one, so they are read only when fewer talents than that have a skill. At 200,000
 * talents the title scan of every talent was most of the request.
 */
export async function candidateIds(
  db: DbOrTx,
  clientId: number,
  job: Pick<MatchJob, 'skills' | 'title'>,
): Promise<number[]> {
  const { skills, words } = rankingTerms(job)
  const limit = CANDIDATES * 2
  if (skills.length === 0 && words.length === 0) {
    const rows = rowsOf<Raw>(
      await db.execute(sql`SELECT id FROM talents WHERE client_id = ${clientId} AND state = 'ACTIVE'
        ORDER BY updated_at DESC, id DESC LIMIT ${CANDIDATES}`),
    )
    return rows.map((r) => Number(r.id))
  }
  // What `title ILIKE ANY(patterns)` does in a UTF-8 database (PostgreSQL lower-cases title and
  // pattern, then matches as LIKE), with the title lower-cased once per talent instead of once
  // per pattern and the patterns once per query.
  const titleHit =
    words.length > 0
      ? sql`lower(t.title) LIKE ANY(string_to_array(lower(${words.map(containsPattern).join('\u001f')}), chr(31)))`
      : sql`FALSE`
  // Twice the candidates: some of the best found are deactivated, applied or invited (filtered next).
  const ids: number[] = []
  if (skills.length > 0) {
    // top: the talents with at least as many skills as the last of the first `limit` by skills
    // alone (all of them when fewer); those with fewer cannot get past it with a title hit.
    // Their titles are read by id (an id list keeps the planner off a scan of every talent).
    const rows = rowsOf<Raw>(
      await db.execute(sql`
        WITH s AS (
          SELECT talent_id AS id, count(*) AS k FROM talent_skills
          WHERE client_id = ${clientId} AND lower(name) = ANY(${textArray(skills)})
          GROUP BY talent_id
        ), top AS (
          SELECT id, k FROM s WHERE k >= coalesce((SELECT k FROM s ORDER BY k DESC OFFSET ${limit - 1} LIMIT 1), 1)
        ), hits AS (
          SELECT t.id FROM talents t
          WHERE t.id = ANY(ARRAY(SELECT id FROM top)) AND t.client_id = ${clientId} AND ${titleHit}
        )
        SELECT id FROM top
        ORDER BY 2 * k + CASE WHEN id IN (SELECT id FROM hits) THEN 1 ELSE 0 END DESC, id DESC LIMIT ${limit}`),
    )
    for (const r of rows) ids.push(Number(r.id))
  }
  if (ids.length < limit && words.length > 0) {
    // Title hits without a skill, newest first: the first `limit` title hits hold at most
    // ids.length talents already listed, so enough of the others.
    const listed = new Set(ids)
    const rows = rowsOf<Raw>(
      await db.execute(sql`SELECT t.id FROM talents t WHERE t.client_id = ${clientId} AND ${titleHit}
        ORDER BY t.id DESC LIMIT ${limit}`),
    )
    for (const r of rows) {
      const id = Number(r.id)
      if (ids.length >= limit) break
      if (!listed.has(id)) ids.push(id)
    }
  }
  return ids
}

/**
 * The first CANDIDATES (or `limit`) of the ids (in their order) that may be ranked: active
 * talents of the client, neither applied nor invited to the project. A light read, so that the
 * wide rows (CV text, skills, languages) are read for those scored only.
 */
async function eligibleIds(
  db: DbOrTx,
  clientId: number,
  ids: number[],
  projectId: number | null,
  limit = CANDIDATES,
) {
  if (ids.length === 0) return []
  const rows = rowsOf<Raw>(
    await db.execute(sql`
      SELECT t.id FROM unnest(${intArray(ids)}) WITH ORDINALITY AS c(id, n)
      JOIN talents t ON t.id = c.id AND t.client_id = ${clientId} AND t.state = 'ACTIVE'
      WHERE ${notInProjectSql(projectId)}
      ORDER BY c.n LIMIT ${limit}`),
  )
  return rows.map((r) => Number(r.id))
}

/** Leaves out talents who applied to or were invited to the project (the Suggested stage's rule). */
const notInProjectSql = (projectId: number | null) =>
  projectId == null
    ? sql`TRUE`
    : sql`NOT EXISTS (SELECT 1 FROM applications a WHERE a.project_id = ${projectId} AND a.talent_id = t.id)
         AND NOT EXISTS (SELECT 1 FROM project_invitations i WHERE i.project_id = ${projectId} AND i.talent_id = t.id)`

interface TalentRow {
  id: number
  firstName: string
  lastName: string
  city: string | null
  countryCode: string | null
  talent: MatchTalent
}

/** How much of a talent's summary and CV text the breakdown reads (characters). */
const TEXT_CHARS = 6000

/**
 * The first `n` characters (code points, as PostgreSQL's left()) of a text: the summary and
 * the CV are joined here, not in the query, where joining and cutting 400 texts cost a sixth
 * of the read (the CV is cut there only when longer, known from its byte length).
 */
function leftChars(text: string, n: number): string {
  if (text.length <= n) return text
  let end = 0
  let count = 0
  for (const ch of text) {
    if (count === n) break
    end += ch.length
    count++
  }
  return text.slice(0, end)
}

/** The columns the breakdown needs, of talent `t`. */
const TALENT_COLUMNS = sql`t.id, t.first_name, t.last_name, t.title, t.experience_years,
  coalesce(t.current_city, t.home_city) AS city, coalesce(t.current_country, t.home_country_code) AS country,
  t.latitude, t.longitude, t.not_available_from::text AS na_from, t.not_available_until::text AS na_until,
  t.rate_min, t.rate_currency, t.rate_unit,
  t.summary, CASE WHEN octet_length(t.cv_text) <= ${TEXT_CHARS} THEN t.cv_text ELSE left(t.cv_text, ${TEXT_CHARS}) END AS cv_text,
  array(SELECT s.name FROM talent_skills s WHERE s.talent_id = t.id) AS skills,
  (SELECT coalesce(json_agg(json_build_object('iso', l.iso, 'proficiency', l.proficiency)), '[]')
    FROM talent_languages l WHERE l.talent_id = t.id) AS languages`

/** The rows the breakdown needs, of active talents of the client (none applied or invited to the project). */
async function talentRows(db: Db, clientId: number, ids: number[], projectId: number | null) {
  if (ids.length === 0) return []
  const rows = rowsOf<Raw>(
    await db.execute(sql`
      SELECT ${TALENT_COLUMNS}
      FROM talents t
      WHERE t.id = ANY(${intArray(ids)}) AND t.client_id = ${clientId} AND t.state = 'ACTIVE'
        AND ${notInProjectSql(projectId)}`),
  )
  return rows.map(toTalentRow)
}

/**
 * eligibleIds and talentRows in one read: the first CANDIDATES eligible of the ids (in their
 * order) with the columns the breakdown needs, computed for those rows only (after the limit).
 */
async function eligibleRows(db: Db, clientId: number, ids: number[], projectId: number | null) {
  if (ids.length === 0) return []
  const rows = rowsOf<Raw>(
    await db.execute(sql`
      SELECT ${TALENT_COLUMNS}
      FROM (SELECT t.id FROM unnest(${intArray(ids)}) WITH ORDINALITY AS c(id, n)
        JOIN talents t ON t.id = c.id AND t.client_id = ${clientId} AND t.state = 'ACTIVE'
        WHERE ${notInProjectSql(projectId)}
        ORDER BY c.n LIMIT ${CANDIDATES}) e
      JOIN talents t ON t.id = e.id`),
  )
  return rows.map(toTalentRow)
}

const toTalentRow = (r: Raw): TalentRow => ({
  id: Number(r.id),
  firstName: String(r.first_name),
  lastName: String(r.last_name),
  city: str(r.city),
  countryCode: str(r.country),
  talent: {
    title: str(r.title),
    experienceYears: num(r.experience_years),
    skills: r.skills as string[],
    text: leftChars(`${r.summary ?? ''}\n${r.cv_text ?? ''}`, TEXT_CHARS),
    city: str(r.city),
    countryCode: str(r.country),
    position: r.latitude == null ? null : { lat: Number(r.latitude), lon: Number(r.longitude) },
    notAvailableFrom: str(r.na_from),
    notAvailableUntil: str(r.na_until),
    rateMin: num(r.rate_min),
    rateCurrency: str(r.rate_currency),
    rateUnit: str(r.rate_unit),
    languages: jsonValue<Array<{ iso: string; proficiency: number }>>(
      r.languages as Array<{ iso: string; proficiency: number }>,
    ).map((l) => ({ iso: l.iso, proficiency: Number(l.proficiency) })),
  },
})

function summaryOf(job: MatchJob): MatchJobSummary {
  return {
    title: job.title,
    skills: [...job.skills],
    workMode: job.workMode,
    siteCity: job.siteCity,
    siteCountryCode: job.siteCountryCode,
    rateMin: job.rateMin,
    rateMax: job.rateMax,
    rateUnit: job.rateUnit,
    currency: job.currency,
    language: jobLanguage(job),
  }
}

const scored = (job: MatchJob, rows: TalentRow[], today: string): MatchedTalent[] =>
  rows
    .map((r) => ({
      talentId: r.id,
      firstName: r.firstName,
      lastName: r.lastName,
      title: r.talent.title,
      city: r.city,
      countryCode: r.countryCode,
      match: scoreMatch(job, r.talent, today),
    }))
    .sort((a, b) => compareMatches(a.match, b.match) || b.talentId - a.talentId)

/**
 * The client's talents ranked for a job, best first, each with its breakdown. Read live on
 * every call (no cache), so an edit of a talent or project shows in the next ranking.
 */
export async function rankTalents(
  db: Db,
  user: Pick<AuthUser, 'clientId'>,
  job: JobForMatching,
  size: number,
  today: string,
): Promise<MatchResult> {
  const withSite = { ...job, sitePosition: job.sitePosition ?? (await sitePosition(db, user.clientId, job)) }
  // The order of the rows does not matter: scored() sorts by fit, ties by talent id.
  const rows = await eligibleRows(
    db,
    user.clientId,
    await candidateIds(db, user.clientId, withSite),
    job.projectId,
  )
  const results = scored(withSite, rows, today)
  return { job: summaryOf(withSite), results: results.slice(0, size), considered: rows.length }
}

/**
 * How many talents the project's Suggested stage lists: what `rankTalents(job, SUGGESTED_SIZE)`
 * returns, counted without scoring (the same candidates, the same filter, the same caps), so
 * the stage menu's count is the length of the list the stage opens.
 */
export async function suggestedCount(
  db: DbOrTx,
  user: Pick<AuthUser, 'clientId'>,
  job: Pick<JobForMatching, 'projectId' | 'title' | 'skills'>,
): Promise<number> {
  // min(first CANDIDATES eligible, SUGGESTED_SIZE) is the first SUGGESTED_SIZE eligible: the read
  // stops there (the dashboard counts every active project with this).
  const candidates = await candidateIds(db, user.clientId, job)
  return (
    await eligibleIds(db, user.clientId, candidates, job.projectId, Math.min(SUGGESTED_SIZE, CANDIDATES))
  ).length
}

/**
 * The breakdown of given talents for a project (e.g. the members of its pools in the Suggested
 * stage), in the order of fit. Talents of another client, inactive, applied or invited are left out.
 */
export async function scoreTalentsForJob(
  db: Db,
  user: Pick<AuthUser, 'clientId'>,
  job: JobForMatching,
  talentIds: readonly number[],
  today: string,
): Promise<MatchedTalent[]> {
  const withSite = { ...job, sitePosition: job.sitePosition ?? (await sitePosition(db, user.clientId, job)) }
  return scored(withSite, await talentRows(db, user.clientId, [...talentIds], job.projectId), today)
}
