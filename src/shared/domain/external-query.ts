/**
 * The external search's one query bar (issue 23): words, "phrases", +required, -excluded and
 * OR between words. Parsed once here; each talent-provider driver translates the parse into its
 * provider's syntax (monsterQuery, textkernelQuery) and the user sees the translation.
 * docs/talent-providers-protocol.md lists which features each provider supports.
 */

export const MAX_EXTERNAL_QUERY = 500

export interface QueryTerm {
  text: string
  phrase: boolean
  mode: 'required' | 'optional' | 'excluded'
}

/** Optional terms joined by OR form one group; every other term is a group of its own. */
export type QueryGroup = QueryTerm[]

export interface ParsedQuery {
  groups: QueryGroup[]
  usesOr: boolean
}

export type QueryParse =
  | { ok: true; query: ParsedQuery }
  | {
      ok: false
      key:
        | 'msp.v2.external.query.empty'
        | 'msp.v2.external.query.tooLong'
        | 'msp.v2.external.query.unsupported'
      detail?: string
    }

export function parseExternalQuery(raw: string): QueryParse {
  const text = raw.trim()
  if (!text) return { ok: false, key: 'msp.v2.external.query.empty' }
  if (text.length > MAX_EXTERNAL_QUERY) return { ok: false, key: 'msp.v2.external.query.tooLong' }
  if (/[()]/.test(text)) return { ok: false, key: 'msp.v2.external.query.unsupported', detail: '( )' }
  if ((text.match(/"/g)?.length ?? 0) % 2 === 1)
    return { ok: false, key: 'msp.v2.external.query.unsupported', detail: '"' }
  if (/[*?~^]/.test(text)) return { ok: false, key: 'msp.v2.external.query.unsupported', detail: '* ? ~ ^' }
  const groups: QueryGroup[] = []
  let joinNext = false
  let usesOr = false
  for (const m of text.matchAll(/([+-]?)(?:"([^"]*)"|(\S+))/g)) {
    const [, sign, quoted, word] = m
    if (quoted === undefined && word === 'OR') {
      const last = groups.at(-1)
      if (last?.at(-1)?.mode !== 'optional')
        return { ok: false, key: 'msp.v2.external.query.unsupported', detail: 'OR' }
      joinNext = true
      usesOr = true
      continue
    }
    if (quoted === undefined && word === 'AND') continue
    const body = (quoted ?? word).trim().toLowerCase()
    if (!body) continue
    const term: QueryTerm = {
      text: body,
      phrase: quoted !== undefined,
      mode: sign === '+' ? 'required' : sign === '-' ? 'excluded' : 'optional',
    }
    if (joinNext) {
      if (term.mode !== 'optional')
        return { ok: false, key: 'msp.v2.external.query.unsupported', detail: 'OR' }
      groups.at(-1)?.push(term)
      joinNext = false
    } else groups.push([term])
  }
  if (joinNext) return { ok: false, key: 'msp.v2.external.query.unsupported', detail: 'OR' }
  if (!groups.some((g) => g.some((t) => t.mode !== 'excluded')))
    return { ok: false, key: 'msp.v2.external.query.empty' }
  return { ok: true, query: { groups, usesOr } }
}

const quote = (t: QueryTerm) => (t.phrase || /\s/.test(t.text) ? `"${t.text}"` : t.text)

/**
 * Monster: a boolean expression. It has no "nice to have": optional words are required too
 * (AND), OR groups are kept in parentheses, excluded words become NOT.
 */
export function monsterQuery(q: ParsedQuery): string {
  return q.groups
    .map((g) => {
      if (g.length > 1) return `(${g.map(quote).join(' OR ')})`
      const t = g[0]
      return t.mode === 'excluded' ? `NOT ${quote(t)}` : quote(t)
    })
    .join(' AND ')
}

/**
 * Textkernel: must / should / mustNot lists. Optional words are "should" (ranked higher when
 * present); it has no OR between required words, so OR is refused (the caller says so).
 */
export function textkernelQuery(
  q: ParsedQuery,
): { must: string[]; should: string[]; mustNot: string[] } | null {
  if (q.usesOr) return null
  const all = q.groups.flat()
  const by = (mode: QueryTerm['mode']) => all.filter((t) => t.mode === mode).map((t) => t.text)
  return { must: by('required'), should: by('optional'), mustNot: by('excluded') }
}
