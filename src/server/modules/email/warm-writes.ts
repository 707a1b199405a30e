import { randomUUID } from 'node:crypto'
import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { rowsOf } from '../../db/sql-helpers'
import { clientLanguages, loadSender } from './email-sql'
import { sendSlice } from './send-service'

class RolledBack extends Error {}

/**
 * PGlite compiles a statement's code and reads its catalogs on first use, on the server's
 * thread: the first chunk of the first bulk email after a start blocked the event loop ~90 ms
 * (later chunks ~30 ms). Before the server listens, this writes one bulk-email slice (facts,
 * messages, results) for one talent in a transaction it rolls back, so nothing stays.
 */
export async function warmEmailWritePath(db: Db, from: string): Promise<boolean> {
  const [target] = rowsOf<{ talent_id: number; client_id: number; msp_id: number }>(
    await db.execute(sql`
      SELECT t.id AS talent_id, t.client_id, m.id AS msp_id FROM talents t
      JOIN msps m ON m.client_id = t.client_id
      WHERE t.email IS NOT NULL AND t.email_verified AND t.state = 'ACTIVE' LIMIT 1`),
  )
  if (!target) return false
  let written = 0
  try {
    await db.transaction(async (tx) => {
      const id = randomUUID()
      const clientId = Number(target.client_id)
      await tx.execute(sql`
        INSERT INTO email_sends (id, client_id, msp_id, motivation, target_kind, target_ids, variants, unique_per_talent, total)
        VALUES (${id}::uuid, ${clientId}, ${target.msp_id}, 'talentEmailByMsp', 'talents', '{}', '{}', true, 1)`)
      const [client, sender] = await Promise.all([
        clientLanguages(tx, clientId),
        loadSender(tx, Number(target.msp_id)),
      ])
      const variant = { subject: 'Warm-up {{talent.firstName}}', body: 'Warm-up {{talent.lastName}}' }
      const out = await sendSlice(
        tx,
        from,
        { id, actor: { id: Number(target.msp_id), clientId, legalEntityIds: [] } },
        {
          clientId,
          motivation: 'talentEmailByMsp',
          templateId: null,
          variants: { [client.defaultLanguage]: variant },
          sender,
          client,
          uniquePerTalent: true,
        },
        'talents',
        [Number(target.talent_id)],
        1,
        null,
      )
      written = out.queued
      throw new RolledBack()
    })
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error
  }
  return written > 0
}
