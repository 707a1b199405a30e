import { eq } from 'drizzle-orm'
import nodemailer from 'nodemailer'
import type { DbOrTx } from '../../db/client'
import { emailOutbox } from '../../db/schema/all'

export interface OutgoingEmail {
  clientId?: number | null
  mspId?: number | null
  /** One of the email template motivations of §3, or a system purpose such as password-reset. */
  motivation: string
  to: string
  subject: string
  text: string
  html?: string
  /** A calendar invitation (text/calendar part with its METHOD), as mail clients offer to add it. */
  icalEvent?: { method: 'REQUEST' | 'CANCEL'; filename: string; content: string }
}

export interface Mailer {
  /** Records the email in the outbox and delivers it through the configured transport. */
  send(db: DbOrTx, email: OutgoingEmail): Promise<{ id: number; status: 'stored' | 'sent' | 'failed' }>
}

/**
 * Every message lands in the outbox table (visible in the app). Without SMTP_URL that is the
 * delivery; with it, nodemailer sends through the SMTP server and the row records the outcome.
 */
export function createMailer(options: { smtpUrl?: string; from: string }): Mailer {
  const transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl) : null
  return {
    async send(db, email) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          clientId: email.clientId ?? null,
          mspId: email.mspId ?? null,
          motivation: email.motivation,
          toAddress: email.to,
          fromAddress: options.from,
          subject: email.subject,
          textBody: email.text,
          htmlBody: email.html ?? null,
          status: transport ? 'queued' : 'stored',
        })
        .returning({ id: emailOutbox.id })
      if (!transport) return { id: row.id, status: 'stored' }
      try {
        await transport.sendMail({
          from: options.from,
          to: email.to,
          subject: email.subject,
          text: email.text,
          html: email.html,
          icalEvent: email.icalEvent,
        })
        await db
          .update(emailOutbox)
          .set({ status: 'sent', sentAt: new Date() })
          .where(eq(emailOutbox.id, row.id))
        return { id: row.id, status: 'sent' }
      } catch (e) {
        await db
          .update(emailOutbox)
          .set({ status: 'failed', error: (e as Error).message.slice(0, 500) })
          .where(eq(emailOutbox.id, row.id))
        return { id: row.id, status: 'failed' }
      }
    },
  }
}
