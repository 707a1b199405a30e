import { expect, type Page, test } from '@playwright/test'

const ANNA = { email: 'anna.admin@acme.test', password: 'Recruit!2026', name: 'Anna Admin' }

async function signIn(page: Page, password = ANNA.password) {
  await page.getByLabel('Email').fill(ANNA.email)
  await page.getByLabel('Password', { exact: true }).fill(password)
  await page.getByLabel('Password', { exact: true }).press('Enter')
}

test('signs in and lands on the dashboard with project groups and the user menu', async ({ page }) => {
  await page.goto('/auth/login')
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
  await expect(page.getByLabel('Email')).toBeFocused()
  await signIn(page)

  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const projects = page.getByRole('region', { name: 'Projects' })
  for (const group of ['Open', 'Partly filled', 'Filled', 'Closed', 'Deleted', 'Unpublished', 'Paused']) {
    const item = projects
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: group, exact: true }) })
    await expect(item).toHaveCount(1)
    await expect(item).toContainText(/\d/)
  }
  const pipeline = page.getByRole('region', { name: 'Talent pipeline' })
  await expect(pipeline.getByRole('heading', { name: 'Hired', exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: new RegExp(ANNA.name) })).toBeVisible()
})

test('a wrong password shows the translated error and stays on sign-in', async ({ page }) => {
  await page.goto('/login')
  await signIn(page, 'Wrong!2026x')
  await expect(page.getByRole('alert')).toHaveText('The email address or password is not correct.')
  await expect(page).toHaveURL(/\/login$/)
  await expect(page.getByRole('button', { name: /Anna Admin/ })).toHaveCount(0)
})

test('empty fields show translated validation errors without calling the server', async ({ page }) => {
  await page.goto('/auth/login')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByText('This field is required.')).toHaveCount(2)
  await expect(page.getByLabel('Email')).toBeFocused()
})

test('a protected page sends a signed-out visitor to sign-in and back afterwards', async ({ page }) => {
  await page.goto('/dashboard?from=bookmark')
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdashboard%3Ffrom%3Dbookmark$/)
  await signIn(page)
  await expect(page).toHaveURL(/\/dashboard\?from=bookmark$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
})

test('logout ends the session and returns to sign-in', async ({ page }) => {
  await page.goto('/auth/login')
  await signIn(page)
  await page.getByRole('button', { name: /Anna Admin/ }).click()
  await expect(page.getByRole('menu')).toContainText(ANNA.email)
  await page.getByRole('menuitem', { name: 'Log out' }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)
  expect((await page.context().cookies()).filter((c) => c.name.startsWith('auth.'))).toEqual([])

  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/auth\/login/)
})

test('a token close to expiry is refreshed before use and the user stays signed in', async ({ page }) => {
  await page.goto('/auth/login')
  await signIn(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const cookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value
  const oldRefreshToken = await cookie('auth.refresh_token')

  // Pretend the access token expires in one minute: inside the five-minute refresh window.
  await page.context().addCookies([
    {
      name: 'auth.expires_at',
      value: String(Date.now() + 60_000),
      url: new URL(page.url()).origin,
      sameSite: 'Lax',
    },
  ])
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/refreshToken') && r.status() === 200)
  await page.reload()
  await refreshed
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect.poll(() => cookie('auth.refresh_token')).not.toBe(oldRefreshToken)
  expect(Number(await cookie('auth.expires_at'))).toBeGreaterThan(Date.now() + 5 * 60_000)
})

test('a refresh whose answer is lost does not sign the user out', async ({ page }) => {
  await page.goto('/auth/login')
  await signIn(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const cookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value
  const oldRefreshToken = await cookie('auth.refresh_token')
  // The server rotates the refresh token, but its answer never reaches the page.
  let lost = false
  await page.route('**/api/refreshToken', async (route) => {
    if (lost) return route.continue()
    lost = true
    await route.fetch()
    await route.abort('connectionreset')
  })
  await page.context().addCookies([
    {
      name: 'auth.expires_at',
      value: String(Date.now() + 60_000),
      url: new URL(page.url()).origin,
      sameSite: 'Lax',
    },
  ])
  await page.reload()
  await expect.poll(() => lost).toBe(true)
  // The page still holds the rotated token; the next refresh presents it again.
  expect(await cookie('auth.refresh_token')).toBe(oldRefreshToken)
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/refreshToken') && r.status() === 200)
  await page.reload()
  await refreshed
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect.poll(() => cookie('auth.refresh_token')).not.toBe(oldRefreshToken)
})

test('an unknown address shows the not-found page with a way back', async ({ page }) => {
  await page.goto('/no/such/page')
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()
  await page.getByRole('link', { name: 'Back to start' }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)
})
