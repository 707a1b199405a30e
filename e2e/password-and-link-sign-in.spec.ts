import { expect, test } from '@playwright/test'

test('forgot password confirms without telling whether the account exists', async ({ page }) => {
  await page.goto('/auth/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/auth\/forgot-password$/)
  await page.getByLabel('Email').fill('nobody@acme.test')
  await page.getByRole('button', { name: 'Send reset link' }).click()
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('nobody@acme.test')
})

test('reset password ticks off the rules live and reports an invalid link', async ({ page }) => {
  await page.goto('/auth/reset-password?token=not-a-real-token')
  const password = page.getByLabel('New password', { exact: true })
  await password.fill('abc')
  const rules = page.getByRole('listitem')
  await expect(rules.filter({ hasText: 'At least one lowercase letter' })).toHaveAttribute('data-met', 'true')
  await expect(rules.filter({ hasText: 'At least one uppercase letter' })).toHaveAttribute(
    'data-met',
    'false',
  )

  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByText('The password does not meet all the rules below.')).toBeVisible()

  await password.fill('Better!2026')
  await page.getByLabel('Confirm new password', { exact: true }).fill('Better!2026')
  await page.getByRole('button', { name: 'Save new password' }).click()
  await expect(page.getByRole('alert')).toContainText('This reset link is invalid or has expired.')
})

test('a sign-in link (urlToken) signs in without the form', async ({ page, request }) => {
  const tokens = await (
    await request.post('/api/authorize', {
      data: { email: 'tom.viewer@acme.test', password: 'Recruit!2026' },
    })
  ).json()
  const created = await request.post('/api/msp/urlToken', {
    headers: { Authorization: `Bearer ${tokens.access_token}` },
  })
  expect(created.status()).toBe(201)
  const { urlToken } = await created.json()

  await page.goto(`/auth/login?urlToken=${encodeURIComponent(urlToken)}`)
  await expect(page).toHaveURL(/\/dashboard$/)
  await expect(page.getByRole('button', { name: /Tom Weber/ })).toBeVisible()
})

test('a used or invalid sign-in link falls back to the form with a notice', async ({ page }) => {
  await page.goto('/auth/login?urlToken=invalid')
  await expect(page.getByRole('alert')).toContainText('This sign-in link is invalid or has expired.')
  await expect(page.getByLabel('Email')).toBeVisible()
})
