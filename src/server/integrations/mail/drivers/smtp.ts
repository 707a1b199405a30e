import nodemailer from 'nodemailer'
import type { DeliveryOutcome, MailTransport, OutgoingMessage } from '../port'

export interface SmtpOptions {
  /** smtp://user:pass@host:port or smtps://… (implicit TLS); `?rejectUnauthorized=false` accepts a self-signed certificate. */
  url: string
  /** Connection, greeting and socket timeout: a server slower than this is a temporary failure. */
  timeoutMs: number
  /** Parallel SMTP connections of the pool. */
  maxConnections: number
}

/** The pooled nodemailer options an SMTP URL stands for (credentials URL-decoded). */
export function smtpTransportOptions(options: SmtpOptions) {
  const url = new URL(options.url)
  const secure = url.protocol === 'smtps:'
  const user = decodeURIComponent(url.username)
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : undefined,
    secure,
    auth: user ? { user, pass: decodeURIComponent(url.password) } : undefined,
    pool: true as const,
    maxConnections: options.maxConnections,
    maxMessages: Number.POSITIVE_INFINITY,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
    tls: url.searchParams.get('rejectUnauthorized') === 'false' ? { rejectUnauthorized: false } : undefined,
  }
}

interface SmtpError {
  code?: string
  responseCode?: number
  response?: string
  message?: string
}

/**
 * An SMTP failure as the worker acts on it: 5xx is permanent, everything else (4xx, refused
 * or dropped connections, timeouts) temporary. A 5xx to the envelope or the message is about
 * the recipient (a hard bounce); a 5xx to our credentials is about our setup, not the address.
 */
export function classifySmtpError(error: unknown): Extract<DeliveryOutcome, { ok: false }> {
  const e = (error ?? {}) as SmtpError
  const response = (e.response ?? e.message ?? String(error)).slice(0, 2000)
  const code = e.responseCode ?? 0
  const permanent = code >= 500 && code < 600
  return {
    ok: false,
    permanent,
    recipientRefused: permanent && (e.code === 'EENVELOPE' || e.code === 'EMESSAGE'),
    response:
      e.responseCode && !response.startsWith(String(e.responseCode)) ? `${code} ${response}` : response,
  }
}

/** Delivers through an SMTP server (SMTP_URL) with a pool of connections. */
export function createSmtpTransport(options: SmtpOptions): MailTransport {
  const transport = nodemailer.createTransport(smtpTransportOptions(options))
  return {
    kind: 'smtp',
    async send(message: OutgoingMessage): Promise<DeliveryOutcome> {
      try {
        const info = await transport.sendMail({
          from: message.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html ?? undefined,
          messageId: message.messageId,
          headers: message.language ? { 'Content-Language': message.language } : undefined,
          icalEvent: message.icalEvent ?? undefined,
        })
        return { ok: true, response: String(info.response ?? '') }
      } catch (error) {
        return classifySmtpError(error)
      }
    },
    close: () => transport.close(),
  }
}
