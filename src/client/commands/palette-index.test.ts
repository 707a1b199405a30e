import { describe, expect, it } from 'vitest'
import { CommandTextCache } from './palette-index'
import { defineCommand } from './registry'

const commands = Array.from({ length: 50 }, (_, i) =>
  defineCommand({ id: `test.${i}`, titleKey: `key.${i}`, group: 'g', keywords: ['Extra'], run: () => {} }),
)

describe('command text cache', () => {
  it('translates each command once per language and searches title, keywords and id in lowercase', () => {
    const cache = new CommandTextCache()
    const calls: string[] = []
    const t = (key: string) => {
      calls.push(key)
      return `Title ${key.toUpperCase()}`
    }
    expect(cache.get(commands[0], 'en', t)).toEqual({
      title: 'Title KEY.0',
      text: 'title key.0 extra test.0',
    })
    cache.get(commands[0], 'en', t)
    expect(calls).toEqual(['key.0'])
    cache.get(commands[0], 'de', t)
    expect(calls).toEqual(['key.0', 'key.0'])
    cache.clear()
    cache.get(commands[0], 'de', t)
    expect(calls).toHaveLength(3)
  })

  it('warms every title in slices and can be stopped', async () => {
    const cache = new CommandTextCache()
    const stop = cache.warm(commands, 'en', (key) => key)
    await new Promise((resolve) => setTimeout(resolve, 400))
    expect(commands.every((c) => cache.has(c, 'en'))).toBe(true)
    stop()

    const other = new CommandTextCache()
    other.warm(commands, 'en', (key) => key)()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(commands.some((c) => other.has(c, 'en'))).toBe(false)
  })
})
