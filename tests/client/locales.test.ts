import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { UI_LANGUAGES } from '../../src/client/i18n/i18n'

const LOCALES = join(__dirname, '../../src/client/i18n/locales')

/** All area files of a language merged, remembering which area each key came from. */
function messagesOf(language: string): Map<string, { area: string; text: unknown }> {
  const messages = new Map<string, { area: string; text: unknown }>()
  for (const file of readdirSync(join(LOCALES, language)).filter((name) => name.endsWith('.json'))) {
    const area = file.replace(/\.json$/, '')
    const content = JSON.parse(readFileSync(join(LOCALES, language, file), 'utf8')) as Record<string, unknown>
    for (const [key, text] of Object.entries(content)) messages.set(key, { area, text })
  }
  return messages
}

describe('locale files', () => {
  const english = messagesOf('en')

  it('has a folder for every interface language and nothing else', () => {
    const folders = readdirSync(LOCALES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders.sort()).toEqual([...UI_LANGUAGES].sort())
  })

  it('never defines a key in two area files of English', () => {
    const seen = new Map<string, string>()
    const duplicates: string[] = []
    for (const file of readdirSync(join(LOCALES, 'en'))) {
      const keys = Object.keys(JSON.parse(readFileSync(join(LOCALES, 'en', file), 'utf8')))
      for (const key of keys) {
        if (seen.has(key)) duplicates.push(`${key} (${seen.get(key)}, ${file})`)
        seen.set(key, file)
      }
    }
    expect(duplicates).toEqual([])
  })

  for (const language of UI_LANGUAGES.filter((l) => l !== 'en')) {
    it(`${language} has exactly the English keys, in the same area files`, () => {
      const translated = messagesOf(language)
      const missing = [...english.keys()].filter((key) => !translated.has(key))
      const extra = [...translated.keys()].filter((key) => !english.has(key))
      const misplaced = [...english]
        .filter(([key, { area }]) => translated.has(key) && translated.get(key)?.area !== area)
        .map(([key]) => key)
      expect({ missing, extra, misplaced }).toEqual({ missing: [], extra: [], misplaced: [] })
    })
  }

  for (const language of UI_LANGUAGES) {
    it(`${language} has no empty texts and keeps every placeholder`, () => {
      const problems: string[] = []
      for (const [key, { text }] of messagesOf(language)) {
        if (typeof text !== 'string' || text.trim() === '') {
          problems.push(`${key}: empty`)
          continue
        }
        const placeholders = (value: unknown) =>
          String(value)
            .match(/{{\s*\w+\s*}}/g)
            ?.sort() ?? []
        const expected = placeholders(english.get(key)?.text)
        if (english.has(key) && placeholders(text).join() !== expected.join())
          problems.push(`${key}: placeholders`)
      }
      expect(problems).toEqual([])
    })
  }
})
