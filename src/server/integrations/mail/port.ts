/**
 * The mail transport port (issue 18 §2 adapters): what the email module's delivery worker
 * needs from whatever carries a message to its recipient. Drivers: SMTP through nodemailer
 * (SMTP_URL), and the embedded outbox (no SMTP_URL: the outbox table is the delivery).
 */

export interface OutgoingMessage {
  /** The Message-ID header, the same on every attempt of one outbox row. */
  messageId: string
  from: string
  to: string
  subject: string
  text: string
  html?: string | null
  /** Content-Language of the message (the variant's language). */
  language?: string | null
  /** A calendar invitation: a text/calendar part (with its METHOD) mail clients offer to add. */
  icalEvent?: IcalEvent | null
}

/** An iCalendar object sent with a message (RFC 6047 iMIP: REQUEST to invite or move, CANCEL). */
export interface IcalEvent {
  method: 'REQUEST' | 'CANCEL'
  filename: string
  content: string
}

export type DeliveryOutcome =
  | { ok: true; response: string }
  | {
      ok: false
      /** The server refused for good (5xx): retrying would only repeat the refusal. */
      permanent: boolean
      /** The refusal concerns the recipient's address or message (not our setup): it goes on the suppression list. */
      recipientRefused: boolean
      /** The server's answer verbatim, or the connection error. */
      response: string
    }

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox'
  send(message: OutgoingMessage): Promise<DeliveryOutcome>
  close(): void
}
