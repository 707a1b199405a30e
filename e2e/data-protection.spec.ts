import { expect, type Page, test } from '@playwright/test'
import { accessToken, MAX, signIn } from './support/session'

/**
 * A talent whose personal data data protection hides from Max (§4: no application to an Acme
 * Staffing project, and Acme Staffing does not work with consent), found through the API the
 * page uses, and one it shows.
 */
async function talents(page: Page) {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` }
  let hidden: { id: number; lastName: string; name: string } | undefined
  let shown: { id: number; email: string } | undefined
  for (let id = 1; id < 400 && !(hidden && shown); id++) {
    const res = await page.request.get(`/api/freelancer/${id}/profile`, { headers })
    if (!res.ok()) continue
    const t = await res.json()
    if (t.state !== 'ACTIVE') continue
    if (!t.canSeeDataProtection && !hidden)
      hidden = { id, lastName: t.lastName, name: `${t.firstName} ${t.lastName}` }
    if (t.canSeeDataProtection && t.email && !shown) shown = { id, email: t.email }
  }
  if (!hidden || !shown) throw new Error('the e2e seed lacks a hidden and a shown talent for Max')
  return { hidden, shown }
}

test('personal data hidden by data protection shows as such on the talent page and in the search', async ({
  page,
}) => {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  await signIn(page, MAX)
  const { hidden, shown } = await talents(page)

  await page.goto(`/talent/${hidden.id}`)
  await expect(page.getByRole('heading', { level: 1, name: hidden.name })).toBeVisible()
  const marker = page.getByText('Hidden (data protection)')
  await expect(marker.first()).toBeVisible()
  await expect(marker.first()).toHaveAttribute('title', /linked to one of your legal entities/)

  await page.goto(`/talent/${shown.id}`)
  await expect(page.getByText(shown.email)).toBeVisible()
  await expect(page.getByText('Hidden (data protection)')).toHaveCount(0)

  // The search table: the hidden talent's email and phone cells say so.
  await page.goto('/search/talents')
  const grid = page.getByRole('grid', { name: 'Talents' })
  await expect(grid.locator('tbody tr').first()).toBeVisible()
  await page.keyboard.press('f')
  await expect(page.getByRole('combobox', { name: 'Which filter?' })).toBeFocused()
  await page.keyboard.type('Name')
  await page.keyboard.press('Enter')
  await page.keyboard.type(hidden.lastName)
  await page.keyboard.press('Enter')
  const row = grid.locator('tbody tr', { hasText: hidden.name }).first()
  await expect(row).toBeVisible()
  await expect(row.getByText('Hidden (data protection)')).toHaveCount(2)
  expect(errors).toEqual([])
})
