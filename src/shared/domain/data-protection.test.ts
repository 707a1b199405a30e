import { describe, expect, it } from 'vitest'
import { withoutPersonalData } from './data-protection'

describe('withoutPersonalData (§4)', () => {
  it('drops personal-data keys at any depth and keeps the rest', () => {
    expect(
      withoutPersonalData({
        email: 'a@b.c',
        phone: '+49 1',
        title: 'Engineer',
        homeAddress: { line1: 'Street 1', city: 'Berlin' },
        changes: [{ phone: '2', summary: 'x' }],
      }),
    ).toEqual({ title: 'Engineer', changes: [{ summary: 'x' }] })
  })

  it('keeps values that are not objects', () => {
    expect(withoutPersonalData(null)).toBeNull()
    expect(withoutPersonalData('text')).toBe('text')
    expect(withoutPersonalData([1, 'a'])).toEqual([1, 'a'])
  })
})
