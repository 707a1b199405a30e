import { expect, test } from '@playwright/test'
import { signIn } from './support/session'

test('Ctrl+K opens the palette with the §2 search suggestions; Escape closes it', async ({ page }) => {
  await signIn(page)
  await page.keyboard.press('Control+K')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette).toBeVisible()
  const input = palette.getByRole('combobox')
  await expect(input).toBeFocused()
  await expect(palette.getByRole('option', { name: 'All talents', exact: true })).toBeVisible()
  await expect(palette.getByRole('option', { name: 'All projects', exact: true })).toBeVisible()

  await input.fill('filled')
  await expect(palette.getByRole('option', { name: 'Projects with status FILLED' })).toBeVisible()
  await expect(palette.getByRole('option', { name: /^Talents with/ })).toHaveCount(0)

  await input.fill('75')
  for (const name of [
    'Talents with a rate in 0-75',
    'Talents in pool 75',
    'Talents with phone 75',
    'Talents with tag 75',
    'Projects with a rate in 0-75',
    'Projects with VMS job ID 75',
  ]) {
    await expect(palette.getByRole('option', { name, exact: true })).toBeVisible()
  }

  // Escape clears what was typed first (issue 21 §3), then closes.
  await page.keyboard.press('Escape')
  await expect(input).toHaveValue('')
  await expect(palette).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(palette).toBeHidden()
})

test('choosing a suggestion opens its search, and the next open starts empty', async ({ page }) => {
  await signIn(page)
  await page.keyboard.press('Control+K')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await palette.getByRole('combobox').fill('filled')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\/projects\?status=FILLED$/)
  await expect(palette).toBeHidden()
  await page.keyboard.press('Control+K')
  await expect(palette.getByRole('combobox')).toHaveValue('')
})

test('? opens the shortcut sheet listing the palette with its keys', async ({ page }) => {
  await signIn(page)
  await page.keyboard.press('?')
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  await expect(sheet).toBeVisible()
  const filter = sheet.getByRole('textbox', { name: 'Filter shortcuts' })
  await expect(filter).toBeFocused()
  const row = sheet.getByRole('listitem').filter({ hasText: 'Command palette' })
  await expect(row).toHaveCount(1)
  await expect(row.locator('kbd')).toHaveText(['Ctrl+K'])

  await filter.fill('palette')
  await expect(sheet.getByRole('listitem')).toHaveCount(1)
  await page.keyboard.press('Escape')
  await expect(sheet).toBeHidden()
})
