import { describe, expect, it } from 'vitest'
import { parseRateRange } from './search-filters'
import { buildSearchSuggestions } from './search-suggestions'
import {
  parsePostalRadius,
  savedTalentQuery,
  setTalentFilter,
  TALENT_FILTER_KEYS,
  talentSearchFromParams,
  talentSearchRequest,
} from './talent-search'

const read = (query: string) => talentSearchFromParams(new URLSearchParams(query))

describe('talent search in the query string', () => {
  it('reads filters with their operators, ignoring unknown parameters', () => {
    const state = read(
      'skill=like:java&postalcoderadius=10115:25&email=not:a@b.c&selectedItems=1,2&project=4',
    )
    expect(state.filters).toEqual([
      { field: 'skill', operator: 'LIKE', value: 'java' },
      { field: 'email', operator: 'NEQ', value: 'a@b.c' },
      { field: 'postalcoderadius', operator: 'EQ', value: '10115:25' },
    ])
  })

  it('defaults to the last update, or to relevance when there is text; page 1 and 10 rows (§9)', () => {
    expect(read('')).toMatchObject({ sort: 'last_updated', page: 1, size: 10, query: '', filters: [] })
    expect(read('simpleQuery=java')).toMatchObject({ sort: 'relevance', query: 'java' })
    expect(read('sortBy=nonsense&page=-2&size=7')).toMatchObject({ sort: 'last_updated', page: 1, size: 10 })
    expect(read('sortBy=name&page=3&size=25')).toMatchObject({ sort: 'name', page: 3, size: 25 })
  })

  it('turns page and size into offset and size, with a saved selection when opened', () => {
    expect(talentSearchRequest(read('page=3&size=25&simpleQuery= sap &bucket=7'))).toEqual({
      filters: [],
      query: 'sap',
      sort: 'relevance',
      offset: 50,
      size: 25,
      bucketId: 7,
    })
    expect(talentSearchRequest(read('bucket=x'))).not.toHaveProperty('bucketId')
  })

  it('writes a filter with its operator prefix and removes it when emptied', () => {
    const params = new URLSearchParams('skill=old&page=2')
    setTalentFilter(params, { field: 'skill', operator: 'LIKE', value: 'react' })
    expect(params.get('skill')).toBe('like:react')
    setTalentFilter(params, { field: 'skill', value: '' })
    expect(params.has('skill')).toBe(false)
  })

  it('keeps only the search itself in a saved query (no page, selection or project)', () => {
    const params = new URLSearchParams(
      'skill=like:go&page=3&selectedItems=1,2&project=5&sortBy=name&simpleQuery=x',
    )
    expect(savedTalentQuery(params)).toBe('skill=like%3Ago&sortBy=name&simpleQuery=x')
  })

  it('reads postal radius and rate range values', () => {
    expect(parsePostalRadius('1012 AB:15')).toEqual({ postalCode: '1012 AB', km: 15 })
    expect(parsePostalRadius('10115 : 2.5')).toEqual({ postalCode: '10115', km: 2.5 })
    expect(parsePostalRadius('10115')).toBeUndefined()
    expect(parsePostalRadius('10115:0')).toBeUndefined()
    expect(parsePostalRadius('10115:5000')).toBeUndefined()
    expect(parseRateRange('0-650')).toEqual({ from: 0, to: 650 })
    expect(parseRateRange('9-1')).toBeUndefined()
  })

  it('understands every talent filter the global search box suggests (§2)', () => {
    for (const input of ['42', 'anna@example.com', 'müller', 'java developer']) {
      for (const s of buildSearchSuggestions(input).filter((x) => x.target === 'talents' && x.filter)) {
        expect(TALENT_FILTER_KEYS).toContain(s.filter)
        const state = read(s.href.split('?')[1])
        expect(state.filters).toEqual([{ field: s.filter, operator: s.operator, value: s.value }])
      }
    }
  })
})
