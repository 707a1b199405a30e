import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import { runActionChunk } from './application-actions-core'
import { legalEntityIdsOf } from './application-bulk-service'
import { createUndoAction } from './undo-service'

class RolledBack extends Error {}

/**
 * PGlite runs every statement on the server's thread, and the first time a process runs the
 * bulk reject's writes (row locks, the status update and its stage-count triggers, history,
 * undo snapshot, held emails) they take 60-200 ms each: code compiled and catalogs read on
 * first use. So the first chunk of the first bulk task after a start blocked the event loop
 * past the 50 ms budget. Before the server listens, this runs one real reject chunk on one
 * active application, with an undo token as the bulk task has, in a transaction it rolls back:
 * nothing stays (sequences aside), and the first real chunk finds the path warm. Returns
 * whether the rolled-back chunk rejected its application (false: nothing to warm with).
 */
export async function warmBulkWritePath(db: Db, mailFrom: string): Promise<boolean> {
  const [target] = rowsOf<{ id: number; project_id: number; client_id: number; msp_id: number }>(
    await db.execute(sql`
      SELECT a.id, a.project_id, a.client_id, ml.msp_id
      FROM applications a
      JOIN projects p ON p.id = a.project_id
      JOIN msp_legal_entities ml ON ml.legal_entity_id = p.legal_entity_id
      JOIN msps m ON m.id = ml.msp_id AND m.client_id = a.client_id
      WHERE a.status = 'a'
      LIMIT 1`),
  )
  if (!target) return false
  const now = new Date()
  let rejected = 0
  try {
    await db.transaction(async (tx) => {
      const token = randomUUID()
      const actor = {
        id: Number(target.msp_id),
        clientId: Number(target.client_id),
        legalEntityIds: await legalEntityIdsOf(tx, Number(target.msp_id)),
      }
      await createUndoAction(tx, {
        token,
        clientId: actor.clientId,
        mspId: actor.id,
        projectId: Number(target.project_id),
        action: 'reject',
        now,
        expiresAt: null,
      })
      const outcome = await runActionChunk(tx, [Number(target.id)], {
        actor,
        projectId: Number(target.project_id),
        params: { action: 'reject' },
        bulk: true,
        undoToken: token,
        now,
        mailFrom,
        emailsSendAfter: null,
        manualHire: false,
      })
      rejected = outcome.succeededIds.length
      throw new RolledBack()
    })
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error
  }
  return rejected > 0
}
