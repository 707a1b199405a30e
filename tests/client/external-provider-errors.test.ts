import { beforeAll, describe, expect, it } from 'vitest'
import { ApiError } from '../../src/client/app/api-error'
import { providerErrorText } from '../../src/client/features/external-search/provider-errors'
import { i18n, loadEnglishAreas } from '../../src/client/i18n/i18n'

/* What a provider's line of the external search says for each fault the server reports (issue 23). */
const t = i18n.t.bind(i18n)
const fault = (status: number, error: string, messages: string[] = []) =>
  providerErrorText(t, new ApiError({ status, error, messages }))

beforeAll(async () => {
  await loadEnglishAreas(['external-search', 'matching'])
})

describe('provider faults in words', () => {
  it("says how long to wait after a 429, from the provider's Retry-After", () => {
    expect(fault(429, 'msp.v2.external.provider.rateLimited', ['Rate limit exceeded.', '30'])).toBe(
      'Rate limit reached: try again in 30 s.',
    )
    expect(fault(429, 'msp.v2.external.provider.rateLimited')).toBe(
      'The provider asks us to slow down. Try again in a few seconds.',
    )
  })

  it('names a slow, failing or refusing provider, and the syntax it does not understand', () => {
    expect(fault(504, 'msp.v2.external.provider.timeout')).toBe(
      'The provider is too slow to answer. Try again in a moment.',
    )
    expect(fault(502, 'msp.v2.external.provider.unavailable', ['Internal error (HTTP 503).'])).toBe(
      'The provider is not available right now.',
    )
    expect(fault(502, 'msp.v2.external.provider.unauthorized')).toBe(
      'The provider refused our credentials. Ask an administrator to check them.',
    )
    expect(fault(400, 'msp.v2.external.query.unsupported', ['OR'])).toBe(
      'This provider does not understand part of the query: OR',
    )
    // A gateway in between answering without our error body.
    expect(providerErrorText(t, new ApiError({ status: 503 }))).toBe(
      'The provider is not available right now.',
    )
  })
})
