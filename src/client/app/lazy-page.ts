import type { ComponentType } from 'react'
import { withEnglishAreas } from '../i18n/i18n'

/** §2/§8: after a deploy, old chunk names 404; reload once, at most once per minute. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
const RELOAD_KEY = 'app.chunk-reload-at'

export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt >= CHUNK_RELOAD_GUARD_MS
}

function lastReloadAt(): number | null {
  const value = Number(sessionStorage.getItem(RELOAD_KEY))
  return value > 0 ? value : null
}

/** A chunk import with the reload guard: a missing chunk reloads the page (at most once a minute). */
export function guardedImport<T>(load: () => Promise<T>): () => Promise<T> {
  return async () => {
    try {
      return await load()
    } catch (error) {
      const now = Date.now()
      if (!shouldReloadForChunkError(lastReloadAt(), now)) throw error
      sessionStorage.setItem(RELOAD_KEY, String(now))
      window.location.reload()
      // Keep the router waiting: the page is going away.
      return new Promise<never>(() => {})
    }
  }
}

/** A react-router `lazy` function for a page component, with the reload guard. */
export function lazyPage(load: () => Promise<ComponentType>) {
  const guarded = guardedImport(load)
  return async (): Promise<{ Component: ComponentType }> => ({ Component: await guarded() })
}

/**
 * Per-property lazy route (react-router's object form): the loader's small chunk runs as soon
 * as it arrives, beside the page's chunk, and neither sits in the first chunk.
 */
export function lazyRoute<L, R = never>(parts: {
  loader: () => Promise<L>
  Component: () => Promise<ComponentType>
  shouldRevalidate?: () => Promise<R>
}) {
  return {
    loader: guardedImport(parts.loader),
    Component: guardedImport(parts.Component),
    ...(parts.shouldRevalidate ? { shouldRevalidate: guardedImport(parts.shouldRevalidate) } : {}),
  }
}

/**
 * A feature screen's component arrives with English strings: by default every area, since
 * screens share strings across areas (a talent pane inside the pipeline, tags in the search)
 * and the frame (requireUser) only awaits FRAME_AREAS. A screen that lists `areas` awaits only
 * those (what its first paint shows); its lazy parts await the rest (lazy-data-table.tsx).
 */
const withStrings = (load: () => Promise<ComponentType>, areas?: readonly string[]) => () =>
  withEnglishAreas(load(), areas)

/** lazyPage for a feature screen (see withStrings). */
export const featurePage = (load: () => Promise<ComponentType>, areas?: readonly string[]) =>
  lazyPage(withStrings(load, areas))

/** lazyRoute for a feature screen (see withStrings). */
export function featureRoute<L, R = never>(
  parts: Parameters<typeof lazyRoute<L, R>>[0],
  areas?: readonly string[],
) {
  return lazyRoute<L, R>({ ...parts, Component: withStrings(parts.Component, areas) })
}
