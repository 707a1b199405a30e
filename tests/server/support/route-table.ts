import { Hono } from 'hono'
import { serverModules } from '../../../src/server/app'
import type { AppEnv } from '../../../src/server/deps'
import type { ServerModule } from '../../../src/server/modules/module'

export interface OwnedRoute {
  module: string
  method: string
  /** Hono's pattern of the full path, e.g. /api/project/:id/history. */
  path: string
}

/** The routes one module answers, read from its mounted sub-apps (middleware entries left out). */
export function routesOf(module: ServerModule): OwnedRoute[] {
  const app = new Hono<AppEnv>()
  for (const [path, sub] of module.mounts) app.route(path, sub)
  const seen = new Set<string>()
  return app.routes
    .filter((r) => r.method !== 'ALL')
    .map((r) => ({ module: module.name, method: r.method, path: r.path.replace(/\/$/, '') || '/' }))
    .filter((r) => {
      const key = `${r.method} ${r.path}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
}

/** Every route of every module of the app. */
export const routeTable = (): OwnedRoute[] => serverModules.flatMap(routesOf)

/** A regular expression matching the concrete paths a Hono pattern answers. */
export function patternRegex(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) =>
      part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/')
  return new RegExp(`^${source}$`)
}

/** A concrete path for a pattern: each parameter replaced by `value`. */
export const samplePath = (path: string, value = '1') => path.replace(/:[A-Za-z]+(\{[^}]*\})?/g, value)
