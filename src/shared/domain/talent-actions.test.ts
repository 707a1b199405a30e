import { describe, expect, it } from 'vitest'
import { allowedTalentActions, showsEmailNotVerified } from './talent-actions'

const all = ['APPLICATION_MANAGE', 'FREELANCER_MANAGE']
const base = { state: 'ACTIVE' as const, consented: true, consentEnabled: true, permissions: all }

describe('talent actions menu (§2)', () => {
  it('offers apply only with client consent enabled and a consenting talent', () => {
    expect(allowedTalentActions(base).has('applyToProject')).toBe(true)
    expect(allowedTalentActions({ ...base, consented: false }).has('applyToProject')).toBe(false)
    expect(allowedTalentActions({ ...base, consentEnabled: false }).has('applyToProject')).toBe(false)
  })

  it('swaps deactivate for reactivate and keeps a deactivated talent out of projects', () => {
    const off = allowedTalentActions({ ...base, state: 'DEACTIVATED' })
    expect(off.has('reactivate')).toBe(true)
    expect(off.has('deactivate')).toBe(false)
    expect(off.has('inviteToProject')).toBe(false)
    expect(allowedTalentActions(base).has('deactivate')).toBe(true)
  })

  it('needs freelancer manage for tier, state and delete, and the pipeline permission for projects', () => {
    const viewer = allowedTalentActions({ ...base, permissions: [] })
    expect([...viewer]).toEqual(['openInNewTab'])
    expect(allowedTalentActions({ ...base, permissions: ['FREELANCER_MANAGE'] }).has('delete')).toBe(true)
  })

  it('offers send email only for a verified address and to users who may contact talents', () => {
    const mail = { ...base, permissions: ['FREELANCER_ACTION_LOG'], email: 'a@b.c', emailVerified: true }
    expect(allowedTalentActions(mail).has('sendEmail')).toBe(true)
    expect(allowedTalentActions({ ...mail, emailVerified: false }).has('sendEmail')).toBe(false)
    expect(allowedTalentActions({ ...mail, email: null }).has('sendEmail')).toBe(false)
    expect(allowedTalentActions({ ...mail, permissions: [] }).has('sendEmail')).toBe(false)
    expect(allowedTalentActions({ ...mail, state: 'DELETED' }).has('sendEmail')).toBe(false)
  })

  it('marks an unverified email only when there is one', () => {
    expect(showsEmailNotVerified({ email: 'a@b.c', emailVerified: false })).toBe(true)
    expect(showsEmailNotVerified({ email: 'a@b.c', emailVerified: true })).toBe(false)
    expect(showsEmailNotVerified({ email: null, emailVerified: false })).toBe(false)
  })
})
