import { describe, expect, it } from 'vitest'
import { isStorableJson, isStorableText, storableText, text } from './text'

/** Every module of src/shared/contracts, so a new contract is checked without a list to keep. */
const contracts = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], { eager: true })

type Def = {
  type: string
  checks?: Array<{ _zod: { def: { check: string; fn?: unknown } } }>
  [k: string]: unknown
}
const defOf = (s: unknown): Def | undefined => (s as { _zod?: { def?: Def } })?._zod?.def
const hasCheck = (def: Def, fn: unknown) => (def.checks ?? []).some((c) => c._zod.def.fn === fn)

/** Paths of the strings (and free JSON values) in a schema that PostgreSQL might be handed unchecked. */
function unchecked(schema: unknown, path: string, out: string[], seen = new Set<unknown>()): string[] {
  const def = defOf(schema)
  if (!def || seen.has(schema)) return out
  seen.add(schema)
  const walk = (s: unknown, p: string) => unchecked(s, p, out, seen)
  switch (def.type) {
    case 'string':
      if (!hasCheck(def, isStorableText)) out.push(path)
      break
    case 'unknown':
    case 'any':
      if (!hasCheck(def, isStorableJson)) out.push(path)
      break
    case 'object':
      for (const [k, s] of Object.entries(def.shape as Record<string, unknown>)) walk(s, `${path}.${k}`)
      if (def.catchall) walk(def.catchall, `${path}.*`)
      break
    case 'array':
      walk(def.element, `${path}[]`)
      break
    case 'record':
    case 'map':
      walk(def.keyType, `${path}{key}`)
      walk(def.valueType, `${path}{}`)
      break
    case 'union':
      for (const [i, s] of (def.options as unknown[]).entries()) walk(s, `${path}|${i}`)
      break
    case 'intersection':
      walk(def.left, path)
      walk(def.right, path)
      break
    case 'tuple':
      for (const [i, s] of (def.items as unknown[]).entries()) walk(s, `${path}[${i}]`)
      break
    case 'pipe':
      walk(def.in, path)
      walk(def.out, path)
      break
    case 'lazy':
      walk((def.getter as () => unknown)(), path)
      break
    default:
      if (def.innerType) walk(def.innerType, path)
  }
  return out
}

describe('text()', () => {
  it('refuses NUL characters and lone surrogates, keeps everything else', () => {
    for (const bad of ['a\u0000b', '\ud800', 'x\udc00', '\udc00\ud800'])
      expect(text().safeParse(bad).error?.issues[0].message).toBe('msp.v2.validation.text.unstorable')
    for (const good of ['', 'Zoë 🎉', 'a\tb\nc', '\ud83d\ude00'])
      expect(text().safeParse(good).success).toBe(true)
    expect(storableText('a\u0000b\ud800c\ud83d\ude00')).toBe('abc\ud83d\ude00')
    expect(isStorableJson({ ok: ['x', 1, { y: 'z' }] })).toBe(true)
    expect(isStorableJson({ ok: ['x', { y: 'z\u0000' }] })).toBe(false)
    expect(isStorableJson({ 'k\ud800': 1 })).toBe(false)
  })

  it('is every string and every free JSON value of every contract', () => {
    const found: string[] = []
    let schemas = 0
    for (const [file, exports] of Object.entries(contracts))
      for (const [name, value] of Object.entries(exports)) {
        if (!defOf(value)) continue
        schemas++
        unchecked(value, `${file.replace('./', '')}:${name}`, found)
      }
    expect(schemas).toBeGreaterThan(100)
    expect(found).toEqual([])
  })
})
