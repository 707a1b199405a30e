import type { MailTransport } from '../port'

/**
 * Without SMTP_URL the outbox is the delivery: the message stays in the outbox table, where
 * the Outbox screen shows it as delivered to the outbox. Nothing leaves the machine.
 */
export function createOutboxTransport(): MailTransport {
  return {
    kind: 'outbox',
    send: async () => ({ ok: true, response: 'kept in the outbox (no SMTP_URL configured)' }),
    close() {},
  }
}
