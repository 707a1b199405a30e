import { describe, expect, it } from 'vitest'
import {
  ALL_PERMISSION_NAMES,
  lettersFromPermissions,
  PERMISSIONS,
  permissionsFromLetters,
} from './permissions'

describe('permission letters', () => {
  it('gives every permission its own letter', () => {
    const letters = Object.values(PERMISSIONS)
    expect(new Set(letters).size).toBe(letters.length)
    expect(letters.every((l) => l.length === 1)).toBe(true)
  })
  it('round-trips names through letters and ignores unknown letters', () => {
    const names = permissionsFromLetters(`${lettersFromPermissions(['JOB_MANAGE_DELETE', 'TAGS_ASSIGN'])}?`)
    expect(names).toEqual(['TAGS_ASSIGN', 'JOB_MANAGE_DELETE'])
    expect(permissionsFromLetters(lettersFromPermissions(ALL_PERMISSION_NAMES))).toEqual(ALL_PERMISSION_NAMES)
  })
})
