import type { Hono } from 'hono'
import type { AppEnv } from '../deps'

// biome-ignore lint/suspicious/noExplicitAny: a sub-app's route schema is its own; the table only mounts it.
export type SubApp = Hono<AppEnv, any, any>

/**
 * What a domain module gives the app: its Hono sub-apps by mount path (one per URL family of
 * spec §7 it owns) and the few routes it answers without an access token. app.ts mounts the
 * modules from one table; every route not listed as public needs a token there, so no module
 * guards its own prefix (and none can open or close another module's routes by mount order).
 */
export interface ServerModule {
  name: string
  mounts: ReadonlyArray<readonly [path: `/api${string}` | `/napi${string}`, app: SubApp]>
  /** 'METHOD /full/path' of the module's routes that need no access token. */
  publicRoutes?: readonly string[]
}
