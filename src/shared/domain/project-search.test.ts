import { describe, expect, it } from 'vitest'
import { projectSearchFromParams, projectSearchRequest, setProjectFilter } from './project-search'

const read = (query: string) => projectSearchFromParams(new URLSearchParams(query))

describe('project search in the query string', () => {
  it('reads filters with their operators, ignoring unknown parameters', () => {
    const state = read('title=like:java&status=OPEN&vms_id=not:X1&selectedItems=1,2&tab=notes')
    expect(state.filters).toEqual([
      { field: 'title', operator: 'LIKE', value: 'java' },
      { field: 'vms_id', operator: 'NEQ', value: 'X1' },
      { field: 'status', operator: 'EQ', value: 'OPEN' },
    ])
  })

  it('defaults to the last update sort, page 1 and 10 rows (§9)', () => {
    expect(read('')).toMatchObject({ sort: 'last_updated', page: 1, size: 10, query: '', filters: [] })
    expect(read('sortBy=nonsense&page=-2&size=7')).toMatchObject({ sort: 'last_updated', page: 1, size: 10 })
    expect(read('sortBy=hiring_deadline&page=3&size=25')).toMatchObject({
      sort: 'hiring_deadline',
      page: 3,
      size: 25,
    })
  })

  it('turns page and size into offset and size', () => {
    expect(projectSearchRequest(read('page=3&size=25&simpleQuery= acme '))).toEqual({
      filters: [],
      query: 'acme',
      sort: 'last_updated',
      offset: 50,
      size: 25,
    })
  })

  it('writes a filter with its operator prefix and removes it when emptied', () => {
    const params = new URLSearchParams('title=old&page=2')
    setProjectFilter(params, { field: 'title', operator: 'LIKE', value: 'data' })
    expect(params.get('title')).toBe('like:data')
    setProjectFilter(params, { field: 'title', value: '' })
    expect(params.has('title')).toBe(false)
  })
})
