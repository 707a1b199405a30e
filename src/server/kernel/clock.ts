import type { AppDeps } from '../deps'

/** The injected clock (tests move time through deps.now); services never read the wall clock themselves. */
export const nowOf = (deps: Pick<AppDeps, 'now'>): Date => deps.now?.() ?? new Date()
