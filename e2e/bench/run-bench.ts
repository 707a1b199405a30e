import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Browser, chromium, type Page } from 'playwright-core'
import { chromiumLaunchOptions } from '../chromium'
import { measureAnalytics } from './analytics-bench'
import { BENCH_DIST, buildClientIfNeeded, ROOT, startServer } from './bench-server'
import { measureCalendar } from './calendar-bench'
import { measureEmail } from './email-bench'
import { measureMatching } from './matching-bench'
import {
  firstRowsProbe,
  inPage,
  keyLatencyProbe,
  paletteOpenProbe,
  type ScrollResult,
  SHOWCASE_TABLE,
  scrollProbe,
} from './page-probes'
import { measurePipeline } from './pipeline-bench'
import { measurePools } from './pools-bench'
import { measureProjectSearch } from './project-search-bench'
import { type BenchRow, percentile, printTable } from './report'
import { measureRouteJs } from './route-js'
import { measureTalentSearch } from './talent-search-bench'
import { measureVms } from './vms-bench'
import { measurePaletteObjects, measureWideScreen } from './workspace-bench'

/**
 * `npm run bench`: measures the ARCHITECTURE.md budgets in Debian's Chromium against the
 * real server. A benchmark, not a test: misses are reported, the exit code stays 0.
 */
const log = (msg: string) => console.log(`[bench] ${msg}`)
const ANNA = { email: 'anna.admin@acme.test', password: 'Recruit!2026' }
const SCROLL_FRAMES = 360
const PALETTE_ENTRIES = 3000

type ProbeWindow = Window & { __benchFirstRows?: number; __benchKeys?: number[]; __benchWork?: number[] }

async function signIn(page: Page, baseUrl: string) {
  await page.goto(`${baseUrl}/auth/login`, { waitUntil: 'load' })
  await page.getByLabel('Email').fill(ANNA.email)
  await page.getByLabel('Password', { exact: true }).fill(ANNA.password)
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await page.waitForURL(/\/dashboard/)
  await page.getByRole('heading', { level: 1 }).waitFor()
}

async function waitForCount(page: Page, count: number, timeout = 2000): Promise<boolean> {
  try {
    await page.waitForFunction((n) => ((window as ProbeWindow).__benchKeys?.length ?? 0) >= n, count, {
      timeout,
    })
    return true
  } catch {
    return false
  }
}

async function keyLatencies(page: Page, keys: string[]): Promise<number[]> {
  let done = 0
  for (const key of keys) {
    await page.keyboard.press(key)
    if (await waitForCount(page, done + 1)) done++
    await page.waitForTimeout(30)
  }
  return page.evaluate(() => (window as ProbeWindow).__benchKeys ?? [])
}

