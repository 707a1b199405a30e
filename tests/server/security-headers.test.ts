import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../../src/server/app'
import { routeTable, samplePath } from './support/route-table'
import { createTestApp, type TestApp } from './support/test-app'

/**
 * Issue 17 §5: every response — each route of every module, signed in or not, its errors,
 * unknown paths, the health check and the built client's files — carries the CSP, frame,
 * referrer and content-type headers.
 */
let t: TestApp
let token: string
let staticDir: string
beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 20, projects: 2 } })
  token = (await t.login('anna.admin@acme.test')).access_token
  staticDir = mkdtempSync(join(tmpdir(), 'ws-static-'))
  mkdirSync(join(staticDir, 'assets'))
  writeFileSync(
    join(staticDir, 'index.html'),
    '<!doctype html><script type="module" src="/assets/a.js"></script>',
  )
  writeFileSync(join(staticDir, 'assets', 'a.js'), 'console.log(1)')
})
afterAll(async () => {
  rmSync(staticDir, { recursive: true, force: true })
  await t.close()
})

function expectSecured(res: Response, what: string, framedBySelf = false) {
  const csp = res.headers.get('content-security-policy') ?? ''
  expect(csp, what).toContain("default-src 'self'")
  expect(csp, what).toContain("script-src 'self'")
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-inline'/)
  expect(csp, what).toContain(framedBySelf ? "frame-ancestors 'self'" : "frame-ancestors 'none'")
  expect(res.headers.get('x-frame-options'), what).toBe(framedBySelf ? 'SAMEORIGIN' : 'DENY')
  expect(res.headers.get('x-content-type-options'), what).toBe('nosniff')
  expect(res.headers.get('referrer-policy'), what).toBe('no-referrer')
}

describe('security headers', () => {
  const routes = routeTable()

  it('are on every route, with and without a token, whatever the answer', async () => {
    expect(routes.length).toBeGreaterThan(100)
    const seen = new Set<number>()
    for (const route of routes)
      for (const withToken of [true, false]) {
        const res = await t.request(samplePath(route.path, route.path.includes(':uuid') ? 'x' : '1'), {
          method: route.method,
          token: withToken ? token : undefined,
          json: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
        })
        seen.add(res.status)
        expectSecured(res, `${route.method} ${route.path}`, route.path.startsWith('/napi/application/cv/'))
        await res.arrayBuffer()
      }
    // The sweep met successes and refusals alike.
    expect([...seen].some((s) => s < 300)).toBe(true)
    expect([...seen].some((s) => s >= 400)).toBe(true)
  })

  it('lets only the app frame the application CV it shows', async () => {
    const res = await t.request('/napi/application/cv/1', { token })
    expectSecured(res, 'cv', true)
  })

  it('are on the health check, unknown paths and the built client', async () => {
    expectSecured(await t.request('/api/health'), 'health')
    expectSecured(await t.request('/api/nothing-here'), 'unknown api')
    const app = createApp(t.deps, { staticDir })
    for (const path of ['/', '/pipeline/1', '/assets/a.js', '/missing.png']) {
      const res = await app.request(path)
      expectSecured(res, path)
    }
    const index = await app.request('/')
    expect(await index.text()).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/)
    // A missing file is a 404; a confirmation link whose MAC is all letters and digits is the app.
    expect((await app.request('/missing.png')).status).toBe(404)
    const link = await app.request('/interview/confirm/12.abcdefghijklmnopqrstuvwxyzABCDEF')
    expect(link.status).toBe(200)
    expect(await link.text()).toBe(await (await app.request('/')).text())
  })
})
