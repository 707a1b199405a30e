import { describe, expect, it } from 'vitest'
import { globalCommands } from '../../../src/client/commands/commands'
import { type Command, chordsOf } from '../../../src/client/commands/registry'
import { normaliseChord } from '../../../src/client/commands/shortcut-matcher'
import { i18n } from '../../../src/client/i18n/i18n'

/**
 * Every feature exports its command definitions from a `commands.ts` (or `*-commands.ts`) file (ARCHITECTURE.md
 * "Commands"); this gathers them all, so a clash fails here rather than in a user's hands.
 */
const modules = import.meta.glob<Record<string, unknown>>('/src/client/**/*commands.ts', { eager: true })

const isCommand = (value: unknown): value is Command =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Command).id === 'string' &&
  typeof (value as Command).titleKey === 'string' &&
  typeof (value as Command).run === 'function'

/** Each definition once, with the modules exporting it (one module may export a list and its parts). */
function collect(): Map<Command, string> {
  const found = new Map<Command, string>()
  const add = (value: unknown, where: string) => {
    if (isCommand(value) && !found.has(value)) found.set(value, where)
  }
  for (const [path, exports] of Object.entries(modules)) {
    for (const [name, value] of Object.entries(exports)) {
      if (Array.isArray(value)) for (const item of value) add(item, `${path}#${name}`)
      else add(value, `${path}#${name}`)
    }
  }
  for (const command of globalCommands) add(command, 'globalCommands')
  return found
}

const all = collect()
const commands = [...all.keys()]

describe('command registry integrity', () => {
  it('finds the command modules, including the global ones', () => {
    expect(Object.keys(modules)).toContain('/src/client/commands/commands.ts')
    expect(commands.map((c) => c.id)).toEqual(expect.arrayContaining(['palette.open', 'help.shortcuts']))
  })

  it('gives every command a unique id', () => {
    const seen = new Map<string, string>()
    const duplicates: string[] = []
    for (const [command, where] of all) {
      const other = seen.get(command.id)
      if (other) duplicates.push(`${command.id} (${other} and ${where})`)
      seen.set(command.id, where)
    }
    expect(duplicates).toEqual([])
  })

  it('binds no shortcut twice in one scope (and screen), and no key that starts a sequence of the same scope', () => {
    const bound = commands
      .filter((c) => chordsOf(c.shortcut).length > 0)
      .map((c) => ({ c, keys: chordsOf(c.shortcut).map(normaliseChord), scope: c.scope ?? 'global' }))
    const clashes: string[] = []
    for (let i = 0; i < bound.length; i++) {
      for (let j = i + 1; j < bound.length; j++) {
        const [a, b] = [bound[i], bound[j]]
        if (a.scope !== b.scope) continue
        // Two screens' own commands are never registered together.
        if (a.c.page && b.c.page && a.c.page !== b.c.page) continue
        const [short, long] = a.keys.length <= b.keys.length ? [a, b] : [b, a]
        if (short.keys.every((k, n) => long.keys[n] === k)) {
          clashes.push(`${a.c.id} [${a.keys.join(' ')}] / ${b.c.id} [${b.keys.join(' ')}] in ${a.scope}`)
        }
      }
    }
    expect(clashes).toEqual([])
  })

  it('has an English title for every command', () => {
    const missing = commands.filter((c) => !i18n.exists(c.titleKey)).map((c) => `${c.id}: ${c.titleKey}`)
    expect(missing).toEqual([])
  })
})

const locales = import.meta.glob<Record<string, string>>('/src/client/i18n/locales/*/commands.json', {
  eager: true,
  import: 'default',
})

describe('commands translations', () => {
  it('exist in all five languages with the same keys and no empty text', () => {
    const byLanguage: Record<string, Record<string, string>> = Object.fromEntries(
      Object.entries(locales).map(([path, messages]) => [path.split('/').at(-2) ?? path, messages]),
    )
    expect(Object.keys(byLanguage).sort()).toEqual(['de', 'en', 'es', 'fr', 'nl'])
    const english = Object.keys(byLanguage.en).sort()
    for (const [language, messages] of Object.entries(byLanguage)) {
      expect({ language, keys: Object.keys(messages).sort() }).toEqual({ language, keys: english })
      expect(Object.values(messages).filter((text) => text.trim() === '')).toEqual([])
    }
  })
})
