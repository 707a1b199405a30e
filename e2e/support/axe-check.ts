import { createRequire } from 'node:module'
import type { Locator, Page } from '@playwright/test'

const require = createRequire(import.meta.url)
const AXE_SOURCE = require.resolve('axe-core/axe.min.js')

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/**
 * The serious and critical accessibility violations axe-core finds in the page's content and
 * open dialogs (or only the dialog), as "rule: target" lines; an empty list passes (the whole
 * frame is checked by accessibility.spec.ts).
 */
/**
 * Loads axe-core into every page the test opens. An init script, not a script tag: the app's
 * Content-Security-Policy allows same-origin scripts only. Call before the first navigation.
 */
export async function installAxe(page: Page): Promise<void> {
  await page.addInitScript({ path: AXE_SOURCE })
}

export async function seriousViolations(page: Page, only?: 'dialog'): Promise<string[]> {
  const violations = await page.evaluate(async (dialogOnly) => {
    type Axe = { run: (c: unknown, o: unknown) => Promise<{ violations: AxeViolation[] }> }
    const axe = (window as unknown as { axe: Axe }).axe
    const dialog = document.querySelector('[role="dialog"]') ? [['[role="dialog"]']] : []
    const include = dialogOnly ? dialog : [['main'], ...dialog]
    const result = await axe.run({ include }, { resultTypes: ['violations'] })
    return result.violations
  }, only === 'dialog')
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .flatMap((v) => v.nodes.map((n) => `${v.id} (${v.help}): ${n.target.join(' ')}`))
}

/** Elements inside `scope` whose text is cut off (wider than their box, no wrapping): labels that do not fit. */
export async function clippedTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('button, label, [role="tab"], [role="radio"], th, .rt-Badge')]
      .filter((el) => el.offsetParent !== null && el.scrollWidth > el.clientWidth + 1)
      .map((el) => el.textContent?.trim() ?? ''),
  )
}
