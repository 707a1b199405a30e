/**
 * What this process knows of the traffic on a database, kept per database object (tests run
 * several apps side by side): when the last request came, and a counter of writes that
 * caches of aggregates compare against.
 */
const lastRequestAt = new WeakMap<object, number>()
const writeVersions = new WeakMap<object, number>()

export function noteRequest(db: object, now = Date.now()): void {
  lastRequestAt.set(db, now)
}

/** Milliseconds since the last request on `db` (very large when there was none). */
export function quietFor(db: object, now = Date.now()): number {
  return now - (lastRequestAt.get(db) ?? 0)
}

/** Something may have changed in `db`: cached aggregates of it are stale. */
export function noteWrite(db: object): void {
  writeVersions.set(db, (writeVersions.get(db) ?? 0) + 1)
}

export function writeVersion(db: object): number {
  return writeVersions.get(db) ?? 0
}
