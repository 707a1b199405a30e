import { expect, test } from '@playwright/test'
import { signIn } from './support/session'

test('the 100k-row table is driven by the keyboard: move, select, open in the side pane, clear', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/ui')
  const grid = page.getByRole('grid', { name: 'Demo talents' })
  await expect(grid).toHaveAttribute('aria-rowcount', '100001')
  await expect(grid.locator('tbody tr').first()).toBeVisible()
  // Virtualised: a window of rows, not 100,000.
  expect(await grid.locator('tbody tr').count()).toBeLessThan(60)

  const list = page.getByRole('region', { name: 'Talent list' })
  const count = list.locator('.data-table-selected-count')
  const focused = grid.locator('tr[data-focused]')
  await expect(count).toHaveText('0 selected')

  // mod+[ focuses the list pane (a registry command), which puts focus on the grid.
  await page.keyboard.press('Control+BracketLeft')
  await expect(grid).toBeFocused()
  // Arriving on a list: its first row has the focus already (issue 21 §2).
  await expect(focused).toHaveAttribute('aria-rowindex', '2')

  await page.keyboard.press('j')
  await page.keyboard.press('j')
  await page.keyboard.press('k')
  await expect(focused).toHaveAttribute('aria-rowindex', '3')
  await expect(grid).toHaveAttribute('aria-activedescendant', (await focused.getAttribute('id')) ?? '')

  await page.keyboard.press('x')
  await expect(focused).toHaveAttribute('aria-selected', 'true')
  await expect(count).toHaveText('1 selected')
  await page.keyboard.press('Shift+J')
  await expect(focused).toHaveAttribute('aria-rowindex', '4')
  await expect(count).toHaveText('2 selected')
  await expect(grid.locator('tr[aria-selected="true"]')).toHaveCount(2)
  await expect(page).toHaveURL(/selectedItems=r2%2Cr3|selectedItems=r2,r3/)

  // Enter opens the focused row beside the list; the detail follows the focus.
  const name = (await focused.locator('td').nth(1).textContent()) ?? ''
  await page.keyboard.press('Enter')
  const detail = page.getByRole('region', { name: 'Talent detail' })
  await expect(detail.getByRole('heading', { level: 3 })).toHaveText(name)
  await page.keyboard.press('j')
  const next = (await focused.locator('td').nth(1).textContent()) ?? ''
  await expect(focused).toHaveAttribute('aria-rowindex', '5')
  await expect(detail.getByRole('heading', { level: 3 })).toHaveText(next)
  await expect(grid).toBeFocused()

  // Escape clears the selection first, then closes the detail pane.
  await page.keyboard.press('Escape')
  await expect(count).toHaveText('0 selected')
  await expect(grid.locator('tr[aria-selected="true"]')).toHaveCount(0)
  await expect(page).not.toHaveURL(/selectedItems/)
  await expect(detail).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(detail).toHaveCount(0)
})

test('End jumps to the last of 100,000 rows and mod+a selects every loaded row', async ({ page }) => {
  await signIn(page)
  await page.goto('/ui')
  const grid = page.getByRole('grid', { name: 'Demo talents' })
  // The rows are generated after the first paint: wait for them, not the loading row.
  await expect(grid).toHaveAttribute('aria-rowcount', '100001')
  await grid.focus()
  await page.keyboard.press('End')
  await expect(grid.locator('tr[data-focused]')).toHaveAttribute('aria-rowindex', '100001')
  await page.keyboard.press('Control+a')
  await expect(
    page.getByRole('region', { name: 'Talent list' }).locator('.data-table-selected-count'),
  ).toHaveText('100,000 selected')
  // Too many ids for an address: the selection stays in memory only.
  await expect(page).not.toHaveURL(/selectedItems/)
})
