import { type Browser, chromium } from 'playwright-core'
import { chromiumLaunchOptions } from '../chromium'
import { firstRowsProbe, inPage } from './page-probes'
import { type BenchRow, percentile } from './report'

type PaneWindow = Window & {
  __benchFirstRows?: number
  __benchKeys?: number[]
  __benchPending?: number | null
}

const LIST = '[data-pane="list"]'

/**
 * In the page: keydown (j/k) -> the frame after the detail pane shows the newly focused
 * row's talent (the pane's data arrived and rendered), whatever the pane fetched first.
 */
export function paneProbe(): void {
  const w = window as PaneWindow
  w.__benchKeys = []
  w.__benchPending = null
  window.addEventListener(
    'keydown',
    (e) => {
      if (e.key === 'j' || e.key === 'k') w.__benchPending = e.timeStamp
    },
    true,
  )
  const focusedTalent = () => {
    const grid = document.querySelector('[data-pane="list"] [role="grid"]')
    const rowId = grid?.getAttribute('aria-activedescendant')
    const row = rowId ? document.getElementById(rowId) : null
    // DataTable sizes each cell by its column id.
    return row?.querySelector('td[style*="--dt-col-talent"]')?.textContent?.trim() || undefined
  }
  const check = () => {
    const start = w.__benchPending
    if (start == null) return
    const name = focusedTalent()
    const pane = document.querySelector('[data-pane="detail"]')
    if (!name || !pane?.textContent?.includes(name)) return
    w.__benchPending = null
    requestAnimationFrame(() => w.__benchKeys?.push(performance.now() - start))
  }
  new MutationObserver(check).observe(document.body, { childList: true, subtree: true, characterData: true })
}

/**
 * The pipeline screen of a 10,000-application stage in Debian's Chromium: navigation to the
 * first rows painted, and j/k to the detail pane showing the focused application.
 */
export async function measurePipelineBrowser(
  kind: string,
  baseUrl: string,
  projectId: number,
  log: (msg: string) => void,
): Promise<BenchRow[]> {
  let browser: Browser | undefined
  try {
    browser = await chromium.launch(chromiumLaunchOptions)
    const page = await (
      await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-GB' })
    ).newPage()
    await page.goto(`${baseUrl}/auth/login`)
    await page.getByLabel('Email').fill('anna.admin@acme.test')
    await page.getByLabel('Password', { exact: true }).fill('Recruit!2026')
    await page.getByLabel('Password', { exact: true }).press('Enter')
    await page.waitForURL(/\/dashboard/)
    await page.addInitScript({ content: inPage(firstRowsProbe, LIST) })
    await page.goto(`${baseUrl}/project/${projectId}/active`)
    await page.waitForFunction(() => (window as PaneWindow).__benchFirstRows !== undefined, null, {
      timeout: 30_000,
    })
    const firstRows = await page.evaluate(() => (window as PaneWindow).__benchFirstRows ?? Number.NaN)

    await page.evaluate(inPage(paneProbe))
    const grid = page.locator(`${LIST} [role="grid"]`)
    await page.waitForTimeout(500)
    await grid.focus()
    // Open the first row in the detail pane (the screen may still be wiring its keys up).
    for (let i = 0; i < 10 && !(await grid.getAttribute('aria-activedescendant')); i++) {
      await page.keyboard.press('j')
      await page.waitForTimeout(300)
    }
    await page.keyboard.press('Enter')
    await page.waitForURL(/\/application\//, { timeout: 10_000 })
    await page.waitForTimeout(1000)
    await page.evaluate(() => {
      ;(window as PaneWindow).__benchKeys = []
    })
    const keys = [...Array(30).fill('j'), ...Array(10).fill('k')] as string[]
    let done = 0
    for (const key of keys) {
      await page.keyboard.press(key)
      try {
        await page.waitForFunction((n) => ((window as PaneWindow).__benchKeys?.length ?? 0) >= n, done + 1, {
          timeout: 3000,
        })
        done++
      } catch {
        // counted as missing in the metric name
      }
      await page.waitForTimeout(50)
    }
    const latencies = await page.evaluate(() => (window as PaneWindow).__benchKeys ?? [])
    return [
      {
        metric: `${kind}: /project/{id}/active, navigation → first rows painted`,
        value: firstRows,
        unit: 'ms',
      },
      {
        metric: `${kind}: j/k key → detail pane updated p95 (${latencies.length}/${keys.length} keys)`,
        value: latencies.length > 0 ? percentile(latencies, 95) : null,
        unit: 'ms',
        budget: 50,
      },
      {
        metric: `${kind}: j/k key → detail pane updated p50`,
        value: latencies.length > 0 ? percentile(latencies, 50) : null,
        unit: 'ms',
      },
    ]
  } catch (error) {
    log(`${kind}: browser part failed (${String(error).split('\n')[0]})`)
    return [{ metric: `${kind}: pipeline screen in the browser`, value: null, unit: 'ms' }]
  } finally {
    await browser?.close()
  }
}
