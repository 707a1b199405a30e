import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue 18 §2: services read the injected clock (`nowOf(deps)` or a `now` argument), so time
 * rules (undo windows, token expiry, publish days, task heartbeats) are testable. The only
 * `new Date()` left in the server's modules are the default clocks of workers built outside a
 * request (`options.now ?? (() => new Date())`) and the start-up warm-up, listed here.
 */
const ROOT = join(__dirname, '../../src/server/modules')
const ALLOWED: Record<string, RegExp> = {
  'pipeline/warm-writes.ts': /const now = new Date\(\)/,
  'files/orphan-sweep.ts': /now: Date = new Date\(\),/,
}
const DEFAULT_CLOCK = /\?\? \(\(\) => new Date\(\)\)/

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sources(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  )
}

describe('the injected clock', () => {
  it('is the only clock services read', () => {
    const found: string[] = []
    for (const file of sources(ROOT)) {
      const name = relative(ROOT, file)
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, i) => {
          if (!/new Date\(\)/.test(line) || DEFAULT_CLOCK.test(line)) return
          if (ALLOWED[name]?.test(line)) return
          found.push(`${name}:${i + 1}: ${line.trim()}`)
        })
    }
    expect(found).toEqual([])
  })
})
