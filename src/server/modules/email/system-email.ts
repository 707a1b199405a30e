import type { AppDeps } from '../../deps'
import { nowOf } from '../../kernel/clock'
import { writeMessages } from './outbox-writer'

/**
 * A message the product sends on its own (the password reset): queued at once, no undo
 * window, no template; the delivery worker sends it like any other.
 */
export async function queueSystemEmail(
  deps: AppDeps,
  email: {
    clientId: number
    mspId: number
    motivation: 'passwordReset'
    to: string
    subject: string
    text: string
  },
): Promise<number> {
  const [id] = await writeMessages(deps.db, deps.env.MAIL_FROM, [email], {
    status: 'queued',
    at: nowOf(deps),
  })
  deps.emailDelivery?.wake()
  return id
}
