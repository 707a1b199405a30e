import { sql } from 'drizzle-orm'
import type { MspListEntry } from '../../../shared/contracts/project'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { notFound } from '../../kernel/api-error'
import { legalEntityScope } from '../auth'
import { mspErrors } from './errors'

/**
 * GET msps/forJob/{id}: the recruiters who can work on the job — active ones of the client who
 * hold its legal entity (anyone else could not open it) — current user first (§9 assignee list).
 */
export async function mspsForJob(db: Db, user: AuthUser, projectId: number): Promise<MspListEntry[]> {
  const [project] = rowsOf<{ legal_entity_id: number }>(
    await db.execute(sql`
      SELECT legal_entity_id FROM projects
      WHERE id = ${projectId} AND client_id = ${user.clientId} AND NOT is_template
        AND ${legalEntityScope(user, sql`legal_entity_id`)}`),
  )
  if (!project) throw notFound(mspErrors.projectNotFound)
  const rows = rowsOf<{ id: number; first_name: string; last_name: string; email: string }>(
    await db.execute(sql`
      SELECT m.id, m.first_name, m.last_name, m.email FROM msps m
      JOIN msp_legal_entities ml ON ml.msp_id = m.id AND ml.legal_entity_id = ${project.legal_entity_id}
      WHERE m.client_id = ${user.clientId} AND m.active
      ORDER BY m.last_name, m.first_name, m.id`),
  )
  const list = rows.map((r) => ({
    id: Number(r.id),
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
  }))
  return [...list.filter((m) => m.id === user.id), ...list.filter((m) => m.id !== user.id)]
}
