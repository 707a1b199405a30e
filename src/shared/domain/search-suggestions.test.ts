import { describe, expect, it } from 'vitest'
import { decodeFilterValue } from './search-filters'
import { buildSearchSuggestions, matchProjectStatus } from './search-suggestions'

const ids = (input: string) => buildSearchSuggestions(input).map((s) => s.id)
const alwaysThere = ['talents:all', 'projects:all']

describe('buildSearchSuggestions (§2 global search box)', () => {
  it('numeric input: talent rate/pool/phone/tag, project rate/vms id/title/pool/assigned msp', () => {
    const list = buildSearchSuggestions('75')
    expect(list.map((s) => s.id)).toEqual([
      'talents:rateRange:EQ',
      'talents:pool_id:EQ',
      'talents:phone:EQ',
      'talents:tag:EQ',
      'projects:rateRange:EQ',
      'projects:vms_id:LIKE',
      'projects:title:LIKE',
      'projects:pool_id:EQ',
      'projects:assigned_msp_id:EQ',
      ...alwaysThere,
    ])
    expect(list[0].value).toBe('0-75')
    expect(list[0].href).toBe('/search/talents?rateRange=0-75')
    expect(list[5].href).toBe('/search/projects?vms_id=like%3A75')
  })

  it('email-like input: talent email (equals) and experience (like), no project suggestions', () => {
    const list = buildSearchSuggestions('anna@acme')
    expect(list.map((s) => s.id)).toEqual(['talents:email:EQ', 'talents:previous_job:LIKE', ...alwaysThere])
    expect(list.filter((s) => s.target === 'projects' && s.filter)).toHaveLength(0)
  })

  it('a status name: only a project status search, upper case, underscores as spaces', () => {
    expect(ids('filled')).toEqual(['projects:status:EQ', ...alwaysThere])
    const partly = buildSearchSuggestions('Partly filled')[0]
    expect(partly.value).toBe('PARTLY_FILLED')
    expect(partly.href).toBe('/search/projects?status=PARTLY_FILLED')
    expect(buildSearchSuggestions('not_in_pool')[0].value).toBe('NOT_IN_POOL')
  })

  it('other text: talent name/experience/skill/phone/email/tag, project title and vms id', () => {
    const list = buildSearchSuggestions('  Jansen ')
    expect(list.map((s) => s.id)).toEqual([
      'talents:name:EQ',
      'talents:previous_job:LIKE',
      'talents:skill:LIKE',
      'talents:phone:LIKE',
      'talents:email:LIKE',
      'talents:tag:LIKE',
      'projects:title:LIKE',
      'projects:vms_id:LIKE',
      ...alwaysThere,
    ])
    expect(list[0].value).toBe('Jansen')
  })

  it('always offers all talents and all projects', () => {
    expect(ids('')).toEqual(alwaysThere)
    for (const input of ['1', 'a@b', 'paused', 'java developer'])
      expect(ids(input)).toEqual(expect.arrayContaining(alwaysThere))
  })

  it('round-trips the operator through the query string', () => {
    const href = buildSearchSuggestions('java')[2].href
    const raw = new URL(href, 'http://x').searchParams.get('skill') ?? ''
    expect(decodeFilterValue(raw)).toEqual({ operator: 'LIKE', value: 'java' })
  })

  it('recognises status names only as whole names', () => {
    expect(matchProjectStatus('fill')).toBeUndefined()
    expect(matchProjectStatus('ACTIVE')).toBe('ACTIVE')
  })
})
