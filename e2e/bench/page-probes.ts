/**
 * Measurement code that runs inside the page (passed to page.evaluate / addInitScript, so
 * each function is self-contained). Times are performance.now() / event.timeStamp, which
 * share one clock. "Painted" is the next animation frame after the DOM changed.
 */

type ProbeWindow = Window &
  typeof globalThis & {
    __benchFirstRows?: number
    __benchKeys?: number[]
    /** Keydown -> the DOM change itself (the work, without waiting for the next frame). */
    __benchWork?: number[]
    __benchPending?: number | null
    __benchOpenPending?: number | null
  }

const TABLE = 'section[aria-labelledby="ui-showcase-table"]'

/**
 * A probe call as a script string. tsx compiles with esbuild's keepNames, which wraps
 * functions in a `__name` helper that does not exist in the page; the shim provides it.
 */
// biome-ignore lint/suspicious/noExplicitAny: any probe signature.
export function inPage(probe: (...args: any[]) => unknown, arg?: unknown): string {
  return `(() => { const __name = (f) => f; return (${probe.toString()})(${JSON.stringify(arg ?? null)}) })()`
}

/** Init script: the first frame in which the big table shows data rows. */
export function firstRowsProbe(table: string): void {
  const w = window as ProbeWindow
  const started = performance.now()
  const look = () => {
    if (document.querySelector(`${table} tbody tr[aria-selected]`)) {
      w.__benchFirstRows = performance.now()
      return
    }
    if (performance.now() - started < 60_000) requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
}

export interface ScrollResult {
  deltas: number[]
  maxRowsInDom: number
  reachedBottom: boolean
}

/** Scrolls the big table from top to bottom in `frames` animation frames and returns frame times. */
export function scrollProbe({
  table,
  frames,
  pxPerFrame,
}: {
  table: string
  frames: number
  /** Wheel-like speed instead of top to bottom in `frames` frames. */
  pxPerFrame?: number
}): Promise<ScrollResult> {
  const scroller = document.querySelector<HTMLElement>(`${table} .data-table-scroller`)
  if (!scroller) throw new Error('no table scroller')
  scroller.scrollTop = 0
  const max = scroller.scrollHeight - scroller.clientHeight
  const stamps: number[] = []
  let maxRowsInDom = 0
  let i = 0
  return new Promise((resolve) => {
    const step = (ts: number) => {
      stamps.push(ts)
      maxRowsInDom = Math.max(maxRowsInDom, scroller.querySelectorAll('tbody tr').length)
      if (i > frames) {
        resolve({
          deltas: stamps.slice(2).map((t, k) => t - stamps[k + 1]),
          maxRowsInDom,
          reachedBottom: scroller.scrollTop >= max - 2,
        })
        return
      }
      scroller.scrollTop = pxPerFrame ? Math.min(max, i * pxPerFrame) : Math.round((max * i) / frames)
      i++
      requestAnimationFrame(step)
    }
    requestAnimationFrame(() => requestAnimationFrame(step))
  })
}

/**
 * Records keydown -> next frame after `selector` changed (attributes/children). Returns
 * nothing; results collect in window.__benchKeys. The frame is the next animation frame, so
 * a figure includes up to one frame (16.7 ms) of waiting for it; window.__benchWork has
 * keydown -> the change itself, the part the app controls.
 */
export function keyLatencyProbe({ selector, attributes }: { selector: string; attributes: boolean }): void {
  const w = window as ProbeWindow
  w.__benchKeys = []
  w.__benchWork = []
  w.__benchPending = null
  window.addEventListener(
    'keydown',
    (e) => {
      w.__benchPending = e.timeStamp
    },
    true,
  )
  const observer = new MutationObserver(() => {
    const start = w.__benchPending
    if (start == null) return
    w.__benchPending = null
    w.__benchWork?.push(performance.now() - start)
    requestAnimationFrame(() => w.__benchKeys?.push(performance.now() - start))
  })
  const watch = () => {
    const target = document.querySelector(selector)
    if (!target) return false
    observer.observe(
      target,
      attributes
        ? { attributes: true, attributeFilter: ['aria-activedescendant'] }
        : { childList: true, subtree: true, characterData: true },
    )
    return true
  }
  if (!watch()) {
    // The palette's list appears later: watch the document until it exists.
    const finder = new MutationObserver(() => {
      if (watch()) finder.disconnect()
    })
    finder.observe(document.body, { childList: true, subtree: true })
  }
}

/**
 * Records Ctrl/⌘+K keydown -> next frame after the palette dialog with its combobox is in the DOM.
 * Its own pending mark: keyLatencyProbe, installed later on the open palette, must not have its
 * keystrokes taken by this observer (which sees the same mutations first).
 */
export function paletteOpenProbe(): void {
  const w = window as ProbeWindow
  w.__benchKeys = []
  w.__benchOpenPending = null
  window.addEventListener(
    'keydown',
    (e) => {
      if (e.key.toLowerCase() === 'k' && (e.ctrlKey || e.metaKey)) w.__benchOpenPending = e.timeStamp
    },
    true,
  )
  new MutationObserver(() => {
    const start = w.__benchOpenPending
    if (start == null || !document.querySelector('[role="dialog"] [role="combobox"]')) return
    w.__benchOpenPending = null
    requestAnimationFrame(() => w.__benchKeys?.push(performance.now() - start))
  }).observe(document.body, { childList: true, subtree: true })
}

export { TABLE as SHOWCASE_TABLE }
