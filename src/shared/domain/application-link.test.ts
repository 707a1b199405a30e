import { describe, expect, it } from 'vitest'
import { applicationLink } from './application-link'

describe('the external application link of a project', () => {
  it('names the project, keeping what the client link already carries', () => {
    expect(applicationLink({ base: 'https://careers.acme.test/apply?lang=de', projectId: 42 })).toBe(
      'https://careers.acme.test/apply?lang=de&project=42',
    )
  })
  it('carries the chosen tracking source as UTM parameters', () => {
    const link = new URL(
      applicationLink({
        base: 'https://careers.acme.test/apply',
        projectId: 7,
        trackingSource: 'linkedin',
      }) ?? '',
    )
    expect(Object.fromEntries(link.searchParams)).toEqual({
      project: '7',
      utm_source: 'linkedin',
      utm_medium: 'recruiter',
      utm_campaign: 'project-7',
    })
  })
  it('gives nothing for a link that is not an http(s) address', () => {
    expect(applicationLink({ base: 'javascript:alert(1)', projectId: 1 })).toBeNull()
    expect(applicationLink({ base: 'not a link', projectId: 1 })).toBeNull()
  })
})
