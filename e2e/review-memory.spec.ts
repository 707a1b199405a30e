import { expect, type Locator, test } from '@playwright/test'
import { installAxe, seriousViolations } from './support/axe-check'
import { MAX, signIn } from './support/session'

/**
 * Review memory (issue 25 §1), as a recruiter triaging the Active work queue: unseen rows are
 * bold, opening one makes it plain, Shift+U jumps to the next unseen row, and coming back to the
 * list (a reload too) puts the focus where the recruiter left it. Max, so that the other specs'
 * recruiter (Anna) keeps lists she has never seen.
 */

const weightOf = (row: Locator) => row.evaluate((tr) => Number(getComputedStyle(tr).fontWeight))
const idOf = async (row: Locator) => (await row.getAttribute('id'))?.split('-row-')[1] ?? ''

test('the Active work queue remembers what the recruiter has seen and where they left it', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1600, height: 1000 })
  await installAxe(page)
  await signIn(page, MAX)
  await page.keyboard.press('q')
  await page.keyboard.press('1')
  await expect(page).toHaveURL(/\/dashboard\/queue\/active$/)
  const grid = page.getByRole('grid', { name: 'Active across all projects' })
  await expect(grid).toBeFocused()
  const focused = grid.locator('tr[data-focused]')
  await expect(focused).toHaveAttribute('aria-rowindex', '2')

  // Never opened: bold, like unread mail.
  const first = grid.locator('tr[aria-rowindex="2"]')
  const second = grid.locator('tr[aria-rowindex="3"]')
  await expect(first).toHaveAttribute('data-unread', 'true')
  await expect(second).toHaveAttribute('data-unread', 'true')
  expect(await weightOf(first)).toBeGreaterThanOrEqual(600)
  // A screen reader hears it too: the row's name starts with a hidden "Unseen".
  await expect(first).toHaveAccessibleName(/^Unseen /)
  // ... and nobody sees it: the cue takes no room on screen (the sr-only pattern, 1 px clipped).
  const cue = await first.getByText('Unseen', { exact: true }).boundingBox()
  expect(cue?.width ?? 0).toBeLessThanOrEqual(1)
  expect(await seriousViolations(page)).toEqual([])
  const firstId = await idOf(first)
  const secondId = await idOf(second)

  // Opened in the pane: no longer bold.
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/dashboard/queue/active/application/${firstId}$`))
  const detail = page.getByRole('region', { name: 'Application', exact: true })
  await expect(detail.getByRole('heading', { level: 2 })).toBeVisible()
  await expect(first).not.toHaveAttribute('data-unread')
  expect(await weightOf(first)).toBeLessThan(600)
  await expect(first).not.toHaveAccessibleName(/Unseen/)

  // Shift+U: the next row not seen yet, shown in the pane (and then seen).
  await grid.focus()
  await page.keyboard.press('Shift+U')
  await expect(focused).toHaveAttribute('aria-rowindex', '3')
  await expect(page).toHaveURL(new RegExp(`/dashboard/queue/active/application/${secondId}$`))
  await expect(second).not.toHaveAttribute('data-unread')

  // Left for the dashboard and back: the focus is where the recruiter left the list.
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await page.keyboard.press('q')
  await page.keyboard.press('1')
  await expect(page).toHaveURL(/\/dashboard\/queue\/active$/)
  await expect(focused).toHaveAttribute('id', new RegExp(`-row-${secondId}$`))
  // After a reload too; what was opened stays plain, the rest stays bold.
  await page.reload()
  await expect(grid).toBeFocused()
  await expect(focused).toHaveAttribute('id', new RegExp(`-row-${secondId}$`))
  await expect(first).not.toHaveAttribute('data-unread')
  await expect(grid.locator('tr[aria-rowindex="4"]')).toHaveAttribute('data-unread', 'true')
})
