import { describe, expect, it } from 'vitest'
import { legalEntityConsentEnabled, whatsappLink } from '../../src/shared/domain/talent-actions'

describe('talent contact and consent rules (issue 26 §2)', () => {
  it('offers a WhatsApp chat only with the client flag and a usable phone', () => {
    expect(whatsappLink(true, '+49 170 123 4567')).toBe('https://wa.me/491701234567')
    expect(whatsappLink(true, '0031 6 1234 5678')).toBe('https://wa.me/31612345678')
    expect(whatsappLink(false, '+49 170 123 4567')).toBeNull()
    expect(whatsappLink(true, null)).toBeNull()
    expect(whatsappLink(true, '12')).toBeNull()
  })

  it('takes talent consent from the legal entities of the user, not the client', () => {
    const legalEntity = [
      { id: 1, config: { talentConsent: false } },
      { id: 2, config: { talentConsent: true } },
    ]
    expect(legalEntityConsentEnabled({ legalEntity, localLegalEntities: [{ id: 1 }] })).toBe(false)
    expect(legalEntityConsentEnabled({ legalEntity, localLegalEntities: [{ id: 1 }, { id: 2 }] })).toBe(true)
    expect(legalEntityConsentEnabled(undefined)).toBe(false)
  })
})
