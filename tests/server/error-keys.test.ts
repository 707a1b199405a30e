import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PIPELINE_REASONS } from '../../src/shared/domain/pipeline'

/**
 * Every message key the server can answer (an error, a preflight reason, a field message)
 * is declared in one catalogue: its module's `errors.ts`, the kernel's, an integration's, or
 * a shared contract; and every key has a text in every language.
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

const KEY = /'(msp\.v2\.[a-zA-Z0-9_.-]+[a-zA-Z0-9])'/g
const isCatalogue = (file: string) => file.endsWith('/errors.ts')

function keysIn(files: string[]): string[] {
  const keys = new Set<string>()
  for (const file of files)
    for (const m of readFileSync(join(ROOT, file), 'utf8').matchAll(KEY)) keys.add(m[1])
  return [...keys].sort()
}

function keysSent(): string[] {
  const files = SOURCE_DIRS.flatMap(sourceFiles)
  return [...new Set([...Object.values(PIPELINE_REASONS), ...keysIn(files)])].sort()
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
  it('are declared in a catalogue: a server file other than an errors.ts sends none', () => {
    const server = sourceFiles('src/server')
    const outside = server.filter((f) => !isCatalogue(f) && keysIn([f]).length > 0)
    expect(outside).toEqual([])
    const catalogues = server.filter(isCatalogue)
    expect(catalogues).toContain('src/server/modules/pipeline/errors.ts')
    expect(catalogues).toContain('src/server/kernel/errors.ts')
    expect(catalogues).toContain('src/server/integrations/talent-providers/errors.ts')
  })
  for (const language of ['en', 'de', 'fr', 'nl', 'es']) {
    it(`has a ${language} text for each`, () => {
      const known = messages(language)
      expect(keys.filter((k) => !known[k])).toEqual([])
    })
  }
})
