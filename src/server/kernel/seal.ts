import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Secrets at rest (calendar grants, the clients' provider keys): AES-256-GCM under a key
 * derived (HKDF) from the server's signing key and the secret's purpose, so a database dump
 * alone opens none of them, and a secret of one purpose does not open as another.
 */
const keys = new Map<string, WeakMap<Uint8Array, Buffer>>()

function keyOf(signingKey: Uint8Array, purpose: string): Buffer {
  let byKey = keys.get(purpose)
  if (!byKey) {
    byKey = new WeakMap()
    keys.set(purpose, byKey)
  }
  let key = byKey.get(signingKey)
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', signingKey, purpose, 'aes-256-gcm', 32))
    byKey.set(signingKey, key)
  }
  return key
}

const PREFIX = 'v1.'

/** Whether a stored value is sealed (older rows may hold a secret as written). */
export const isSealed = (stored: string) => stored.startsWith(PREFIX)

export function secretSealer(signingKey: Uint8Array, purpose: string) {
  const key = keyOf(signingKey, purpose)
  return {
    seal(text: string): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()])
      return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${body.toString('base64url')}`
    },
    open(sealed: string): string {
      const [version, iv, tag, body] = sealed.split('.')
      if (`${version}.` !== PREFIX || !iv || !tag || !body) throw new Error('unknown sealed format')
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
      decipher.setAuthTag(Buffer.from(tag, 'base64url'))
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
        'utf8',
      )
    },
  }
}
export type SecretSealer = ReturnType<typeof secretSealer>
