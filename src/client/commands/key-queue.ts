import type { KeyChord } from './registry'

/*
 * Keys typed while the screen is not ready are kept and applied once it is (issue 21 §2),
 * as the palette does with what is typed before it shows: a navigation in progress, a list
 * whose rows or table code are still on the way, the frame that mounts after sign-in. Who is
 * not ready holds the keys (`holdKeys`); the shortcut binder queues the chords typed
 * meanwhile and runs them in order once nothing holds, re-checking before each one, since a
 * queued `g p` starts a navigation that holds the rest again.
 */

/** A hold that is never released (a request that never answers) stops keeping keys after this. */
const MAX_HOLD_MS = 8_000

/** A key kept for later: its chord for the shortcuts, its text for a field that appears meanwhile. */
export interface QueuedKey {
  chord: KeyChord
  key: string
}

const holds = new Map<symbol, number>()
let queue: QueuedKey[] = []
let flushTimer: ReturnType<typeof setTimeout> | undefined
let runChord: ((key: QueuedKey) => 'typed' | 'ran') | null = null

function now(): number {
  return typeof performance === 'undefined' ? Date.now() : performance.now()
}

/** Keys are being kept: something the user is about to act on is not ready. */
export function keysHeld(): boolean {
  const time = now()
  for (const [hold, since] of holds) if (time - since > MAX_HOLD_MS) holds.delete(hold)
  return holds.size > 0
}

/** Starts keeping keys; the returned function lets them go (once every hold is released). */
export function holdKeys(): () => void {
  const hold = Symbol('hold')
  holds.set(hold, now())
  return () => {
    if (!holds.delete(hold)) return
    scheduleFlush()
  }
}

/** Keeps a key typed while held; it runs when the screen is ready. */
export function queueKey(key: QueuedKey): void {
  queue.push(key)
  // A stuck hold must not keep the key forever.
  scheduleFlush(MAX_HOLD_MS + 50)
}

export function queuedKeys(): readonly QueuedKey[] {
  return queue
}

const untilAttached = new Set<() => void>()

/**
 * Keeps keys until a binder listens (after sign-in, the signed-in frame is still loading);
 * the returned function lets them go earlier (sign-in failed).
 */
export function holdKeysUntilBinder(): () => void {
  const release = holdKeys()
  untilAttached.add(release)
  return () => {
    untilAttached.delete(release)
    release()
  }
}

/** The binder that runs queued chords (one at a time, through the same matching as typed keys). */
export function attachChordRunner(run: (key: QueuedKey) => 'typed' | 'ran'): () => void {
  runChord = run
  for (const release of untilAttached) release()
  untilAttached.clear()
  scheduleFlush()
  return () => {
    if (runChord === run) runChord = null
  }
}

/** Forgets queued keys (sign-in failed, the user signed out). */
export function dropQueuedKeys(): void {
  queue = []
}

function scheduleFlush(delay = 0): void {
  if (flushTimer) clearTimeout(flushTimer)
  // After the commit that released the hold: the new screen's own holds are set by then.
  flushTimer = setTimeout(flush, delay)
}

function flush(): void {
  flushTimer = undefined
  while (queue.length > 0 && runChord && !keysHeld()) {
    const next = queue.shift() as QueuedKey
    // Text typed into a field goes in at once; after a command, React applies what it changed
    // (focus, a selection, a dialog) before the next key.
    if (runChord(next) === 'typed') continue
    if (keysHeld()) return
    if (queue.length > 0) {
      scheduleFlush()
      return
    }
  }
}

/**
 * A navigation's hold ends when its screen has rendered: the location it went to is committed
 * (the command layer reports it), so that screen's own holds (its rows loading) are in place
 * before any kept key runs. A navigation that renders no command layer lets go after
 * MAX_HOLD_MS: on a busy machine a screen's code can take more than a second to arrive, and a
 * shorter bound ran the kept keys on the screen being left (lost a `j` after `g p`).
 */
let commitHold: { key: string; release: () => void } | null = null

export function holdUntilCommitted(locationKey: string, release: () => void): void {
  commitHold?.release()
  const hold = { key: locationKey, release }
  commitHold = hold
  setTimeout(() => {
    if (commitHold === hold) {
      commitHold = null
      release()
    }
  }, MAX_HOLD_MS)
}

export function locationCommitted(locationKey: string): void {
  if (commitHold?.key !== locationKey) return
  const { release } = commitHold
  commitHold = null
  release()
}

/** Whether a binder runs kept keys (the signed-in frame is mounted). */
export const chordRunnerAttached = () => runChord !== null

/**
 * Before the signed-in frame mounts (right after sign-in) no binder listens: keys typed
 * while something holds them are kept here and run once it does. Installed at start-up.
 */
export function installEarlyKeyCapture(chordOf: (e: KeyboardEvent) => KeyChord): void {
  window.addEventListener('keydown', (e) => {
    if (runChord || e.defaultPrevented || e.isComposing || !keysHeld()) return
    if (e.key.length > 1 && !['Enter', 'Escape', 'Backspace', 'ArrowUp', 'ArrowDown'].includes(e.key)) return
    const target = e.target as HTMLElement | null
    if (target?.closest?.('input, textarea, select, [contenteditable="true"]')) return
    e.preventDefault()
    queueKey({ chord: chordOf(e), key: e.key })
  })
}

/** For tests: a clean slate. */
export function resetKeyQueue(): void {
  holds.clear()
  untilAttached.clear()
  queue = []
  runChord = null
  if (flushTimer) clearTimeout(flushTimer)
  flushTimer = undefined
}
