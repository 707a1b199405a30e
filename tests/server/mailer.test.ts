import type { AddressInfo } from 'node:net'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './support/test-app'

interface Received {
  from: string
  to: string[]
  data: string
}
const received: Received[] = []
let smtp: SMTPServer
let t: TestApp

beforeAll(async () => {
  // A real SMTP server on loopback: what the product sends is what a mail server receives.
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let data = ''
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString()
      })
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        })
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const { port } = smtp.server.address() as AddressInfo
  t = await createTestApp({ seed: { talents: 20, projects: 2 }, smtpUrl: `smtp://127.0.0.1:${port}` })
})
afterAll(async () => {
  await t.close()
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
})

describe('email through SMTP', () => {
  it('delivers the password-reset email and records it as sent in the outbox', async () => {
    const res = await t.request('/api/msp/requestPasswordReset', {
      method: 'POST',
      json: { email: 'tom.viewer@acme.test' },
    })
    expect(res.status).toBe(204)
    expect(received).toHaveLength(1)
    expect(received[0].to).toEqual(['tom.viewer@acme.test'])
    expect(received[0].data).toContain('Subject: Reset your password')
    // Undo quoted-printable soft breaks and escapes before reading the link.
    const body = received[0].data.replace(/=\r?\n/g, '').replace(/=3D/g, '=')
    expect(body).toMatch(/http:\/\/workspace\.test\/auth\/reset-password\?token=[\w-]{20,}/)
    const [row] = await t.database.db.query.emailOutbox.findMany()
    expect(row.status).toBe('sent')
    expect(row.sentAt).toBeInstanceOf(Date)
  })
})
