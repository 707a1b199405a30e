import { sql } from 'drizzle-orm'
import type { Availability, SourcingTalent } from '../../../shared/contracts/sourcing'
import type { ProjectStatus } from '../../../shared/domain/statuses'
import type { DbOrTx } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { ApiError, notFound } from '../../kernel/api-error'
import { sourcingErrors } from './errors'

/** SQL pieces shared by the sourcing services. */

export const PROJECT_NOT_FOUND = sourcingErrors.pipelineProjectNotFound
export const PROJECT_NOT_ACTIVE = sourcingErrors.pipelineProjectNotActive

export interface SourcingProject {
  id: number
  title: string
  status: ProjectStatus
}

/**
 * A project of the caller's client and legal entities (as the dashboard counts them), not a
 * template, else 404: the sourcing lists name talents and the project, so another legal
 * entity's project is not there for the caller.
 */
export async function scopedProject(
  db: DbOrTx,
  user: AuthUser,
  projectId: number,
  forUpdate = false,
): Promise<SourcingProject> {
  const [p] = rowsOf<{ id: number; title: string; status: ProjectStatus }>(
    await db.execute(sql`
      SELECT id, title, status FROM projects
      WHERE id = ${projectId} AND client_id = ${user.clientId} AND NOT is_template
        AND legal_entity_id = ANY(${intArray(user.legalEntityIds)}) ${forUpdate ? sql`FOR UPDATE` : sql``}`),
  )
  if (!p) throw notFound(PROJECT_NOT_FOUND)
  return { id: Number(p.id), title: p.title, status: p.status }
}

/** Inviting and asking need an active project (as applying and inviting from the talent search). */
export async function activeProject(db: DbOrTx, user: AuthUser, projectId: number): Promise<SourcingProject> {
  const p = await scopedProject(db, user, projectId, true)
  if (p.status !== 'ACTIVE') throw new ApiError(409, PROJECT_NOT_ACTIVE)
  return p
}

/** A sourcing row's talent columns (`t` the talent). */
export const talentColumnsSql = sql`t.id AS talent_id, t.first_name, t.last_name, t.title,
  coalesce(t.current_city, t.home_city) AS city, coalesce(t.current_country, t.home_country_code) AS country, t.state`

export interface TalentRecord {
  talent_id: number
  first_name: string
  last_name: string
  title: string | null
  city: string | null
  country: string | null
  state: SourcingTalent['state']
}

export const toTalent = (r: TalentRecord): SourcingTalent => ({
  id: Number(r.talent_id),
  firstName: r.first_name,
  lastName: r.last_name,
  title: r.title,
  city: r.city,
  country: r.country,
  state: r.state,
})

/** The talent's availability question for the project as one JSON value (null: never asked). */
export const availabilityJsonSql = (projectId: number) => sql`(
  SELECT json_build_object('askedAt', ar.asked_at, 'available', ar.available, 'answeredAt', ar.answered_at,
    'askedBy', CASE WHEN am.id IS NULL THEN NULL ELSE json_build_object('id', am.id, 'firstName', am.first_name, 'lastName', am.last_name) END)
  FROM availability_requests ar LEFT JOIN msps am ON am.id = ar.asked_by
  WHERE ar.project_id = ${projectId} AND ar.talent_id = t.id)`

const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString())

export function toAvailability(value: unknown): Availability | null {
  if (value === null || value === undefined) return null
  const v = (typeof value === 'string' ? JSON.parse(value) : value) as {
    askedAt: string
    available: boolean | null
    answeredAt: string | null
    askedBy: { id: number; firstName: string; lastName: string } | null
  }
  return {
    askedAt: iso(v.askedAt) as string,
    askedBy: v.askedBy
      ? { id: Number(v.askedBy.id), firstName: v.askedBy.firstName, lastName: v.askedBy.lastName }
      : null,
    available: v.available,
    answeredAt: iso(v.answeredAt),
  }
}
