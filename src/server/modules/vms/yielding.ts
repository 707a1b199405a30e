import type { Db } from '../../db/client'

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve))
const RAW = Symbol('raw database')

/** The database behind a yielding one: caches keyed by the database object (noteWrite) need it. */
export const rawDb = <T extends object>(db: T): T =>
  ((db as Record<symbol, unknown>)[RAW] as T | undefined) ?? db

type AnyFn = (...args: unknown[]) => unknown

/** A prepared query whose runs first hand the event loop back. */
function yieldingPrepared(prepared: object): object {
  return new Proxy(prepared, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver)
      if ((prop === 'execute' || prop === 'all' || prop === 'values') && typeof value === 'function')
        return async (...args: unknown[]) => {
          await yieldToEventLoop()
          return (value as AnyFn).apply(obj, args)
        }
      return value
    },
  })
}

function yieldingSession(session: object): object {
  return new Proxy(session, {
    get(obj, prop, receiver) {
      const value = Reflect.get(obj, prop, receiver)
      if (prop === 'prepareQuery' && typeof value === 'function')
        return (...args: unknown[]) => yieldingPrepared((value as AnyFn).apply(obj, args) as object)
      return value
    },
  })
}

/**
 * The database as the VMS worker and the event intake use it: every statement — raw `execute`
 * and query builders alike, in transactions too — first hands the event loop back. PGlite runs
 * statements on the server's thread and resolves them as microtasks, so a chain of statements
 * (eight deliveries at once, each reading a talent's CV; a batch of events) would otherwise
 * hold the loop for its whole length (measured: 435 ms stalls during a 500-row send).
 */
export function yieldingDb<T extends Db>(db: T): T {
  if ((db as unknown as Record<symbol, unknown>)[RAW]) return db
  const wrap = <O extends object>(target: O): O =>
    new Proxy(target, {
      get(obj, prop, receiver) {
        if (prop === RAW) return obj
        const value = Reflect.get(obj, prop, receiver)
        if (prop === 'session' && value && typeof value === 'object') return yieldingSession(value)
        if (prop === 'transaction' && typeof value === 'function')
          return (run: (tx: unknown) => Promise<unknown>, ...rest: unknown[]) =>
            (value as AnyFn).call(receiver, (tx: object) => run(wrap(tx)), ...rest)
        return value
      },
    })
  return wrap(db)
}