async function measureTable(page: Page, baseUrl: string, rows: BenchRow[]) {
  await page.addInitScript({ content: inPage(firstRowsProbe, SHOWCASE_TABLE) })
  await page.goto(`${baseUrl}/ui`)
  await page.waitForFunction(() => (window as ProbeWindow).__benchFirstRows !== undefined, null, {
    timeout: 30_000,
  })
  const firstRows = await page.evaluate(() => {
    const mark = performance.getEntriesByName('ui-showcase:rows-ready')[0]
    return mark ? ((window as ProbeWindow).__benchFirstRows ?? 0) - mark.startTime : Number.NaN
  })
  rows.push({ metric: 'Table 100k: first rows after data', value: firstRows, unit: 'ms', budget: 200 })

  await page.waitForTimeout(500)
  const scroll = (await page.evaluate(
    inPage(scrollProbe, { table: SHOWCASE_TABLE, frames: SCROLL_FRAMES }),
  )) as ScrollResult
  const d = scroll.deltas
  // rAF timestamps are vsync-aligned; 0.3 ms absorbs their rounding at 60 Hz.
  const within = d.filter((t) => t <= 17).length / d.length
  rows.push(
    {
      metric: `Scroll top→bottom: frames ≤ 16.7 ms (${d.length} frames)`,
      value: within * 100,
      unit: '%',
      budget: 95,
      atLeast: true,
    },
    { metric: 'Scroll: frame p50', value: percentile(d, 50), unit: 'ms' },
    { metric: 'Scroll: frame p95', value: percentile(d, 95), unit: 'ms' },
    { metric: 'Scroll: frame max', value: Math.max(...d), unit: 'ms', budget: 50 },
    { metric: 'Scroll: frames > 16.7 ms', value: d.filter((t) => t > 17).length, unit: '' },
    { metric: 'Scroll: frames > 50 ms', value: d.filter((t) => t > 50).length, unit: '', budget: 0 },
    { metric: 'Scroll: max rows in the DOM', value: scroll.maxRowsInDom, unit: '' },
  )
  if (!scroll.reachedBottom) log('warning: the scroll did not reach the bottom')
  // Context for the top-to-bottom figure (which replaces every row every frame): wheel speed.
  const wheel = (await page.evaluate(
    inPage(scrollProbe, { table: SHOWCASE_TABLE, frames: 300, pxPerFrame: 120 }),
  )) as ScrollResult
  const w = wheel.deltas
  rows.push(
    {
      metric: 'Wheel-speed scroll (120 px/frame): frames ≤ 16.7 ms',
      value: (w.filter((t) => t <= 17).length / w.length) * 100,
      unit: '%',
      budget: 95,
      atLeast: true,
    },
    { metric: 'Wheel-speed scroll: frame max', value: Math.max(...w), unit: 'ms', budget: 50 },
  )

  await page.evaluate((table) => {
    const scroller = document.querySelector<HTMLElement>(`${table} .data-table-scroller`)
    if (scroller) scroller.scrollTop = 0
    document.querySelector<HTMLElement>(`${table} [role="grid"]`)?.focus()
  }, SHOWCASE_TABLE)
  await page.evaluate(
    inPage(keyLatencyProbe, { selector: `${SHOWCASE_TABLE} [role="grid"]`, attributes: true }),
  )
  const keys = [...Array(40).fill('j'), ...Array(20).fill('k')] as string[]
  const latencies = await keyLatencies(page, keys)
  rows.push(
    {
      metric: `j/k key → next paint p95 (${latencies.length}/${keys.length} keys)`,
      value: percentile(latencies, 95),
      unit: 'ms',
      budget: 50,
    },
    { metric: 'j/k key → next paint p50', value: percentile(latencies, 50), unit: 'ms' },
  )
}

async function measurePalette(page: Page, baseUrl: string, rows: BenchRow[]) {
  await page.goto(`${baseUrl}/ui?paletteEntries=${PALETTE_ENTRIES}`)
  await page.locator(`${SHOWCASE_TABLE} tbody tr`).first().waitFor()
  await page.waitForTimeout(1500) // the palette chunk loads when the browser is idle
  await page.evaluate(inPage(paletteOpenProbe))
  const opens: number[] = []
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Control+k')
    if (!(await waitForCount(page, opens.length + 1, 3000))) break
    opens.push((await page.evaluate(() => (window as ProbeWindow).__benchKeys ?? []))[opens.length])
    if (i < 5) {
      await page.keyboard.press('Escape')
      await page
        .locator('[role="dialog"]')
        .waitFor({ state: 'detached', timeout: 3000 })
        .catch(() => {})
      await page.waitForTimeout(100)
    }
  }
  if (opens.length === 0) {
    rows.push({ metric: 'Palette open (Ctrl+K → painted)', value: null, unit: 'ms', budget: 50 })
    rows.push({
      metric: `Palette keystroke → list updated (${PALETTE_ENTRIES})`,
      value: null,
      unit: 'ms',
      budget: 16,
    })
    return
  }
  rows.push({
    metric: `Palette open p95 (${opens.length} opens, first one cold)`,
    value: percentile(opens, 95),
    unit: 'ms',
    budget: 50,
  })
  rows.push({ metric: 'Palette open, warm median', value: percentile(opens.slice(1), 50), unit: 'ms' })
  const entries = await page.locator('[role="dialog"] [role="option"]').count()
  await page.evaluate(
    inPage(keyLatencyProbe, { selector: '[role="dialog"] [role="listbox"]', attributes: false }),
  )
  // Three searches, each typed into an empty field and then cleared key by key: ~40 list
  // updates, so the p95 is a percentile rather than the slowest of a dozen keys.
  const keysOf = (text: string) => text.split('').map((c) => (c === ' ' ? 'Space' : c))
  const typed = ['entry 12', 'delta echo', 'showcase 7'].flatMap((text) => [
    ...keysOf(text),
    ...Array<string>(text.length).fill('Backspace'),
  ])
  const latencies = await keyLatencies(page, typed)
  const work = await page.evaluate(() => (window as ProbeWindow).__benchWork ?? [])
  rows.push(
    // ARCHITECTURE.md: keystroke to updated list <= 16 ms, i.e. the list is updated within the
    // frame that handles the key. Keydown -> list DOM updated; the next figure adds the wait for
    // the next frame, which depends on where in the 16.7 ms frame the key arrived.
    {
      metric: `Palette keystroke → list updated p95 (${PALETTE_ENTRIES} entries, ${work.length}/${typed.length} keys, ${entries} options in DOM)`,
      value: percentile(work, 95),
      unit: 'ms',
      budget: 16,
    },
    {
      metric: 'Palette keystroke → next frame after the update p95',
      value: percentile(latencies, 95),
      unit: 'ms',
    },
    {
      metric: 'Palette keystroke → next frame after the update p50',
      value: percentile(latencies, 50),
      unit: 'ms',
    },
  )
}

