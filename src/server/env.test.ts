import { describe, expect, it } from 'vitest'
import { EnvError, readEnv } from './env'

describe('readEnv', () => {
  it('fills defaults for a bare environment', () => {
    const env = readEnv({})
    expect(env.PORT).toBe(3000)
    expect(env.DATA_DIR).toBe('./data')
    expect(env.DATABASE_URL).toBeUndefined()
  })
  it('stops with a message naming each bad variable', () => {
    expect(() => readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(EnvError)
    try {
      readEnv({ PORT: 'eighty', DATABASE_URL: 'mysql://x' })
    } catch (e) {
      expect((e as Error).message).toMatch(/PORT/)
      expect((e as Error).message).toMatch(/DATABASE_URL: must be a postgres:\/\/ URL/)
    }
  })
})
