import type { SystemMotivation } from '../../../shared/domain/email'
import type { DbOrTx } from '../../db/client'
import type { AppDeps } from '../../deps'
import type { IcalEvent } from '../../integrations/mail/port'
import { nowOf } from '../../kernel/clock'
import { writeMessages } from './outbox-writer'

/**
 * A message the product sends on its own (the password reset, an interview's invitation):
 * queued at once, no undo window, no template; the delivery worker sends it like any other.
 * Given `tx`, the message is written in the caller's transaction (it leaves only if that
 * commits) and the caller wakes the delivery worker after its commit (wakeEmailDelivery).
 */
export async function queueSystemEmail(
  deps: AppDeps,
  email: {
    clientId: number
    mspId: number
    motivation: SystemMotivation
    to: string
    subject: string
    text: string
    talentId?: number | null
    applicationId?: number | null
    language?: string | null
    /** A calendar invitation's ICS, sent as the message's text/calendar part. */
    icalEvent?: IcalEvent | null
  },
  tx?: DbOrTx,
): Promise<number> {
  const [id] = await writeMessages(tx ?? deps.db, deps.env.MAIL_FROM, [email], {
    status: 'queued',
    at: nowOf(deps),
  })
  if (!tx) wakeEmailDelivery(deps)
  return id
}

/** Messages queued in a transaction that has committed are sent now rather than at the next poll. */
export function wakeEmailDelivery(deps: AppDeps): void {
  deps.emailDelivery?.wake()
}
