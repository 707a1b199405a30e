/**
 * The reference Monster's boolean query language: terms, "phrases", AND, OR, NOT and
 * parentheses; juxtaposed terms mean AND. Compiles to a predicate over a person's words.
 */
type Node =
  | { kind: 'term'; text: string }
  | { kind: 'and' | 'or'; parts: Node[] }
  | { kind: 'not'; part: Node }

export class QuerySyntaxError extends Error {}

function tokenize(q: string): string[] {
  const tokens: string[] = []
  const re = /\s*("([^"]*)"|\(|\)|[^\s()"]+)/gy
  let last = 0
  for (let m = re.exec(q); m !== null; m = re.exec(q)) {
    tokens.push(m[1])
    last = re.lastIndex
  }
  if (q.slice(last).trim()) throw new QuerySyntaxError(`Unbalanced quote near "${q.slice(last).trim()}"`)
  return tokens
}

export function parseBoolean(q: string): Node {
  const tokens = tokenize(q)
  let i = 0
  const peek = () => tokens[i]
  const primary = (): Node => {
    const t = tokens[i++]
    if (t === undefined) throw new QuerySyntaxError('The query ends where a term was expected')
    if (t === '(') {
      const inner = or()
      if (tokens[i++] !== ')') throw new QuerySyntaxError('Missing closing parenthesis')
      return inner
    }
    if (t === ')' || t === 'AND' || t === 'OR') throw new QuerySyntaxError(`Unexpected "${t}"`)
    if (t === 'NOT') return { kind: 'not', part: primary() }
    return { kind: 'term', text: (t.startsWith('"') ? t.slice(1, -1) : t).toLowerCase() }
  }
  const and = (): Node => {
    const parts = [primary()]
    while (peek() !== undefined && peek() !== ')' && peek() !== 'OR') {
      if (peek() === 'AND') i++
      parts.push(primary())
    }
    return parts.length === 1 ? parts[0] : { kind: 'and', parts }
  }
  const or = (): Node => {
    const parts = [and()]
    while (peek() === 'OR') {
      i++
      parts.push(and())
    }
    return parts.length === 1 ? parts[0] : { kind: 'or', parts }
  }
  if (tokens.length === 0) throw new QuerySyntaxError('The query is empty')
  const node = or()
  if (i < tokens.length) throw new QuerySyntaxError(`Unexpected "${tokens[i]}"`)
  return node
}

/** Whether a person's words contain the term as whole words: a set lookup for one word, a scan for a phrase. */
export const hasTerm = (p: { words: string; tokens: Set<string> }, term: string) => {
  const t = term.trim()
  if (!t) return true
  if (!/[\s/]/.test(t)) return p.tokens.has(t)
  const words = p.words
  let from = 0
  for (;;) {
    const at = words.indexOf(t, from)
    if (at < 0) return false
    const before = words[at - 1]
    const after = words[at + t.length]
    if ((!before || !/[\p{L}\p{N}]/u.test(before)) && (!after || !/[\p{L}\p{N}+#]/u.test(after))) return true
    from = at + 1
  }
}

export function matches(node: Node, person: { words: string; tokens: Set<string> }): boolean {
  switch (node.kind) {
    case 'term':
      return hasTerm(person, node.text)
    case 'and':
      return node.parts.every((p) => matches(p, person))
    case 'or':
      return node.parts.some((p) => matches(p, person))
    case 'not':
      return !matches(node.part, person)
  }
}
