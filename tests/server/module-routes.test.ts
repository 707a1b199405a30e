import { describe, expect, it } from 'vitest'
import { createApp, publicRoutes, serverModules } from '../../src/server/app'
import type { AppDeps } from '../../src/server/deps'
import { patternRegex, routeTable, samplePath } from './support/route-table'

/**
 * The server is a table of domain modules (issue 18): every /api and /napi call has exactly
 * one owning module, and no two modules answer the same method and path.
 */
describe('module route table', () => {
  const table = routeTable()

  it('has modules with distinct names, each owning routes', () => {
    const names = serverModules.map((m) => m.name)
    expect(new Set(names).size).toBe(names.length)
    for (const name of names)
      expect(
        table.some((r) => r.module === name),
        name,
      ).toBe(true)
  })

  it('gives every /api and /napi route of the app exactly one owner', () => {
    const app = createApp({} as AppDeps)
    const appRoutes = app.routes.filter(
      (r) => r.method !== 'ALL' && /^\/n?api\//.test(r.path) && r.path !== '/api/health',
    )
    expect(appRoutes.length).toBeGreaterThan(100)
    for (const route of appRoutes) {
      const owners = table.filter(
        (r) => r.method === route.method && r.path === route.path.replace(/\/$/, ''),
      )
      expect(
        owners.map((o) => o.module),
        `${route.method} ${route.path}`,
      ).toHaveLength(1)
    }
  })

  it('lets no two modules answer the same method and path', () => {
    const clashes: string[] = []
    for (const a of table)
      for (const b of table) {
        if (a.module === b.module || a.method !== b.method) continue
        // A concrete call of a's pattern (parameters filled in, static paths as they are) that b also matches.
        for (const sample of [samplePath(a.path), samplePath(a.path, 'x')])
          if (patternRegex(b.path).test(sample))
            clashes.push(`${a.method} ${sample}: ${a.module} (${a.path}) and ${b.module} (${b.path})`)
      }
    expect(clashes).toEqual([])
  })

  it('opens only routes that exist, and only sign-in ones under /api', () => {
    for (const entry of publicRoutes) {
      const [method, path] = entry.split(' ')
      if (path === '/api/health') continue
      expect(
        table.some((r) => r.method === method && r.path === path),
        entry,
      ).toBe(true)
    }
    const open = [...publicRoutes].filter((r) => r.startsWith('GET /api/') || r.includes(' /napi/'))
    expect(open.sort()).toEqual(['GET /api/health', 'GET /api/loginSettings', 'GET /napi/announcement'])
  })
})
