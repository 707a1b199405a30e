import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { NotificationsResponse } from '../../../shared/contracts/vms'
import type { DbOrTx } from '../../db/client'
import { notifications } from '../../db/schema/all'
import type { AuthUser } from '../../deps'

export interface NotificationInput {
  applicationId: number
  kind: string
  payload: Record<string, unknown>
}

/**
 * Tells the recruiter who owns each application what the VMS did (issue 20 §2): the recruiter
 * it is allocated to, else the one who sent it, else the project's owner. The talent's name and
 * the project's title are added here, in the same statement.
 */
export async function notifyOwners(
  tx: DbOrTx,
  clientId: number,
  items: readonly NotificationInput[],
  now: Date,
) {
  if (items.length === 0) return
  await tx.execute(sql`
    INSERT INTO notifications (client_id, msp_id, kind, application_id, project_id, payload, created_at)
    SELECT ${clientId}, owner.id, v.kind, a.id, a.project_id,
      v.payload || jsonb_build_object('talentName', t.first_name || ' ' || t.last_name, 'projectTitle', p.title),
      ${now.toISOString()}::timestamptz
    FROM jsonb_to_recordset(${JSON.stringify(items)}::jsonb) AS v("applicationId" int, kind text, payload jsonb)
    JOIN applications a ON a.id = v."applicationId" AND a.client_id = ${clientId}
    JOIN projects p ON p.id = a.project_id
    JOIN talents t ON t.id = a.talent_id
    CROSS JOIN LATERAL (
      SELECT coalesce(a.allocated_msp_id,
        (SELECT s.created_by FROM vms_submissions s WHERE s.application_id = a.id ORDER BY s.id DESC LIMIT 1),
        p.owner_id) AS id
    ) owner
    WHERE owner.id IS NOT NULL`)
}

/** GET vms/notifications: the user's latest 50 and how many are unread. */
export async function listNotifications(db: DbOrTx, user: AuthUser): Promise<NotificationsResponse> {
  const [items, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.mspId, user.id))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(50),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.mspId, user.id), isNull(notifications.readAt))),
  ])
  return {
    unread: Number(unread?.n ?? 0),
    items: items.map((n) => ({
      id: n.id,
      kind: n.kind,
      applicationId: n.applicationId,
      projectId: n.projectId,
      payload: n.payload,
      createdAt: n.createdAt.toISOString(),
      readAt: n.readAt?.toISOString() ?? null,
    })),
  }
}

/** POST vms/notifications/read: the given ones, or all of the user's. */
export async function markNotificationsRead(
  db: DbOrTx,
  user: AuthUser,
  ids: number[] | undefined,
  now: Date,
) {
  const mine = and(eq(notifications.mspId, user.id), isNull(notifications.readAt))
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(ids ? and(mine, inArray(notifications.id, ids)) : mine)
}
