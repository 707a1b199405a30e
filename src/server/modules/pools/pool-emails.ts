import { sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { ComposePreviewResponse, EmailSendResponse } from '../../../shared/contracts/email'
import type { HeldEmails } from '../../../shared/contracts/email-hold'
import type { poolContactRequestSchema } from '../../../shared/contracts/pools'
import { MAX_RECIPIENTS } from '../../../shared/domain/email'
import type { DbOrTx } from '../../db/client'
import { intArray, rowsOf } from '../../db/sql-helpers'
import type { AppDeps, AuthUser } from '../../deps'
import { badRequest } from '../../kernel/api-error'
import {
  checkTemplateEmail,
  heldUntil,
  holdTalentEmails,
  previewEmail,
  type SendRequest,
  sendEmail,
  undoWindowMs,
} from '../email'
import { poolsErrors } from './errors'
import { ownPool } from './pool-sql'

/**
 * The pool's emails (§7 pool/contact, issue 19 and 22 §1): a message to a pool's members (all of
 * one status, or a selection) composed and sent through the email module, and the pool-rejection
 * email a deny holds. The email module renders, holds for the undo window and delivers.
 */

type ContactRequest = z.output<typeof poolContactRequestSchema>

/** The talents the request names, in membership order; refuses none and more than one send may hold. */
async function recipientsOf(db: DbOrTx, user: AuthUser, req: ContactRequest): Promise<number[]> {
  const which = req.membershipIds
    ? sql`pm.id = ANY(${intArray(req.membershipIds)})`
    : sql`pm.status = ${req.status}`
  const rows = rowsOf<{ talent_id: number }>(
    await db.execute(sql`
      SELECT pm.talent_id FROM pool_memberships pm
      WHERE pm.pool_id = ${req.poolId} AND pm.client_id = ${user.clientId} AND ${which}
      ORDER BY pm.id LIMIT ${MAX_RECIPIENTS + 1}`),
  )
  if (rows.length === 0) throw badRequest(poolsErrors.emailRecipientsNone)
  if (rows.length > MAX_RECIPIENTS) throw badRequest(poolsErrors.emailRecipientsTooMany)
  return rows.map((r) => Number(r.talent_id))
}

async function asSend(deps: AppDeps, user: AuthUser, req: ContactRequest) {
  const pool = await ownPool(deps.db, user, req.poolId)
  const ids = await recipientsOf(deps.db, user, req)
  const send: SendRequest = {
    target: { kind: 'talents', ids },
    motivation: 'poolEmail',
    templateId: req.templateId,
    variants: req.variants,
    uniquePerTalent: req.uniquePerTalent,
  }
  return { send, context: { shared: { 'pool.name': pool.name } } }
}

/** POST pool/contact: held for the undo window like every send; more than 50 recipients as a task. */
export async function contactPool(
  deps: AppDeps,
  user: AuthUser,
  req: ContactRequest,
): Promise<EmailSendResponse> {
  const { send, context } = await asSend(deps, user, req)
  return sendEmail(deps, user, send, context)
}

/** POST pool/contact/preview: the recipients' count, skips, and the first member's message. */
export async function previewPoolContact(
  deps: AppDeps,
  user: AuthUser,
  req: ContactRequest,
): Promise<ComposePreviewResponse> {
  const { send, context } = await asSend(deps, user, req)
  return previewEmail(deps, user, send, context)
}

/** Which pool-rejection email a deny sends: undefined the default template, null none. */
export type DenyEmail = { templateId?: number | null } | undefined

export const checkDenyEmail = (db: DbOrTx, clientId: number, email: DenyEmail) =>
  checkTemplateEmail(db, clientId, 'poolRejection', email)

/**
 * Holds the pool-rejection emails of denied memberships, in the deny's transaction: one per
 * talent in their language, naming the pool, leaving after `sendAfter` (cancellable in the
 * outbox until then).
 */
export async function holdDenyEmails(
  tx: DbOrTx,
  input: {
    actor: { id: number; clientId: number; legalEntityIds: readonly number[] }
    denied: readonly { talentId: number; poolId: number }[]
    email: DenyEmail
    sendAfter: Date
    from: string
  },
): Promise<{ held: number; skipped: number }> {
  let held = 0
  let skipped = 0
  const byPool = new Map<number, number[]>()
  for (const d of input.denied) byPool.set(d.poolId, [...(byPool.get(d.poolId) ?? []), d.talentId])
  for (const [poolId, talentIds] of byPool) {
    const [pool] = rowsOf<{ name: string }>(
      await tx.execute(sql`SELECT name FROM pools WHERE id = ${poolId}`),
    )
    const out = await holdTalentEmails(tx, {
      actor: input.actor,
      motivation: 'poolRejection',
      talentIds,
      email: input.email,
      shared: { 'pool.name': pool?.name ?? '' },
      undoToken: null,
      sendAfter: input.sendAfter,
      from: input.from,
    })
    held += out.held
    skipped += out.skipped
  }
  return { held, skipped }
}

/** What the deny's answer tells the user about its emails. */
export function heldEmails(deps: AppDeps, counts: { held: number; skipped: number }, now: Date): HeldEmails {
  return {
    ...counts,
    sendAfter: heldUntil(deps, now).toISOString(),
    undoWindowMs: undoWindowMs(deps),
    transport: deps.mailTransport.kind,
  }
}
