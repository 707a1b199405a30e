import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import type { CalendarGrant } from '../../integrations/calendar/port'

/**
 * Calendar grants at rest: AES-256-GCM under a key derived (HKDF) from the server's signing
 * key, so a database dump alone gives no access to anyone's calendar.
 */
const keys = new WeakMap<Uint8Array, Buffer>()

export function grantSealer(signingKey: Uint8Array) {
  let key = keys.get(signingKey)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', signingKey, 'calendar-grants', 'aes-256-gcm', 32))
    keys.set(signingKey, key)
  }
  const sealKey = key
  return {
    seal(grant: CalendarGrant): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', sealKey, iv)
      const body = Buffer.concat([cipher.update(JSON.stringify(grant), 'utf8'), cipher.final()])
      return `v1.${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`
    },
    open(sealed: string): CalendarGrant {
      const [version, iv, tag, body] = sealed.split('.')
      if (version !== 'v1' || !iv || !tag || !body) throw new Error('unknown grant format')
      const decipher = createDecipheriv('aes-256-gcm', sealKey, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      const text = Buffer.concat([
        decipher.update(Buffer.from(body, 'base64url')),
        decipher.final(),
      ]).toString('utf8')
      return JSON.parse(text) as CalendarGrant
    },
  }
}
export type GrantSealer = ReturnType<typeof grantSealer>
