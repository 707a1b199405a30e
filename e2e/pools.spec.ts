import { expect, test } from '@playwright/test'
import { accessToken, signIn } from './support/session'

/**
 * Issue 22 §1 by keyboard: g o opens the pools, a pool's pending members come first; j moves,
 * x selects, a accepts the selection and d denies the member in focus; the counts follow.
 */
test('accepts two pending members and denies one by keyboard on the pool page', async ({ page }) => {
  await signIn(page)
  const auth = { Authorization: `Bearer ${await accessToken(page)}` }
  const res = await page.request.post('/api/search/pool/query', {
    headers: auth,
    data: { sort: 'pending', size: 1 },
  })
  const [pool] = ((await res.json()) as { results: { name: string; counts: { PENDING: number } }[] }).results
  expect(pool.counts.PENDING).toBeGreaterThanOrEqual(3)

  await page.keyboard.press('g')
  await page.keyboard.press('o')
  await expect(page.getByRole('heading', { level: 1, name: 'Talent pools' })).toBeVisible()
  await page.getByRole('button', { name: 'With pending members' }).click()
  await page.getByRole('link', { name: pool.name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: pool.name })).toBeVisible()
  const pending = page.getByLabel('Waiting for a decision', { exact: true })
  await expect(pending.getByRole('row')).not.toHaveCount(0)
  const first = (await pending.getByRole('row').nth(0).getByRole('link').innerText()).trim()
  const second = (await pending.getByRole('row').nth(1).getByRole('link').innerText()).trim()
  await expect(page.getByText(`${pool.counts.PENDING} pending`)).toBeVisible()

  await page.keyboard.press('x')
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await page.keyboard.press('a')
  await expect(page.getByText('2 members accepted')).toBeVisible()
  await expect(page.getByText(`${pool.counts.PENDING - 2} pending`)).toBeVisible()
  const members = page.getByLabel('Members', { exact: true })
  await expect(members.getByRole('link', { name: first, exact: true })).toBeVisible()
  await expect(members.getByRole('link', { name: second, exact: true })).toBeVisible()

  const third = (await pending.getByRole('row').nth(0).getByRole('link').innerText()).trim()
  await page.keyboard.press('d')
  await expect(page.getByText('1 member denied')).toBeVisible()
  await expect(page.getByText(`${pool.counts.PENDING - 3} pending`)).toBeVisible()
  await expect(pending.getByRole('link', { name: third, exact: true })).toHaveCount(0)
})
