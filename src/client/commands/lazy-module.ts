import { useEffect, useSyncExternalStore } from 'react'

/**
 * A code-split module that can be preloaded on idle and rendered without a Suspense
 * round-trip once loaded: React.lazy suspends on first render even when the chunk is
 * already in memory, which would cost the palette a frame on its first open.
 */
export interface LazyModule<T> {
  load: () => Promise<T>
  current: () => T | undefined
  subscribe: (listener: () => void) => () => void
}

export function lazyModule<T>(importer: () => Promise<T>): LazyModule<T> {
  let promise: Promise<T> | undefined
  let value: T | undefined
  const listeners = new Set<() => void>()
  return {
    load() {
      promise ??= importer().then(
        (loaded) => {
          value = loaded
          for (const l of listeners) l()
          return loaded
        },
        (error: unknown) => {
          // Let the next open retry (e.g. after a flaky network), instead of caching the failure.
          promise = undefined
          throw error
        },
      )
      return promise
    },
    current: () => value,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The loaded module, starting the load as soon as `needed` turns true. */
export function useLazyModule<T>(module: LazyModule<T>, needed: boolean): T | undefined {
  const value = useSyncExternalStore(module.subscribe, module.current, module.current)
  useEffect(() => {
    if (needed && !value) module.load().catch((error: unknown) => console.error(error))
  }, [module, needed, value])
  return value
}

/** useLazyModule that also preloads on idle (after first paint), so the first use is instant. */
export function useIdleLazyModule<T>(module: LazyModule<T>, needed: boolean): T | undefined {
  useEffect(() => whenIdle(() => void module.load().catch(() => {})), [module])
  return useLazyModule(module, needed)
}

/** Runs `task` when the browser is idle (after first paint), so preloading never delays the page. */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 3000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(task, 500)
  return () => clearTimeout(id)
}
