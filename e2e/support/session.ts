import { expect, type Page } from '@playwright/test'

export const ANNA = { email: 'anna.admin@acme.test', password: 'Recruit!2026', name: 'Anna Admin' }
/** The day-to-day recruiter of Acme Staffing only (README demo accounts). */
export const MAX = { email: 'max.recruiter@acme.test', password: 'Recruit!2026', name: 'Max Becker' }

/**
 * Signs Anna (or `account`) in through the form and waits until the dashboard is drawn from the
 * profile (its heading), so menu items and g-keys are known when the test starts typing.
 */
export async function signIn(page: Page, account: { email: string; password: string } = ANNA): Promise<void> {
  await page.goto('/auth/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

/** The signed-in user's access token from the session cookie, for API lookups the spec needs. */
export async function accessToken(page: Page): Promise<string> {
  const token = (await page.context().cookies()).find((c) => c.name === 'auth.access_token')?.value
  if (!token) throw new Error('no session cookie')
  return token
}
