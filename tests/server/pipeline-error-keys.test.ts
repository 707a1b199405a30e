import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PIPELINE_REASONS } from '../../src/shared/domain/pipeline'

/** Every error key the pipeline API can send, and every preflight reason, has a text in every language. */

const ROOT = join(__dirname, '../..')
const SOURCES = [
  'src/shared/contracts/pipeline.ts',
  'src/shared/domain/pipeline.ts',
  ...readdirSync(join(ROOT, 'src/server/services'))
    .filter((f) => /^(application-(actions|bulk|rows|search)|pipeline-|project-actions|undo)/.test(f))
    .map((f) => `src/server/services/${f}`),
  'src/server/routes/applications.ts',
  'src/server/routes/projects.ts',
  'src/server/routes/search.ts',
]

function keysSent(): string[] {
  const keys = new Set<string>(Object.values(PIPELINE_REASONS))
  for (const file of SOURCES)
    for (const m of readFileSync(join(ROOT, file), 'utf8').matchAll(
      /'(msp\.v2\.pipeline\.(?:error|reason)\.[a-z.]+)'/g,
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

describe('pipeline error keys', () => {
  const keys = keysSent()
  it('finds the keys the services send', () => {
    expect(keys).toContain('msp.v2.pipeline.error.undo.done')
    expect(keys).toContain('msp.v2.pipeline.error.empty.selection')
  })
  for (const language of ['en', 'de', 'fr', 'nl', 'es']) {
    it(`has a ${language} text for each`, () => {
      const known = messages(language)
      expect(keys.filter((k) => !known[k])).toEqual([])
    })
  }
})
