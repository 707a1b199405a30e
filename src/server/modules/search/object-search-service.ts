import { sql } from 'drizzle-orm'
import type { ObjectSearchRequest, ObjectSearchResponse } from '../../../shared/contracts/object-search'
import { hasPermission } from '../../../shared/domain/permissions'
import { type ProjectStatus, projectChip } from '../../../shared/domain/statuses'
import type { Db } from '../../db/client'
import { containsPattern, intArray, rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'

/*
 * The palette's objects (issue 21 §3): names like the typed text, best first. A name matches
 * when it contains the text or its words are like it (pg_trgm word similarity >= 0.6, the
 * `<%` operator the trigram indexes answer), so "muldr" finds "Mulder". Names that start with
 * the text lead, then by similarity. Each kind only for a caller who may read it.
 */

type Req = Required<ObjectSearchRequest>

const rank = (column: ReturnType<typeof sql>, query: string) =>
  sql`(${column} ILIKE ${`${query.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`}) DESC, word_similarity(${query}, ${column}) DESC`

async function talents(db: Db, user: AuthUser, req: Req): Promise<ObjectSearchResponse['talents']> {
  if (!hasPermission(user.permissions, 'FREELANCER_HISTORY')) return []
  const rows = rowsOf<{ id: number; first_name: string; last_name: string; title: string | null }>(
    await db.execute(sql`
      SELECT t.id, t.first_name, t.last_name, t.title FROM talents t
      WHERE t.client_id = ${user.clientId} AND t.state <> 'DELETED'
        AND (t.full_name ILIKE ${containsPattern(req.query)} OR ${req.query} <% t.full_name)
      ORDER BY ${rank(sql`t.full_name`, req.query)}, t.id
      LIMIT ${req.size}`),
  )
  return rows.map((r) => ({
    id: Number(r.id),
    firstName: r.first_name,
    lastName: r.last_name,
    title: r.title,
  }))
}

async function projects(db: Db, user: AuthUser, req: Req): Promise<ObjectSearchResponse['projects']> {
  if (!hasPermission(user.permissions, 'JOB_MANAGE_READ')) return []
  const rows = rowsOf<{
    id: number
    title: string
    status: ProjectStatus
    freelancer_visible: boolean
    filled: boolean
    partially_filled: boolean
  }>(
    await db.execute(sql`
      SELECT p.id, p.title, p.status, p.freelancer_visible, p.filled, p.partially_filled FROM projects p
      WHERE p.client_id = ${user.clientId} AND p.legal_entity_id = ANY(${intArray(user.legalEntityIds)})
        AND NOT p.is_template AND p.status <> 'DELETED'
        AND (p.title ILIKE ${containsPattern(req.query)} OR ${req.query} <% p.title)
      ORDER BY ${rank(sql`p.title`, req.query)}, p.id DESC
      LIMIT ${req.size}`),
  )
  return rows.map((r) => ({
    id: Number(r.id),
    title: r.title,
    chip: projectChip({
      status: r.status,
      freelancerVisible: Boolean(r.freelancer_visible),
      filled: Boolean(r.filled),
      partiallyFilled: Boolean(r.partially_filled),
    }),
  }))
}

async function pools(db: Db, user: AuthUser, req: Req): Promise<ObjectSearchResponse['pools']> {
  const rows = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`
      SELECT p.id, p.name FROM pools p
      WHERE p.client_id = ${user.clientId}
        AND (p.name ILIKE ${containsPattern(req.query)} OR ${req.query} <% p.name)
      ORDER BY ${rank(sql`p.name`, req.query)}, p.id
      LIMIT ${req.size}`),
  )
  return rows.map((r) => ({ id: Number(r.id), name: r.name }))
}

/** One statement per kind, one after the other (PGlite answers one at a time anyway). */
export async function searchObjects(db: Db, user: AuthUser, req: Req): Promise<ObjectSearchResponse> {
  return {
    talents: await talents(db, user, req),
    projects: await projects(db, user, req),
    pools: await pools(db, user, req),
  }
}
