import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

const require = createRequire(import.meta.url)
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Puts axe-core into the page. Evaluated through the DevTools protocol, which the app's
 * Content-Security-Policy (script-src 'self') does not govern, unlike an inline script tag.
 */
export async function injectAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE)
}

export interface AxeFinding {
  id: string
  impact: string
  help: string
  targets: string[]
}

/**
 * Runs axe-core (WCAG 2.x A and AA rules) over the page as it is now and answers the critical
 * and serious violations, one entry per rule with the offending elements' selectors.
 */
export async function seriousViolations(page: Page): Promise<AxeFinding[]> {
  await injectAxe(page)
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run: (ctx: unknown, options: unknown) => Promise<AxeResult> } }
    ).axe
    type AxeResult = {
      violations: { id: string; impact: string | null; help: string; nodes: { target: string[] }[] }[]
    }
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
      resultTypes: ['violations'],
    })
    return result.violations
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')).slice(0, 8),
      }))
  })
}
