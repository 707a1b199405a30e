import { expect, type Page, test } from '@playwright/test'
import { accessToken, signIn } from './support/session'

/** An active Acme talent without a tier, found through the API the page itself uses. */
async function plainTalent(page: Page): Promise<{ id: number; name: string }> {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` }
  for (let id = 1; id < 400; id++) {
    const res = await page.request.get(`/api/freelancer/${id}/profile`, { headers })
    if (!res.ok()) continue
    const t = await res.json()
    if (t.state === 'ACTIVE' && t.tier === null) return { id, name: `${t.firstName} ${t.lastName}` }
  }
  throw new Error('no plain talent in the e2e seed')
}

test('a talent worked by keyboard: tier, call log, tag, deactivate and reactivate', async ({ page }) => {
  await signIn(page)
  const talent = await plainTalent(page)
  await page.goto(`/talent/${talent.id}`)
  await expect(page.getByRole('heading', { level: 1, name: talent.name })).toBeVisible()
  const state = page.getByTestId('talent-state')
  await expect(state).toHaveText('Active')

  // t: the tier modal; the arrows move from the current tier, Enter saves.
  await page.keyboard.press('t')
  const tierDialog = page.getByRole('dialog', { name: 'Change tier' })
  await expect(tierDialog.getByRole('button', { name: 'None' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await expect(tierDialog.getByRole('button', { name: 'Gold' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(tierDialog).toBeHidden()
  await expect(page.getByTestId('talent-tier')).toHaveText('Gold')

  // c: log a call; the text field has focus, Ctrl+Enter saves.
  await page.keyboard.press('c')
  const logDialog = page.getByRole('dialog', { name: 'Add to action log' })
  await expect(logDialog.getByRole('radio', { name: 'Call' })).toBeChecked()
  await expect(logDialog.getByRole('textbox', { name: 'Note' })).toBeFocused()
  await page.keyboard.type('Called about the Q1 assignment')
  await page.keyboard.press('Control+Enter')
  await expect(logDialog).toBeHidden()
  const notes = page.getByRole('list', { name: 'Notes' })
  await expect(notes).toContainText('Called about the Q1 assignment')
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Action log entry added')

  // Shift+T: the tags modal; typing a new name offers to create it, Enter assigns.
  await page.keyboard.press('Shift+T')
  const tagsDialog = page.getByRole('dialog', { name: 'Tags of the talent' })
  await expect(tagsDialog.getByRole('combobox')).toBeFocused()
  await page.keyboard.type('Keyboard Hero')
  await expect(tagsDialog.getByRole('option', { selected: true })).toHaveText(
    'Create and assign "Keyboard Hero"',
  )
  await page.keyboard.press('Enter')
  await expect(tagsDialog.getByRole('listitem')).toContainText(['Keyboard Hero'])
  await page.keyboard.press('Escape')
  await expect(tagsDialog).toBeHidden()
  await expect(page.getByRole('list', { name: 'Tags' })).toContainText('Keyboard Hero')

  // Shift+D: deactivate after a confirmation.
  await page.keyboard.press('Shift+D')
  const deactivate = page.getByRole('dialog', { name: 'Deactivate talent' })
  await expect(deactivate.getByRole('button', { name: 'Confirm' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(deactivate).toBeHidden()
  await expect(state).toHaveText('Deactivated')

  // Reactivate from the palette.
  await page.keyboard.press('Control+k')
  await page.keyboard.type('Reactivate talent')
  await page.keyboard.press('Enter')
  const reactivate = page.getByRole('dialog', { name: 'Reactivate talent' })
  await expect(reactivate.getByRole('button', { name: 'Confirm' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(state).toHaveText('Active')
  await expect(page.getByRole('list', { name: 'History' })).toContainText('Recruiter activated the talent')
})
