import { expect, test } from '@playwright/test'
import { installAxe, seriousViolations } from './support/axe-check'
import { signIn } from './support/session'

/**
 * Issue 26 §2, tried as a recruiter would: register a talent from the palette by keyboard, land
 * on their page, and register the same email again to be offered the talent that exists.
 */
test('register a talent from the palette, then meet the duplicate', async ({ page }) => {
  await installAxe(page)
  await signIn(page)
  const email = `keyboard.talent.${Date.now()}@example.test`

  await page.keyboard.press('Control+k')
  await page.keyboard.type('Register talent')
  await expect(page.getByRole('option', { name: 'Register talent', selected: true })).toBeVisible()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Register a talent' })
  await expect(dialog.getByLabel('First name')).toBeFocused()
  expect(await seriousViolations(page, 'dialog')).toEqual([])

  // Sent empty: the first problem is named at its field.
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Enter the first name.')).toBeVisible()

  await dialog.getByLabel('First name').fill('Kira')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Keyboard')
  await page.keyboard.press('Tab')
  await page.keyboard.type(email)
  await dialog.getByLabel('Job title').fill('Site Reliability Engineer')
  await dialog.getByLabel('City').fill('Utrecht')
  await dialog.getByLabel('Country').selectOption('NL')
  await dialog.getByLabel('Skills (comma-separated)').fill('Terraform, Go')
  await page.keyboard.press('Control+Enter')

  await expect(page).toHaveURL(/\/talent\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Kira Keyboard' })).toBeVisible()
  await expect(page.getByText('Site Reliability Engineer').first()).toBeVisible()
  const talentUrl = page.url()

  // The same email again: refused, with the way to the talent that exists.
  await page.keyboard.press('Control+k')
  await page.keyboard.type('Register talent')
  await expect(page.getByRole('option', { name: 'Register talent', selected: true })).toBeVisible()
  await page.keyboard.press('Enter')
  await dialog.getByLabel('First name').fill('Kira')
  await dialog.getByLabel('Last name').fill('Again')
  await dialog.getByLabel('Email').fill(email)
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('alert')).toHaveText('A talent with this email already exists.')
  await dialog.getByRole('link', { name: 'Open the existing talent' }).click()
  await expect(dialog).toBeHidden()
  await expect(page).toHaveURL(talentUrl)
})
