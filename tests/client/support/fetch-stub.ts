import { vi } from 'vitest'

export type StubbedResponse = { status: number; body?: unknown }
/** An answer, or a promise of one (a response the test holds back until it lets it go). */
export type StubbedRoute = (
  url: string,
  init: RequestInit,
) => StubbedResponse | Promise<StubbedResponse> | undefined

/** Replaces global fetch with a router over URL paths; unmatched requests answer 404. */
export function stubFetch(route: StubbedRoute) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url
    calls.push({ url, init })
    const answer = (await route(new URL(url, 'http://localhost').pathname, init)) ?? {
      status: 404,
      body: { error: 'nf' },
    }
    const body = answer.body === undefined ? null : JSON.stringify(answer.body)
    return new Response(body, {
      status: answer.status,
      headers: body ? { 'content-type': 'application/json' } : {},
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { calls }
}

export function requestBody(init: RequestInit): unknown {
  return typeof init.body === 'string' ? JSON.parse(init.body) : init.body
}
