import { afterAll, describe, expect, it } from 'vitest'
import { reasonText } from '../../src/client/features/sourcing/components/match-reasons'
import { rowAllows, type SourcingRow } from '../../src/client/features/sourcing/sourcing-rows'
import { i18n, setUiLanguage } from '../../src/client/i18n/i18n'
import type { MatchDetail } from '../../src/shared/domain/matching'

const t = i18n.t.bind(i18n)

/** Issue 23 §1: every criterion of the ranking has a reason in words, in each language. */
const details: MatchDetail[] = [
  { key: 'skills', matched: ['Java', 'Spring'], partial: ['Kafka'], missing: ['AWS'] },
  { key: 'title', words: ['java', 'developer'], matchedWords: ['java'], experienceYears: 7 },
  { key: 'location', verdict: 'reachable', distanceKm: 123.4, workMode: 'on' },
  { key: 'rate', verdict: 'above', talentRate: 110, talentCurrency: 'EUR', overPercent: 10 },
  { key: 'availability', verdict: 'soon', availableFrom: '2026-12-14' },
  { key: 'languages', verdict: 'basic', language: 'de' },
]

afterAll(() => setUiLanguage('en'))

describe('suggested reasons', () => {
  it('says each criterion in recruiter words with its figures', () => {
    expect(details.map((d) => reasonText(d, t, 'en'))).toEqual([
      'Has 2 of the 4 skills, 1 more only in the CV or title.',
      '1 of 2 title words in their title or CV; 7 years of experience.',
      'Lives 123 km from the site: reachable.',
      'Asks 110 EUR: 10 % above the maximum.',
      'Absent now, free again from Dec 14, 2026.',
      'Speaks German at a basic level.',
    ])
  })

  it('has every reason in German, French, Dutch and Spanish (no key shows through)', async () => {
    const english = details.map((d) => reasonText(d, t, 'en'))
    for (const language of ['de', 'fr', 'nl', 'es'] as const) {
      await setUiLanguage(language)
      for (const d of details) {
        const text = reasonText(d, i18n.t.bind(i18n), language)
        expect(text, `${language} ${d.key}`).not.toMatch(/msp\.v2|\{\{/)
        expect(text, `${language} ${d.key}`).not.toBe(english[details.indexOf(d)])
      }
    }
  })
})

describe('sourcing row actions', () => {
  const base = { id: '1', name: 'Ada Lovelace', title: null, place: '', availability: null }
  const invitation = (status: 'invited' | 'applied' | 'withdrawn'): SourcingRow => ({
    ...base,
    stage: 'invited',
    talentId: 9,
    invitation: { status } as SourcingRow['invitation'],
  })
  const match = (status: 'spotted' | 'invited' | 'archived', talentId: number | null): SourcingRow => ({
    ...base,
    stage: 'dataHarbour',
    talentId,
    match: { status } as SourcingRow['match'],
  })

  it('re-invites any invitation but an application, withdraws only open ones', () => {
    expect(rowAllows(invitation('invited'), 'withdraw')).toBe(true)
    expect(rowAllows(invitation('withdrawn'), 'withdraw')).toBe(false)
    expect(rowAllows(invitation('withdrawn'), 'reinvite')).toBe(true)
    expect(rowAllows(invitation('applied'), 'reinvite')).toBe(false)
  })

  it('invites and archives spotted matches, restores archived ones, asks only talents', () => {
    expect(rowAllows(match('spotted', null), 'invite')).toBe(true)
    expect(rowAllows(match('spotted', null), 'archive')).toBe(true)
    expect(rowAllows(match('spotted', null), 'askAvailability')).toBe(false)
    expect(rowAllows(match('invited', 4), 'invite')).toBe(false)
    expect(rowAllows(match('invited', 4), 'askAvailability')).toBe(true)
    expect(rowAllows(match('archived', null), 'unarchive')).toBe(true)
    expect(rowAllows(match('archived', null), 'archive')).toBe(false)
  })
})