/** BENCH_ONLY=frame,pipeline,projects,talents,email,pools,vms,matching,analytics,calendar runs a subset (all by default). */
const only = new Set((process.env.BENCH_ONLY ?? '').split(',').filter(Boolean))
const wanted = (part: string) => only.size === 0 || only.has(part)

async function measureFrame(rows: BenchRow[]) {
  buildClientIfNeeded(log)
  const server = await startServer(log)
  let browser: Browser | undefined
  try {
    browser = await chromium.launch(chromiumLaunchOptions)
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' })
    const page = await context.newPage()
    log('signing in')
    await signIn(page, server.url)
    rows.push(...measureRouteJs(BENCH_DIST))
    log('measuring the 100k-row table on /ui')
    await measureTable(page, server.url, rows)
    log('measuring the command palette')
    await measurePalette(page, server.url, rows)
    log('measuring the pipeline at 2560×1440 with the pane open')
    rows.push(...(await measureWideScreen(browser, server.url)))
  } finally {
    await browser?.close()
    await server.stop()
  }
  log('measuring the palette objects for typed names on the demo data (seeded once, kept in .tmp)')
  rows.push(...(await measurePaletteObjects(log)))
}

async function main() {
  const rows: BenchRow[] = []
  if (wanted('frame')) await measureFrame(rows)
  if (wanted('pipeline')) {
    log('measuring the pipeline API: a 10,000-row stage and a 5,000-row bulk reject, PGlite and PostgreSQL')
    rows.push(...(await measurePipeline(log)))
  }
  if (wanted('projects')) {
    log('measuring project search: the demo data, then 10,000 projects (PGlite, in process)')
    rows.push(...(await measureProjectSearch(log)))
  }
  if (wanted('talents')) {
    log(
      'measuring talent search: the demo data (20,000 talents), then 200,000 (PGlite and PostgreSQL, in process)',
    )
    rows.push(...(await measureTalentSearch(log)))
  }
  if (wanted('email')) {
    log(
      'measuring email: the outbox list, a 5,000-recipient bulk email and its delivery, PGlite and PostgreSQL',
    )
    rows.push(...(await measureEmail(log)))
  }
  if (wanted('pools')) {
    log(
      "measuring pools: the list and a pool's members (demo, then 100,000 memberships), a 5,000-member bulk accept",
    )
    rows.push(...(await measurePools(log)))
  }
  if (wanted('vms')) {
    log('measuring the VMS: a 500-row bulk send, 10,000 webhook events, send to confirmation in Chromium')
    rows.push(...(await measureVms(log)))
  }
  if (wanted('matching')) {
    log(
      'measuring matching: toJob, dedupe of a 100-result page, external search against the reference providers',
    )
    rows.push(...(await measureMatching(log)))
  }
  if (wanted('analytics')) {
    log(
      'measuring analytics and the work queue: the demo data, then 100,000 (PGlite) / 1,000,000 (PostgreSQL) applications',
    )
    rows.push(...(await measureAnalytics(log)))
  }
  if (wanted('calendar')) {
    log('measuring the calendar: free/busy slots for 5 participants over 14 days (reference Google)')
    rows.push(...(await measureCalendar(log)))
  }
  const outDir = join(ROOT, 'bench-results')
  mkdirSync(outDir, { recursive: true })
  const result = { at: new Date().toISOString(), node: process.version, rows }
  writeFileSync(join(outDir, 'bench.json'), `${JSON.stringify(result, null, 2)}\n`)
  printTable(rows)
  log(`written to ${join(outDir, 'bench.json')}`)
}

main().catch((error) => {
  console.error('[bench] failed:', error)
  process.exitCode = 1
})
