import { sql } from 'drizzle-orm'
import type { InterviewParticipants } from '../../../shared/contracts/calendar'
import type { DbOrTx } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import type { AuthUser } from '../../deps'
import { loadOwnedApplication } from '../pipeline'

/**
 * GET calendar/participants?applicationId=: who can take part in an interview for this
 * application — the talent (always; invited by email) and the active recruiters of the
 * project's legal entity, the project's team first, the organizer (the caller) apart — each with
 * whether their calendar is connected (only connected calendars count for free/busy).
 */
export async function interviewParticipants(
  db: DbOrTx,
  user: AuthUser,
  applicationId: number,
): Promise<InterviewParticipants> {
  const owned = await loadOwnedApplication(db, user, applicationId)
  const [talent] = rowsOf<{ id: number; first_name: string; last_name: string; email: string | null }>(
    await db.execute(
      sql`SELECT id, first_name, last_name, email FROM talents WHERE id = ${owned.app.talentId}`,
    ),
  )
  const rows = rowsOf<{
    id: number
    first_name: string
    last_name: string
    on_team: boolean
    connected: boolean
  }>(
    await db.execute(sql`
      SELECT m.id, m.first_name, m.last_name,
        EXISTS (SELECT 1 FROM project_assignees pa WHERE pa.project_id = ${owned.project.id} AND pa.msp_id = m.id) AS on_team,
        (c.status = 'CN' AND m.calendar_id IS NOT NULL) IS TRUE AS connected
      FROM msps m
        JOIN msp_legal_entities ml ON ml.msp_id = m.id AND ml.legal_entity_id = ${owned.project.legalEntityId}
        LEFT JOIN calendar_connections c ON c.msp_id = m.id
      WHERE m.client_id = ${user.clientId} AND m.active
      ORDER BY on_team DESC, m.last_name, m.first_name, m.id`),
  )
  const people = rows.map((r) => ({
    id: Number(r.id),
    name: `${r.first_name} ${r.last_name}`,
    onTeam: r.on_team === true,
    connected: r.connected === true,
  }))
  const me = people.find((p) => p.id === user.id)
  return {
    talent: {
      id: Number(talent.id),
      name: `${talent.first_name} ${talent.last_name}`,
      hasEmail: !!talent.email,
    },
    organizer: me ?? { id: user.id, name: '', onTeam: false, connected: false },
    recruiters: people.filter((p) => p.id !== user.id),
  }
}
