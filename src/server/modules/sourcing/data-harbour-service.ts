import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { RowFailure } from '../../../shared/contracts/pipeline'
import type {
  DataHarbourResponse,
  DataHarbourStatus,
  dataHarbourQuerySchema,
  SourcingActionResponse,
} from '../../../shared/contracts/sourcing'
import { PIPELINE_REASONS } from '../../../shared/domain/pipeline'
import type { Db, DbOrTx } from '../../db/client'
import { queryPrepared } from '../../db/prepared'
import { containsPattern, intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { nowOf } from '../../kernel/clock'
import { renderPdf } from '../talents'
import { sourcingErrors } from './errors'
import { inviteInTx } from './invitation-service'
import { activeProject, scopedProject } from './sourcing-sql'

/**
 * The data harbour (§7): talents of an outside source matched to a project with a score. The
 * stage lists the spotted ones (dhCounts: spotted and others); inviting one makes a talent of
 * the client from the record (once) and invites it, archiving sets a match aside.
 */

type DhQuery = z.output<typeof dataHarbourQuerySchema>

interface MatchRecord {
  id: number
  status: DataHarbourStatus
  score: string | number
  created_at: string | Date
  dh_id: number
  external_id: string
  first_name: string
  last_name: string
  title: string | null
  city: string | null
  country_code: string | null
  skills: string[] | string
  talent_id: number | null
  total: number | string
}

const skillsOf = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean)
        .map((s) => s.replace(/^"|"$/g, ''))

/** GET project/{id}/dataHarbor/talents/matched?status&query: matches of one status, best score first. */
export async function matchedTalents(
  db: Db,
  user: AuthUser,
  projectId: number,
  q: DhQuery,
): Promise<DataHarbourResponse> {
  await scopedProject(db, user, projectId)
  const search = q.query
    ? sql`AND (d.first_name || ' ' || d.last_name) ILIKE ${containsPattern(q.query)}`
    : sql``
  const [rows, counts] = await Promise.all([
    queryPrepared<MatchRecord>(
      db,
      sql`
      SELECT m.id, m.status, m.score, m.created_at, d.id AS dh_id, d.external_id, d.first_name, d.last_name, d.title,
        d.city, d.country_code, d.skills, d.talent_id, count(*) OVER () AS total
      FROM data_harbour_matches m JOIN data_harbour_talents d ON d.id = m.data_harbour_talent_id
      WHERE m.project_id = ${projectId} AND m.status = ${q.status} ${search}
      ORDER BY m.score DESC NULLS LAST, m.id
      LIMIT ${q.size} OFFSET ${q.offset}`,
    ),
    queryPrepared<{ spotted: number; others: number }>(
      db,
      sql`SELECT count(*) FILTER (WHERE status = 'spotted')::int AS spotted, count(*) FILTER (WHERE status <> 'spotted')::int AS others
        FROM data_harbour_matches WHERE project_id = ${projectId}`,
    ),
  ])
  const dhCounts = { spotted: Number(counts[0]?.spotted ?? 0), others: Number(counts[0]?.others ?? 0) }
  let total = rows.length > 0 ? Number(rows[0].total) : 0
  if (rows.length === 0 && q.offset > 0) {
    // Past the last page: the window count has no row to ride on.
    const [c] = rowsOf<{ n: number }>(
      await db.execute(sql`SELECT count(*)::int AS n FROM data_harbour_matches m JOIN data_harbour_talents d ON d.id = m.data_harbour_talent_id
        WHERE m.project_id = ${projectId} AND m.status = ${q.status} ${search}`),
    )
    total = Number(c?.n ?? 0)
  }
  return {
    results: rows.map((r) => ({
      id: Number(r.id),
      status: r.status,
      score: Number(r.score),
      matchedAt: new Date(r.created_at).toISOString(),
      dataHarbourTalent: {
        id: Number(r.dh_id),
        externalId: r.external_id,
        firstName: r.first_name,
        lastName: r.last_name,
        title: r.title,
        city: r.city,
        country: r.country_code,
        skills: skillsOf(r.skills),
      },
      talentId: r.talent_id === null ? null : Number(r.talent_id),
    })),
    totalResults: total,
    dhCounts,
  }
}

async function lockMatches(tx: DbOrTx, projectId: number, ids: readonly number[]) {
  return new Map(
    rowsOf<{ id: number; status: DataHarbourStatus; dh_id: number; talent_id: number | null }>(
      await tx.execute(sql`
        SELECT m.id, m.status, d.id AS dh_id, d.talent_id FROM data_harbour_matches m
          JOIN data_harbour_talents d ON d.id = m.data_harbour_talent_id
        WHERE m.project_id = ${projectId} AND m.id = ANY(${intArray(ids)}) ORDER BY m.id FOR UPDATE OF m, d`),
    ).map((r) => [Number(r.id), r]),
  )
}

/**
 * POST project/{id}/dataHarbor/talents/invite {matchingIds}: spotted or archived matches become
 * invited. A record without a talent gets one, made once and remembered on the record: an
 * unverified talent of the client with the record's name, title, place and skills (its search
 * text follows through the talents' triggers). Each is invited to the project; an open invitation
 * or an application counts as done. Needs an active project.
 */
