import { describe, expect, it } from 'vitest'
import { canSeeDataProtection } from './data-protection'

describe('canSeeDataProtection (§4)', () => {
  it("allows data-protection fields only within the user's legal entities", () => {
    expect(canSeeDataProtection([1, 2], 2)).toBe(true)
    expect(canSeeDataProtection([1], 2)).toBe(false)
    expect(canSeeDataProtection([], 1)).toBe(false)
  })
})
