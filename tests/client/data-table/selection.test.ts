import { describe, expect, it } from 'vitest'
import {
  applyRange,
  clampIndex,
  idsBetween,
  indexOfId,
  moveIndex,
  pageStep,
  parseIdList,
  selectAllIds,
  toggleId,
} from '../../../src/client/ui/data-table/selection'
import { parsePage } from '../../../src/client/ui/data-table/use-url-page'

const ids = ['a', 'b', 'c', 'd', 'e', 'f']
const idAt = (i: number) => ids[i]

describe('focus movement', () => {
  it('starts at the first row going down and at the last going up', () => {
    expect(moveIndex(-1, 1, 6)).toBe(0)
    expect(moveIndex(-1, -1, 6)).toBe(5)
  })
  it('stops at both ends instead of wrapping', () => {
    expect(moveIndex(5, 1, 6)).toBe(5)
    expect(moveIndex(0, -1, 6)).toBe(0)
    expect(moveIndex(2, 100, 6)).toBe(5)
  })
  it('has nowhere to go in an empty list', () => {
    expect(moveIndex(-1, 1, 0)).toBe(-1)
    expect(clampIndex(3, 0)).toBe(-1)
  })
  it('pages by a screen less one row', () => {
    expect(pageStep(360, 36)).toBe(9)
    expect(pageStep(10, 36)).toBe(1)
  })
})

describe('selection', () => {
  it('toggles one id without touching the others', () => {
    const once = toggleId(new Set(['a']), 'c')
    expect([...once]).toEqual(['a', 'c'])
    expect([...toggleId(once, 'a')]).toEqual(['c'])
  })
  it('lists the ids between two rows in either direction', () => {
    expect(idsBetween(idAt, 1, 3)).toEqual(['b', 'c', 'd'])
    expect(idsBetween(idAt, 3, 1)).toEqual(['b', 'c', 'd'])
  })
  it('grows and shrinks a range from its anchor, keeping what was selected before', () => {
    const anchor = { index: 2, base: new Set(['a', 'c']) }
    expect([...applyRange(anchor, 4, idAt)].sort()).toEqual(['a', 'c', 'd', 'e'])
    // Moving back past the anchor gives the rows below back and selects upwards.
    expect([...applyRange(anchor, 1, idAt)].sort()).toEqual(['a', 'b', 'c'])
  })
  it('selects every loaded row and keeps ids from elsewhere', () => {
    const all = selectAllIds(new Set(['zz']), ids.length, idAt)
    expect(all.size).toBe(7)
    expect(all.has('zz')).toBe(true)
  })
  it('finds a row by id, using the hint first', () => {
    expect(indexOfId(6, idAt, 'd', 3)).toBe(3)
    expect(indexOfId(6, idAt, 'd', 0)).toBe(3)
    expect(indexOfId(6, idAt, 'x', 0)).toBe(-1)
    expect(indexOfId(6, idAt, null)).toBe(-1)
  })
})

describe('query parameters', () => {
  it('reads selectedItems as a clean list of ids', () => {
    expect(parseIdList('3, 7,,7 ,12')).toEqual(['3', '7', '12'])
    expect(parseIdList(null)).toEqual([])
  })
  it('reads page as a positive whole number, else page 1', () => {
    expect(parsePage('4')).toBe(4)
    for (const bad of [null, '', '0', '-2', '1.5', 'x']) expect(parsePage(bad)).toBe(1)
  })
})
