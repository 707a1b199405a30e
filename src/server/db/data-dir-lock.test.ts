import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { DataDirLockedError, lockDataDir } from './data-dir-lock'

describe('lockDataDir', () => {
  it('refuses a data dir held by another live process, with a clear message', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'rw-lock-'))
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'])
    try {
      writeFileSync(join(dir, 'server.lock'), String(other.pid))
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError)
      expect(() => lockDataDir(dir)).toThrow(/in use by another process \(pid \d+\)/)
    } finally {
      other.kill()
      await new Promise((resolve) => other.once('exit', resolve))
    }
    // The holder is gone: its stale lock is taken over, and released on close.
    const release = lockDataDir(dir)
    expect(existsSync(join(dir, 'server.lock'))).toBe(true)
    release()
    expect(existsSync(join(dir, 'server.lock'))).toBe(false)
  })
})
