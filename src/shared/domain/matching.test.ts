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
