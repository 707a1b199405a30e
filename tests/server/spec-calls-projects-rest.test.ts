import { describe, expect, it } from 'vitest'
import { ACCESS_POLICY } from './support/access-policy'
import { routeTable } from './support/route-table'

/**
 * Issue 26: the §7 calls this part of the issue answers, as the spec names them. Each must be a
 * mounted route with an access policy, so the authorization matrix calls it for every demo role
 * (allowed: its answer; permission missing: 403; another client's or legal entity's: 404).
 */
const SPEC_CALLS = [
  'GET msps/forJob/{id}',
  'GET client/tier',
  'PUT project/{id}/timelines',
  'PUT project/{id}/positions',
  'PUT project/{id}/assignmentsUpdate',
  'GET project/{id}/freelancers',
  'GET project/{id}/applications',
  'GET project/{id}/assignments',
  'POST project/closeOrReopen',
  'POST project/{id}/updateRateRange',
  'POST project/{id}/updatePublicDeadline',
  'PUT project/{id}/reasonforclosing',
  'POST projectApplication/projectScroll',
  'PUT projectApplication/{id}',
  'POST projectApplication/rejectPending',
  'PUT freelancer/{id}',
  'POST freelancer/projectApplications',
  'GET languages',
  'GET country',
]

const routeKey = (call: string) => {
  const [method, path] = call.split(' ')
  return `${method} /api/${path.replace(/\{(\w+)\}/g, ':$1')}`.replace(/\/$/, '')
}

describe('spec §7 calls of issue 26 §1-§3', () => {
  const mounted = new Set(routeTable().map((r) => `${r.method} ${r.path.replace(/\/$/, '')}`))
  for (const call of SPEC_CALLS) {
    it(`${call} is mounted and in the access policy`, () => {
      const key = routeKey(call)
      expect(mounted.has(key)).toBe(true)
      expect(ACCESS_POLICY[key] ?? ACCESS_POLICY[`${key}/`]).toBeDefined()
    })
  }
})
