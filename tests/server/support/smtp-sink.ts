import type { AddressInfo } from 'node:net'
import { SMTPServer, type SMTPServerOptions } from 'smtp-server'

/**
 * A real SMTP server on loopback (the `smtp-server` package) for the email tests: it records
 * every message it accepts, parsed as a mail client would read it, and plays faults on cue.
 */

export interface ReceivedMail {
  envelopeFrom: string
  envelopeTo: string[]
  /** Header names lower-cased, encoded words decoded. */
  headers: Record<string, string>
  subject: string
  /** The text body, transfer encoding undone. */
  body: string
  raw: string
}

export interface SmtpFaults {
  /** Answer RCPT TO of this address with this reply, e.g. 550 (hard bounce) or 451 (try later). */
  rcpt?: (address: string) => { code: number; message: string } | null
  /** Answer DATA with this reply instead of accepting. */
  data?: () => { code: number; message: string } | null
  /** Wait this long before answering DATA (a slow server). */
  delayMs?: number
}

export interface SmtpSink {
  url: string
  port: number
  received: ReceivedMail[]
  faults: SmtpFaults
  /** Errors of connections the client broke off (e.g. ECONNRESET when it was killed). */
  connectionErrors: Error[]
  close(): Promise<void>
}

function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, enc: string, text: string) => {
      if (enc.toUpperCase() === 'B') return Buffer.from(text, 'base64').toString('utf8')
      const bytes = text
        .replace(/_/g, ' ')
        .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
      return Buffer.from(bytes, 'latin1').toString('utf8')
    })
}

function decodeBody(body: string, encoding: string | undefined): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'body'> {
  const split = raw.indexOf('\r\n\r\n')
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ')
  const headers: Record<string, string> = {}
  for (const line of head.split('\r\n')) {
    const colon = line.indexOf(':')
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = decodeWords(line.slice(colon + 1).trim())
  }
  const body = decodeBody(raw.slice(split + 4).replace(/\r\n$/, ''), headers['content-transfer-encoding'])
  return { headers, subject: headers.subject ?? '', body: body.replace(/\r\n/g, '\n') }
}

export async function startSmtpSink(
  options: Partial<SMTPServerOptions> & { port?: number } = {},
): Promise<SmtpSink> {
  const received: ReceivedMail[] = []
  const faults: SmtpFaults = {}
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const fault = faults.rcpt?.(address.address)
      if (fault) {
        const error = new Error(fault.message) as Error & { responseCode: number }
        error.responseCode = fault.code
        return callback(error)
      }
      callback()
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        const finish = () => {
          const fault = faults.data?.()
          if (fault) {
            const error = new Error(fault.message) as Error & { responseCode: number }
            error.responseCode = fault.code
            return callback(error)
          }
          const raw = Buffer.concat(chunks).toString('utf8')
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            envelopeTo: session.envelope.rcptTo.map((r) => r.address),
            raw,
            ...parseMail(raw),
          })
          callback()
        }
        if (faults.delayMs) setTimeout(finish, faults.delayMs)
        else finish()
      })
    },
    ...options,
  })
  // A client that dies mid-session (the crash tests SIGKILL the sending server) resets its
  // connection; smtp-server reports that as an 'error' event, which must not go unhandled.
  const connectionErrors: Error[] = []
  server.on('error', (error: Error) => connectionErrors.push(error))
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve))
  const { port } = server.server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    received,
    faults,
    connectionErrors,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
