import { describe, expect, it } from 'vitest'
import { safeRedirectTarget, signInPath } from '../../src/client/app/sign-in-redirect'

describe('safeRedirectTarget', () => {
  it('accepts same-origin paths with query and hash', () => {
    expect(safeRedirectTarget('/project/7/active?page=2#top')).toBe('/project/7/active?page=2#top')
  })

  it('rejects other origins and auth pages', () => {
    for (const raw of [
      null,
      '',
      'https://evil.test',
      '//evil.test/x',
      '/\\evil.test',
      '/auth/login',
      '/login?x=1',
    ]) {
      expect(safeRedirectTarget(raw)).toBe('/dashboard')
    }
  })
})

describe('signInPath', () => {
  it('carries where the user was', () => {
    expect(signInPath('/talent/5?tab=cv')).toBe('/auth/login?redirect=%2Ftalent%2F5%3Ftab%3Dcv')
  })

  it('leaves out a redirect that would go to the default anyway', () => {
    expect(signInPath('/')).toBe('/auth/login')
    expect(signInPath('/dashboard')).toBe('/auth/login')
  })
})