export async function inviteMatches(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  matchingIds: readonly number[],
): Promise<SourcingActionResponse> {
  const now = nowOf(deps)
  const at = now.toISOString()
  const ids = [...new Set(matchingIds)]
  return deps.db.transaction(async (tx) => {
    await activeProject(tx, user, projectId)
    const rows = await lockMatches(tx, projectId, ids)
    const failures: RowFailure[] = []
    const ok: { id: number; dhId: number; talentId: number | null }[] = []
    for (const id of ids) {
      const row = rows.get(id)
      if (!row) failures.push({ id, reason: PIPELINE_REASONS.unknown })
      else if (row.status === 'invited') failures.push({ id, reason: PIPELINE_REASONS.already })
      else
        ok.push({
          id,
          dhId: Number(row.dh_id),
          talentId: row.talent_id === null ? null : Number(row.talent_id),
        })
    }
    for (const row of ok.filter((r) => r.talentId === null)) {
      const [made] = rowsOf<{ id: number }>(
        await tx.execute(sql`
          INSERT INTO talents (client_id, state, first_name, last_name, title, current_city, current_country, skills_text, created_at, updated_at)
          SELECT d.client_id, 'UNVERIFIED', d.first_name, d.last_name, d.title, d.city, d.country_code,
            array_to_string(d.skills, ' '), ${at}::timestamptz, ${at}::timestamptz
          FROM data_harbour_talents d WHERE d.id = ${row.dhId} AND d.client_id = ${user.clientId}
          RETURNING id`),
      )
      row.talentId = Number(made.id)
      await tx.execute(sql`
        UPDATE data_harbour_talents SET talent_id = ${row.talentId} WHERE id = ${row.dhId}`)
      await tx.execute(sql`
        INSERT INTO talent_skills (talent_id, kind, name, client_id)
        SELECT ${row.talentId}, 'skill', s, ${user.clientId} FROM data_harbour_talents d, unnest(d.skills) AS s
        WHERE d.id = ${row.dhId} ON CONFLICT DO NOTHING`)
    }
    if (ok.length > 0) {
      await inviteInTx(
        tx,
        user,
        projectId,
        ok.map((r) => r.talentId as number),
        now,
      )
      await tx.execute(sql`
        UPDATE data_harbour_matches SET status = 'invited' WHERE id = ANY(${intArray(ok.map((r) => r.id))})`)
    }
    return { succeededIds: ok.map((r) => r.id), failures }
  })
}

/** POST .../archive (spotted -> archived) and .../unarchive (archived -> spotted). */
export async function setMatchesArchived(
  deps: AppDeps,
  user: AuthUser,
  projectId: number,
  matchingIds: readonly number[],
  archive: boolean,
): Promise<SourcingActionResponse> {
  const ids = [...new Set(matchingIds)]
  const from: DataHarbourStatus = archive ? 'spotted' : 'archived'
  const to: DataHarbourStatus = archive ? 'archived' : 'spotted'
  return deps.db.transaction(async (tx) => {
    await scopedProject(tx, user, projectId)
    const rows = await lockMatches(tx, projectId, ids)
    const failures: RowFailure[] = []
    const ok: number[] = []
    for (const id of ids) {
      const row = rows.get(id)
      if (!row) failures.push({ id, reason: PIPELINE_REASONS.unknown })
      else if (row.status === to) failures.push({ id, reason: PIPELINE_REASONS.already })
      else if (row.status !== from) failures.push({ id, reason: PIPELINE_REASONS.status })
      else ok.push(id)
    }
    if (ok.length > 0)
      await tx.execute(sql`UPDATE data_harbour_matches SET status = ${to} WHERE id = ANY(${intArray(ok)})`)
    return { succeededIds: ok, failures }
  })
}

/**
 * GET dataHarborTalent/{id}/cv: the record's CV as a PDF. The source sends its records as data
 * (name, title, place, skills), so the CV is written from them, in the reader's client only.
 */
export async function dataHarbourCv(db: DbOrTx, user: AuthUser, dhId: number) {
  const [d] = rowsOf<{
    first_name: string
    last_name: string
    title: string | null
    city: string | null
    country_code: string | null
    skills: string[] | string
    external_id: string
  }>(
    await db.execute(sql`
      SELECT first_name, last_name, title, city, country_code, skills, external_id FROM data_harbour_talents
      WHERE id = ${dhId} AND client_id = ${user.clientId}`),
  )
  if (!d) throw notFound(sourcingErrors.dataHarbourUnknown)
  const name = `${d.first_name} ${d.last_name}`
  const place = [d.city, d.country_code].filter(Boolean).join(', ')
  const bytes = renderPdf(
    [
      { text: name, size: 20, bold: true },
      ...(d.title ? [{ text: d.title, size: 13, grey: 0.3, spaceBefore: 4 }] : []),
      ...(place ? [{ text: place, size: 11, grey: 0.4, spaceBefore: 2 }] : []),
      { text: 'Skills', size: 13, bold: true, spaceBefore: 18 },
      { text: skillsOf(d.skills).join(' · ') || '—', size: 11, spaceBefore: 4 },
      { text: `Data harbour ${d.external_id}`, size: 9, grey: 0.5, spaceBefore: 24 },
    ],
    name,
  )
  return { bytes, name: `${name} – CV.pdf` }
}
