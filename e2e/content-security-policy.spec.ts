import { expect, test } from '@playwright/test'
import { signIn } from './support/session'

/**
 * Issue 17 §5: the built client runs under the server's Content-Security-Policy. Every
 * screen is opened and every violation the browser reports is collected: there must be none.
 */
test('the client runs under the CSP without a violation on any screen', async ({ page }) => {
  // Seven screens, each loaded from scratch.
  test.setTimeout(90_000)
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI}`),
    )
  })
  const console: string[] = []
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) console.push(m.text())
  })
  const first = await page.goto('/auth/login')
  expect(first?.headers()['content-security-policy']).toContain("script-src 'self'")
  expect(first?.headers()['x-frame-options']).toBe('DENY')
  await signIn(page)
  for (const path of [
    '/search/projects',
    '/search/talents',
    '/project/1',
    '/application/1',
    '/talent/1',
    '/settings',
  ]) {
    await page.goto(path)
    await expect(page.getByRole('heading').first()).toBeVisible()
  }
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('dialog')).toBeVisible()
  const violations = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  )
  expect([...violations, ...console]).toEqual([])
})
