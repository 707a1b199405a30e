import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * The client's data layer and feature boundaries (issue 18 §3), checked on the sources:
 * - a feature never imports another feature; shared pieces live in ui/, commands/, api/ or
 *   src/shared, which import no feature either (only app/, the composition root, does);
 * - only api files (an api.ts or api/ in a feature, or the shared api/) call the HTTP client;
 * - each mutation owns its cache refresh: only api files (and app/mutation.ts, which runs a
 *   mutation's refresh) invalidate or refetch queries, so no screen refreshes on its own.
 */

const CLIENT = path.resolve(__dirname, '../../src/client')
const SHARED_PLACES = ['ui', 'commands', 'api', 'i18n']
/** The HTTP client itself: the fetch wrapper and the token refresh it performs. */
const HTTP_CLIENT = new Set(['app/http.ts', 'app/auth-session.ts'])

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(full)
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : []
  })
}

/** Every relative specifier of static imports, re-exports, side-effect and dynamic imports. */
function relativeImports(source: string): string[] {
  const found: string[] = []
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])(\.{1,2}\/[^'"]+)\1/g))
    found.push(match[2])
  return found
}

const files = sourceFiles(CLIENT).map((file) => ({
  file,
  rel: path.relative(CLIENT, file).split(path.sep).join('/'),
  source: fs.readFileSync(file, 'utf8'),
}))

/** 'features/pipeline/x.ts' -> 'features/pipeline'; 'ui/x.ts' -> 'ui'. */
function placeOf(rel: string): string {
  const parts = rel.split('/')
  return parts[0] === 'features' ? `features/${parts[1]}` : parts[0]
}

function importedPlaces(file: string, source: string): { spec: string; place: string }[] {
  return relativeImports(source)
    .map((spec) => {
      const target = path
        .relative(CLIENT, path.resolve(path.dirname(file), spec))
        .split(path.sep)
        .join('/')
      return { spec, place: target.startsWith('..') ? 'outside' : placeOf(target) }
    })
    .filter(({ place }) => place !== 'outside')
}

describe('client boundaries', () => {
  it('reads the client sources', () => {
    expect(files.length).toBeGreaterThan(200)
    expect(files.some((f) => f.rel.startsWith('features/pipeline/'))).toBe(true)
  })

  it('no feature imports another feature', () => {
    const violations = files.flatMap(({ file, rel, source }) => {
      const own = placeOf(rel)
      if (!own.startsWith('features/')) return []
      return importedPlaces(file, source)
        .filter(({ place }) => place.startsWith('features/') && place !== own)
        .map(({ spec }) => `${rel} imports ${spec}`)
    })
    expect(violations).toEqual([])
  })

  it('the shared places (ui, commands, api, i18n) import no feature', () => {
    const violations = files.flatMap(({ file, rel, source }) => {
      if (!SHARED_PLACES.includes(placeOf(rel))) return []
      return importedPlaces(file, source)
        .filter(({ place }) => place.startsWith('features/'))
        .map(({ spec }) => `${rel} imports ${spec}`)
    })
    expect(violations).toEqual([])
  })

  it('only api files call the HTTP client', () => {
    const isApiFile = (rel: string) =>
      /^features\/[^/]+\/(.+\/)?api\.ts$/.test(rel) ||
      /^features\/[^/]+\/api\//.test(rel) ||
      rel.startsWith('api/')
    const callsHttp = (file: string, source: string) =>
      /\bfetch\s*\(/.test(source) ||
      /from\s+'ofetch'/.test(source) ||
      relativeImports(source).some(
        (spec) =>
          path
            .relative(CLIENT, path.resolve(path.dirname(file), spec))
            .split(path.sep)
            .join('/') === 'app/http',
      )
    const violations = files
      .filter(({ rel }) => !HTTP_CLIENT.has(rel) && !isApiFile(rel))
      .filter(({ file, source }) => callsHttp(file, source))
      .map(({ rel }) => rel)
    expect(violations).toEqual([])
  })

  it('only api files invalidate or refetch queries (each mutation owns its refresh)', () => {
    const isApiFile = (rel: string) =>
      /^features\/[^/]+\/(.+\/)?api\.ts$/.test(rel) ||
      /^features\/[^/]+\/api\//.test(rel) ||
      rel.startsWith('api/') ||
      rel === 'app/mutation.ts'
    const violations = files
      .filter(({ rel }) => !isApiFile(rel))
      .filter(({ source }) => /\.(invalidateQueries|refetchQueries)\s*\(/.test(source))
      .map(({ rel }) => rel)
    expect(violations).toEqual([])
  })

  it('commands reach a screen one way: a published screen controller, not a module-level ref or stack', () => {
    const violations = files
      .filter(({ rel }) => rel.startsWith('features/'))
      .filter(
        ({ source }) =>
          /=\s*\{\s*current:\s*null\s*\}/.test(source) ||
          /^const mounted:\s*\w+\[\]\s*=\s*\[\]/m.test(source),
      )
      .map(({ rel }) => rel)
    expect(violations).toEqual([])
  })
})
