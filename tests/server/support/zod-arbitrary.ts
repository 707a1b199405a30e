import fc from 'fast-check'
import type { z } from 'zod'
import { isStorableText } from '../../../src/shared/contracts/text'

/**
 * fast-check arbitraries from the shared zod contracts (zod 4's schema definitions): values
 * that mostly fit the contract, so a fuzzed call reaches the service behind the route, with
 * hostile strings and numbers mixed in at every level.
 */

/** Strings that broke or could break a server: NUL, lone surrogates, paths, SQL, huge ones. */
export const hostileString = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '\u0000',
      'a\u0000b',
      '\ud800',
      'x\udfffy',
      '\udc00\ud800',
      '',
      ' ',
      '%00',
      '%',
      '_',
      '\\',
      '../../etc/passwd',
      "' OR 1=1 --",
      '<script>alert(1)</script>',
      '9'.repeat(30),
      '-1',
      '1e309',
      'NaN',
      'null',
      '__proto__',
      'constructor',
      '\u202e\u0007\u001b[2J',
      '0x10',
    ),
  },
  // What PostgreSQL cannot store, inside ordinary text: the causes of most 500s found.
  { weight: 3, arbitrary: fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`) },
  { weight: 3, arbitrary: fc.string({ maxLength: 20 }).map((s) => `${s}\ud800`) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
  { weight: 1, arbitrary: fc.constant('ä'.repeat(300)) },
  { weight: 1, arbitrary: fc.constant('x'.repeat(25_000)) },
)

/** Numbers past every range the database has, and the ones JSON turns into null. */
export const hostileNumber = fc.constantFrom(
  -1,
  0,
  0.5,
  -0.5,
  2 ** 31,
  2 ** 31 - 1,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.NaN,
  Number.POSITIVE_INFINITY,
)

/** Any JSON value, strings hostile. */
export const hostileJson: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileString, tie('value'), { maxKeys: 4 }),
  ),
})).value

/** Words the domain knows (status codes, question types, currencies ...): refined strings take these. */
let vocabulary: readonly string[] = ['EUR', 'DE', 'en']
export function setVocabulary(words: readonly string[]): void {
  vocabulary = [...new Set(words)]
}

const day = fc
  .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2031-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10))

type Def = {
  type: string
  checks?: Array<{ _zod: { def: Record<string, unknown> } }>
  [key: string]: unknown
}
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def
const checksOf = (def: Def) => (def.checks ?? []).map((c) => c._zod.def)

function stringArbitrary(schema: unknown, def: Def, hostile: boolean): fc.Arbitrary<string> {
  let min = 0
  let max = 40
  let format = def.format as string | undefined
  let pattern = def.pattern as RegExp | undefined
  for (const check of checksOf(def)) {
    if (check.check === 'min_length') min = check.minimum as number
    if (check.check === 'max_length') max = Math.min(max, check.maximum as number)
    if (check.check === 'length_equals') min = max = check.length as number
    if (check.check === 'string_format') {
      format = check.format as string
      pattern = (check.pattern as RegExp | undefined) ?? pattern
    }
  }
  if (max < min) max = min
  // The domain's words this string accepts: for a rule of its own (a question type, a known
  // code) they are what meets it.
  const refined = checksOf(def).some((c) => c.check === 'custom' && c.fn !== isStorableText)
  const accepted = vocabulary.filter((w) => (schema as z.ZodType).safeParse(w).success)
  let fitting: fc.Arbitrary<string>
  if (format === 'email')
    fitting = fc.oneof(
      fc.constantFrom('anna.admin@acme.test', 'max.recruiter@acme.test', 'gina.globex@globex.test'),
      fc
        .tuple(fc.stringMatching(/^[a-z][a-z0-9.]{0,8}[a-z]$/), fc.constantFrom('acme.test', 'example.com'))
        .map(([user, domain]) => `${user}@${domain}`),
    )
  else if (format === 'uuid' || format === 'guid') fitting = fc.uuid()
  else if (format === 'datetime') fitting = fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
  else if (format === 'date')
    fitting = fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
  else if (pattern?.test('2027-03-01')) fitting = day
  else if (pattern) fitting = fc.stringMatching(pattern)
  else {
    const random = fc.string({ minLength: min, maxLength: Math.min(max, min + 40) })
    fitting =
      accepted.length === 0
        ? random
        : fc.oneof(
            { weight: refined ? 1 : 2, arbitrary: random },
            { weight: refined ? 8 : 1, arbitrary: fc.constantFrom(...accepted) },
          )
  }
  return hostile
    ? fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 1, arbitrary: hostileString })
    : fitting
}

function numberArbitrary(def: Def, hostile: boolean): fc.Arbitrary<number> {
  let min = -1_000_000
  let max = 1_000_000
  let integer = def.format !== undefined && def.format !== 'float64' && def.format !== 'float32'
  for (const check of checksOf(def)) {
    if (check.check === 'greater_than')
      min = Math.max(min, (check.value as number) + (check.inclusive ? 0 : 1))
    if (check.check === 'less_than') max = Math.min(max, (check.value as number) - (check.inclusive ? 0 : 1))
    if (check.check === 'number_format' && check.format !== 'float64' && check.format !== 'float32')
      integer = true
  }
  if (max < min) max = min
  const fitting = integer
    ? fc.integer({ min: Math.ceil(Math.max(min, -(2 ** 31))), max: Math.floor(Math.min(max, 2 ** 31 - 1)) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true })
  // Small ids name seeded rows (the first legal entities, talents, projects): they take the
  // call past its lookups more often than random ones.
  const smallIn = (top: number) =>
    fc.integer({ min: Math.max(1, Math.ceil(min)), max: Math.max(1, Math.min(top, Math.floor(max))) })
  const small = fc.oneof({ weight: 3, arbitrary: smallIn(4) }, { weight: 1, arbitrary: smallIn(40) })
  return hostile
    ? fc.oneof(
        { weight: 3, arbitrary: fitting },
        { weight: 2, arbitrary: small },
        { weight: 1, arbitrary: hostileNumber },
      )
    : fc.oneof({ weight: 1, arbitrary: fitting }, { weight: 4, arbitrary: small })
}

/**
 * An arbitrary for the input a schema accepts; with `hostile`, hostile values and unknown
 * or missing fields are mixed in at every level (so most such values fail validation
 * somewhere: `oneHostile` puts exactly one into an otherwise fitting value instead).
 */
export function arbitraryOf(schema: unknown, hostile = true, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema)
  if (depth > 8) return fc.constant(null)
  const inner = (s: unknown) => arbitraryOf(s, hostile, depth + 1)
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, def, hostile)
    case 'number':
    case 'int':
      return numberArbitrary(def, hostile)
    case 'bigint':
      return fc.bigInt({ min: -(2n ** 64n), max: 2n ** 64n }).map(String)
    case 'boolean':
      return hostile
        ? fc.oneof({ weight: 4, arbitrary: fc.boolean() }, { weight: 1, arbitrary: hostileJson })
        : fc.boolean()
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
    case 'null':
      return fc.constant(null)
    case 'undefined':
    case 'void':
      return fc.constant(undefined)
    case 'enum': {
      const values = fc.constantFrom(...Object.values(def.entries as Record<string, unknown>))
      return hostile
        ? fc.oneof({ weight: 5, arbitrary: values }, { weight: 1, arbitrary: hostileString })
        : values
    }
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]))
    case 'array': {
      let min = 0
      let max = 5
      for (const check of checksOf(def)) {
        if (check.check === 'min_length') min = Math.min(check.minimum as number, 5)
        if (check.check === 'max_length') max = Math.min(max, check.maximum as number)
      }
      return fc.array(inner(def.element), { minLength: min, maxLength: Math.max(min, max) })
    }
    case 'set':
      return fc.array(inner(def.valueType), { maxLength: 5 })
    case 'object': {
      const shape = def.shape as Record<string, unknown>
      const record = fc.record(Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, inner(s)])))
      if (!hostile) return record
      // Now and then a field the contract does not know, or one it needs left out.
      return fc.oneof(
        { weight: 6, arbitrary: record },
        {
          weight: 1,
          arbitrary: fc
            .tuple(record, hostileString, hostileJson)
            .map(([r, k, v]) => ({ ...(r as object), [k]: v })),
        },
        {
          weight: 1,
          arbitrary: fc
            .tuple(record, fc.constantFrom(...Object.keys(shape), 'x'))
            .map(([r, k]) => Object.fromEntries(Object.entries(r as object).filter(([key]) => key !== k))),
        },
      )
    }
    case 'union':
      return fc.oneof(...(def.options as unknown[]).map(inner))
    case 'intersection':
      return fc
        .tuple(inner(def.left), inner(def.right))
        .map(([a, b]) =>
          a && b && typeof a === 'object' && typeof b === 'object'
            ? { ...(a as object), ...(b as object) }
            : a,
        )
    case 'tuple':
      return fc.tuple(...(def.items as unknown[]).map(inner))
    case 'record':
    case 'map':
      return fc.dictionary(
        inner(def.keyType).map((k) => String(k)),
        inner(def.valueType),
        { maxKeys: 3 },
      )
    // Fitting values leave optional parts out half the time: fewer rules across fields to meet.
    case 'optional':
      return fc.option(inner(def.innerType), { nil: undefined, freq: hostile ? 4 : 2 })
    case 'nullable':
      return fc.option(inner(def.innerType), { nil: null, freq: hostile ? 4 : 2 })
    case 'default':
    case 'prefault':
      return fc.option(inner(def.innerType), { nil: undefined, freq: hostile ? 3 : 2 })
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return inner(def.innerType)
    case 'pipe':
      // The input side: a path id is a string of digits before it is a number.
      return defOf(def.in).type === 'transform' ? inner(def.out) : inner(def.in)
    case 'lazy':
      return inner((def.getter as () => unknown)())
    default:
      // transform, custom, unknown, any, ...: anything JSON can carry.
      return hostileJson
  }
}

/** The object schema's keys, when the schema (or what it wraps) is an object. */
export function objectKeys(schema: unknown): string[] {
  let def = defOf(schema)
  for (let i = 0; i < 10 && def.type !== 'object'; i++) {
    const next =
      def.innerType ?? def.in ?? (def.type === 'lazy' ? (def.getter as () => unknown)() : undefined)
    if (!next) return []
    def = defOf(next)
  }
  return def.type === 'object' ? Object.keys(def.shape as object) : []
}

/** The paths of a value's strings and numbers. */
function leaves(value: unknown, path: Array<string | number> = [], out: Array<Array<string | number>> = []) {
  if (typeof value === 'string' || typeof value === 'number') out.push(path)
  else if (Array.isArray(value)) for (let i = 0; i < value.length; i++) leaves(value[i], [...path, i], out)
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) leaves(v, [...path, k], out)
  return out
}

function replaceAt(value: unknown, path: Array<string | number>, by: unknown): unknown {
  if (path.length === 0) return by
  const [head, ...rest] = path
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >
  copy[head] = replaceAt(copy[head], rest, by)
  return copy
}

/**
 * A value the schema accepts, refinements included (dates in order, password rules): the
 * first of ten generated candidates that parses, else the first candidate.
 */
export function validOf(schema: unknown): fc.Arbitrary<unknown> {
  const parses = (v: unknown) =>
    (schema as { safeParse(v: unknown): { success: boolean } }).safeParse(v).success
  return fc
    .array(arbitraryOf(schema, false), { minLength: 10, maxLength: 10 })
    .map((candidates) => candidates.find(parses) ?? candidates[0])
}

/**
 * A value that fits the schema but for one string or number, replaced by a hostile one of
 * the same kind: the value passes every other check, so the hostile one reaches as far
 * into the server as the contract lets it.
 */
export function oneHostile(schema: unknown): fc.Arbitrary<unknown> {
  return fc
    .tuple(validOf(schema), hostileString, hostileNumber, fc.nat())
    .map(([value, text, number, pick]) => {
      const paths = leaves(value)
      if (paths.length === 0) return value
      const path = paths[pick % paths.length]
      let at: unknown = value
      for (const p of path) at = (at as Record<string | number, unknown>)[p]
      return replaceAt(value, path, typeof at === 'number' ? number : text)
    })
}
