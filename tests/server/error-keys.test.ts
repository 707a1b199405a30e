import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PIPELINE_REASONS } from '../../src/shared/domain/pipeline'

/**
 * Every message key the server can answer (an error, a preflight reason, a field message),
 * in any module, the kernel or a shared contract, has a text in every language.
 */

const ROOT = join(__dirname, '../..')
const SOURCE_DIRS = ['src/server', 'src/shared']

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`
    if (entry.isDirectory())
      return entry.name === 'seed' || entry.name === 'migrations' ? [] : sourceFiles(path)
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : []
  })
}

function keysSent(): string[] {
  const keys = new Set<string>(Object.values(PIPELINE_REASONS))
  for (const file of SOURCE_DIRS.flatMap(sourceFiles))
    for (const m of readFileSync(join(ROOT, file), 'utf8').matchAll(
      /'(msp\.v2\.[a-zA-Z0-9_.-]+[a-zA-Z0-9])'/g,
    ))
      keys.add(m[1])
  return [...keys].sort()
}

function messages(language: string): Record<string, string> {
  const dir = join(ROOT, 'src/client/i18n/locales', language)
  return Object.assign(
    {},
    ...readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8'))),
  )
}

describe('error keys', () => {
  const keys = keysSent()
  it('finds the keys the modules send', () => {
    expect(keys).toContain('msp.v2.pipeline.error.undo.done')
    expect(keys).toContain('msp.v2.pipeline.error.empty.selection')
    expect(keys).toContain('msp.v2.talent.not.found')
    expect(keys).toContain('msp.v2.validation.failed')
  })
  for (const language of ['en', 'de', 'fr', 'nl', 'es']) {
    it(`has a ${language} text for each`, () => {
      const known = messages(language)
      expect(keys.filter((k) => !known[k])).toEqual([])
    })
  }
})
