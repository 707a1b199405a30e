import { expect, test } from '@playwright/test'
import { installAxe, seriousViolations } from './support/axe-check'
import { signIn } from './support/session'

/** Issue 26 §3: the project list filtered by site city and then by a radius around it (offline gazetteer). */
test('filter the project list by location: the city, then 50 km around it', async ({ page }) => {
  await installAxe(page)
  await signIn(page)
  await page.goto('/search/projects')
  const grid = page.getByRole('grid', { name: 'Projects' })
  await expect(grid.locator('tbody tr').first()).toBeVisible()

  await page.keyboard.press('Control+k')
  await page.keyboard.type('Filter projects by location')
  await expect(
    page.getByRole('option', { name: 'Filter projects by location', selected: true }),
  ).toBeVisible()
  await page.keyboard.press('Enter')
  const field = page.getByRole('combobox', { name: 'Project location' })
  await expect(field).toBeFocused()
  await page.keyboard.type('Berlin, DE')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/location=Berlin%3BDE/)
  const rows = grid.locator('tbody tr')
  await expect(rows.first()).toContainText('Berlin')
  const cities = await rows.locator('td').allTextContents()
  expect(cities.join(' ')).not.toContain('Hamburg')

  await page.getByRole('combobox', { name: 'Radius' }).click()
  await page.getByRole('option', { name: 'Within 50 km' }).click()
  await expect(page).toHaveURL(/location=Berlin%3BDE%3B50/)
  await expect(rows.first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})
