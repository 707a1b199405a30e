import { sql } from 'drizzle-orm'
import type { EmailMotivation, EmailVariant } from '../../../../shared/domain/email'
import { jsonValue, rowsOf } from '../../../db/sql-helpers'
import type { ChunkResult, TaskHandler, TaskRecord, Tx } from '../../../tasks/types'
import type { ComposeInput } from '../compose'
import { clientLanguages, loadSender } from '../email-sql'
import { BULK_EMAIL_TASK, sendSlice } from '../send-service'

/** Recipients per chunk (one transaction); its statements work on slices of these (see sendSlice). */
export const EMAIL_CHUNK_SIZE = 200

interface SendRecord {
  client_id: number
  msp_id: number
  motivation: EmailMotivation
  template_id: number | null
  target_kind: 'talents' | 'applications'
  /** This chunk's ids only. */
  target_ids: number[] | string | null
  total: number | string
  variants: Record<string, EmailVariant> | string
  unique_per_talent: boolean
}

const idsOf = (value: number[] | string | null): number[] =>
  Array.isArray(value)
    ? value.map(Number)
    : (value ?? '')
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean)
        .map(Number)

/**
 * A send to more than EMAIL_TASK_THRESHOLD recipients (issue 19 §2 "bulk sends run as
 * background tasks"): its recipients sit in email_sends, the position in state.offset.
 * Each chunk renders and writes its messages held, without a send time, with their per-
 * recipient results, in the runner's transaction: a resumed task writes each one once.
 * The last chunk starts their undo window: it sets the send's release time, and the delivery
 * worker takes its messages from then on (no rewrite of thousands of rows to start their wait).
 */
export const bulkEmailHandler: TaskHandler = {
  type: BULK_EMAIL_TASK,
  async processChunk(tx: Tx, task: TaskRecord, ctx: { now: Date }): Promise<ChunkResult> {
    const sendId = String(task.args.sendId)
    const offset = typeof task.state?.offset === 'number' ? task.state.offset : 0
    // Only this chunk's ids are read: the list holds up to 5,000.
    const [send] = rowsOf<SendRecord>(
      await tx.execute(sql`
        SELECT client_id, msp_id, motivation, template_id, target_kind, variants, unique_per_talent,
          target_ids[${offset + 1}:${offset + EMAIL_CHUNK_SIZE}] AS target_ids, cardinality(target_ids) AS total
        FROM email_sends WHERE id = ${sendId}::uuid`),
    )
    if (!send) throw new Error(`email send ${sendId} is gone`)
    const ids = idsOf(send.target_ids)
    const total = Number(send.total)
    const end = Math.min(total, offset + ids.length)
    const legalEntityIds = Array.isArray(task.args.legalEntityIds) ? task.args.legalEntityIds.map(Number) : []
    const [client, sender] = await Promise.all([
      clientLanguages(tx, send.client_id),
      loadSender(tx, send.msp_id),
    ])
    const input: ComposeInput = {
      clientId: send.client_id,
      motivation: send.motivation,
      templateId: send.template_id,
      variants: jsonValue(send.variants),
      sender,
      client,
      // Values every recipient shares (a pool email's pool name), fixed when the send was made.
      shared: (task.args.shared ?? {}) as ComposeInput['shared'],
      uniquePerTalent: send.unique_per_talent,
    }
    const out = await sendSlice(
      tx,
      String(task.args.from),
      { id: sendId, actor: { id: send.msp_id, clientId: send.client_id, legalEntityIds } },
      input,
      send.target_kind,
      ids,
      offset,
      null,
    )
    const done = end >= total
    if (done) {
      const releaseAt = new Date(ctx.now.getTime() + Number(task.args.holdMs)).toISOString()
      await tx.execute(sql`
        UPDATE email_sends SET done_at = ${ctx.now.toISOString()}::timestamptz,
          expires_at = ${releaseAt}::timestamptz, release_at = ${releaseAt}::timestamptz
        WHERE id = ${sendId}::uuid`)
    }
    return { processed: end - offset, failed: out.skipped, state: { offset: end, undoToken: sendId }, done }
  },
}
