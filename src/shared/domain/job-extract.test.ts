import { describe, expect, it } from 'vitest'
import { extractJobFields } from './job-extract'

const ctx = {
  skills: ['Python', 'SQL', 'Spark', 'C++', 'Java', 'SAP MM', 'R'],
  cities: [
    { name: 'Zürich', countryCode: 'CH' },
    { name: 'Amsterdam', countryCode: 'NL' },
  ],
  currencies: ['EUR', 'CHF'],
}

describe('job description extraction', () => {
  it('reads a typical English posting', () => {
    const job = extractJobFields(
      `Senior Data Engineer (m/f/d)
Location: Zürich, Switzerland — hybrid, full-time
Rate: CHF 110 - 130 per hour
Start: 01.03.2027, end 30.09.2027. Apply by 2027-02-15.
We need 2 consultants with Python, SQL and Spark; Java is a plus.`,
      ctx,
    )
    expect(job).toMatchObject({
      title: 'Senior Data Engineer (m/f/d)',
      skills: ['Python', 'SQL', 'Spark', 'Java'],
      site: { city: 'Zürich', countryCode: 'CH' },
      workMode: 'hy',
      employment: 'FULLTIME',
      currency: 'CHF',
      rateMin: 110,
      rateMax: 130,
      rateUnit: 'HR',
      assignmentStart: '2027-03-01',
      assignmentEnd: '2027-09-30',
      hiringDeadline: '2027-02-15',
      positions: 2,
    })
    expect(job.description).toContain('Spark')
  })

  it('reads German wording, a labelled title and a day rate with the symbol after the amount', () => {
    const job = extractJobFields(
      `Ausschreibung Nr. 4711
Stellenbezeichnung: SAP MM Berater
Einsatzort Amsterdam, Remote möglich, Teilzeit
Tagessatz 750–900 € pro Tag, Beginn 1. April 2027 bis 31.12.2027`,
      ctx,
    )
    expect(job).toMatchObject({
      title: 'SAP MM Berater',
      skills: ['SAP MM'],
      site: { city: 'Amsterdam', countryCode: 'NL' },
      employment: 'PARTTIME',
      currency: 'EUR',
      rateMin: 750,
      rateMax: 900,
      rateUnit: 'DAY',
      assignmentStart: '2027-04-01',
      assignmentEnd: '2027-12-31',
    })
  })

  it('matches skills as whole words only and leaves out what the text does not say', () => {
    const job = extractJobFields('Backend developer\nWe use JavaScript and C++ daily. Rate €95/h.', ctx)
    expect(job.skills).toEqual(['C++'])
    expect(job).toMatchObject({ currency: 'EUR', rateMin: 95, rateMax: 95, rateUnit: 'HR' })
    expect(job.site).toBeUndefined()
    expect(job.assignmentStart).toBeUndefined()
    expect(job.workMode).toBeUndefined()
  })

  it('ignores impossible dates and reads amounts with thousands separators', () => {
    const job = extractJobFields('Project lead\nStart 31.02.2027\nBudget EUR 12,500 per month', ctx)
    expect(job.assignmentStart).toBeUndefined()
    expect(job).toMatchObject({ rateMin: 12500, rateUnit: 'MONTH' })
  })
})
