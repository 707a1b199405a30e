import { describe, expect, it } from 'vitest'
import { type MatchJob, type MatchTalent, scoreMatch, titleWords } from './matching'

const job: MatchJob = {
  title: 'Senior Java Developer (m/w/d)',
  skills: ['Java', 'C++', 'React'],
  workMode: 'on',
  siteCity: 'Berlin',
  siteCountryCode: 'DE',
  sitePosition: { lat: 52.52, lon: 13.4 },
  rateMin: 80,
  rateMax: 100,
  rateUnit: 'HR',
  currency: 'EUR',
}
const talent: MatchTalent = {
  title: 'Java Developer',
  experienceYears: 5,
  skills: ['java', 'C++', 'React'],
  text: '',
  city: 'Berlin',
  countryCode: 'DE',
  position: { lat: 52.52, lon: 13.4 },
  notAvailableFrom: null,
  notAvailableUntil: null,
  rateMin: 90,
  rateCurrency: 'EUR',
  rateUnit: 'HR',
  languages: [{ iso: 'de', proficiency: 2 }],
}
const detail = (t: MatchTalent, key: string, j = job) =>
  scoreMatch(j, t, '2026-11-27').criteria.find((c) => c.key === key)?.detail

describe('scoreMatch', () => {
  it('gives full marks to a talent who meets every criterion', () => {
    expect(scoreMatch(job, talent, '2026-11-27').total).toBe(100)
  })
  it('does not take JavaScript for Java, and reads C++ as a word', () => {
    const t = { ...talent, title: 'Frontend', skills: ['JavaScript'], text: 'Wrote C++ for years' }
    expect(detail(t, 'skills')).toEqual({
      key: 'skills',
      matched: [],
      partial: ['C++'],
      missing: ['Java', 'React'],
    })
  })
  it('drops seniority and gender markers from title words', () => {
    expect(titleWords(job.title)).toEqual(['java', 'developer'])
  })
  it('scores distance, rate, absence and language by their rules', () => {
    const far = { ...talent, position: { lat: 48.14, lon: 11.58 } } // Munich, ~500 km
    expect(detail(far, 'location')).toMatchObject({ verdict: 'far' })
    expect(detail({ ...talent, rateMin: 110 }, 'rate')).toMatchObject({ verdict: 'above', overPercent: 10 })
    expect(detail({ ...talent, rateCurrency: 'CHF' }, 'rate')).toMatchObject({ verdict: 'notComparable' })
    const away = { ...talent, notAvailableFrom: '2026-11-01', notAvailableUntil: '2026-12-10' }
    expect(detail(away, 'availability')).toMatchObject({ verdict: 'soon', availableFrom: '2026-12-10' })
    expect(detail({ ...talent, languages: [{ iso: 'en', proficiency: 3 }] }, 'languages')).toMatchObject({
      verdict: 'missing',
      language: 'de',
    })
    expect(detail(far, 'location', { ...job, workMode: 'rm' })).toMatchObject({ verdict: 'remote' })
  })
})

describe('scoreMatch with its compiled word patterns kept between talents', () => {
  // The rule as it read before the patterns were kept: one pattern compiled for every test.
  const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const freshWordIn = (word: string, text: string) =>
    new RegExp(`(^|[^\\p{L}\\p{N}+#.])${escapeRe(word)}($|[^\\p{L}\\p{N}+#])`, 'iu').test(text)
  const tricky: MatchJob = {
    ...job,
    title: 'Node.js / C# Entwickler für Straßenbau-Software',
    skills: ['C++', 'C#', '.NET', 'Node.js', 'React', 'Straße', 'SQL', 'Go', 'Sass', 'Kotlin'],
  }
  const texts = [
    'Wrote C++ and C# for years; .NET Core, node.js services',
    'React Native apps, PostgreSQL (not SQL Server), Golang',
    'STRASSE? no: Straße and straßenbau; GO, go-live, c++11',
    'Entwickler für Node.JS; SQL; c#-Scripting; React.',
    // Long s and Kelvin sign: the pattern reads them as "s" and "k" (Unicode case folding).
    'Saſs and \u212Aotlin',
    'SAſS, \u212AOTLIN; İstanbul',
    '',
  ]

  it('finds the same matched, partial and missing skills and title words as a fresh pattern per test', () => {
    // Each text twice, alternating: a kept pattern must not carry state from one talent to the next.
    for (const text of [...texts, ...texts.slice().reverse()]) {
      const t = { ...talent, title: text.slice(0, 30), skills: ['SQL'], text }
      const skills = detail(t, 'skills', tricky)
      const loose = `${t.title}\n${t.skills.join(', ')}\n${t.text}`
      const expected = tricky.skills.filter((s) => s.toLowerCase() !== 'sql')
      expect(skills).toEqual({
        key: 'skills',
        matched: ['SQL'],
        partial: expected.filter((s) => freshWordIn(s.toLowerCase(), loose)),
        missing: expected.filter((s) => !freshWordIn(s.toLowerCase(), loose)),
      })
      const words = titleWords(tricky.title)
      expect(detail(t, 'title', tricky)).toMatchObject({
        words,
        matchedWords: words.filter((w) => freshWordIn(w, `${t.title}\n${t.text}`)),
      })
    }
  })

  it('finds a word written with a long s or a Kelvin sign, as the case-insensitive pattern reads it', () => {
    const t = { ...talent, title: 'Frontend', skills: [], text: 'Styles in Saſs, apps in \u212Aotlin' }
    expect(detail(t, 'skills', tricky)).toMatchObject({ partial: ['Sass', 'Kotlin'] })
  })

  it('keeps each talent’s title words its own (a caller changing one breakdown changes no other)', () => {
    const a = detail(talent, 'title') as { words: string[] }
    a.words.push('changed')
    expect(detail(talent, 'title')).toMatchObject({ words: ['java', 'developer'] })
  })
})
