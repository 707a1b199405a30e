import { expect, test } from '@playwright/test'
import { busiestProject } from './support/pipeline'
import { ANNA, accessToken, signIn } from './support/session'

test.use({ viewport: { width: 1600, height: 1000 } })

/** Issue 21 §2: keys are never lost or surprising. */

test('keys typed right after sign-in, and while the list loads, are applied once it shows', async ({
  page,
}) => {
  await page.goto('/auth/login')
  await page.getByLabel('Email').fill(ANNA.email)
  await page.getByLabel('Password', { exact: true }).fill(ANNA.password)
  // Enter, then at once g p (the project list) and j: nothing waits for the screens.
  await page.getByLabel('Password', { exact: true }).press('Enter')
  await page.keyboard.press('g')
  await page.keyboard.press('p')
  await page.keyboard.press('j')
  await expect(page).toHaveURL(/\/search\/projects$/)
  const grid = page.getByRole('grid', { name: 'Projects' })
  await expect(grid).toBeFocused()
  // The first row had the focus on arrival; the j typed meanwhile moved it to the second.
  await expect(grid.locator('tr[data-focused]')).toHaveAttribute('aria-rowindex', '3')
  // The password field took none of those keys.
  expect(await page.evaluate(() => document.querySelector('input[type="password"]'))).toBeNull()
})

test('digits jump to the stages the menu numbers; Ctrl+[ and ] also leave a text field', async ({ page }) => {
  const project = await busiestProject(page)
  await signIn(page)
  await page.goto(`/project/${project.id}/active`)
  const grid = page.getByRole('grid', { name: 'Applications' })
  await expect(grid.locator('tr[data-focused]')).toHaveAttribute('aria-rowindex', '2')
  const menu = page.getByRole('navigation', { name: 'Pipeline stages' })
  // Sourcing stages are listed here, not reachable by a digit: the menu shows them none.
  await expect(menu.locator('li[data-stage="dataHarbour"] .pipeline-stage-digit')).toHaveText('')
  await expect(menu.locator('li[data-stage="rejectedOrWithdrawn"] .pipeline-stage-digit').first()).toHaveText(
    '2',
  )
  await page.keyboard.press('2')
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/rejectedOrWithdrawn$`))
  await page.keyboard.press('1')
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/active$`))

  // From the search field straight to the detail pane and back to the list.
  await expect(grid.locator('tr[data-focused]')).toBeVisible()
  await page.keyboard.press('Enter')
  const detail = page.getByRole('region', { name: 'Application', exact: true })
  await expect(detail.getByRole('tab', { name: 'Resume' })).toBeVisible()
  await page.keyboard.press('/')
  await expect(page.getByLabel('Search talents by name')).toBeFocused()
  await page.keyboard.press('Control+BracketRight')
  await expect.poll(() => detail.evaluate((pane) => pane.contains(document.activeElement))).toBe(true)
  await page.keyboard.press('/')
  await page.keyboard.press('Control+BracketLeft')
  await expect(grid).toBeFocused()
})

test('a note left unsaved with j stays as a draft; after saving, the focus is back on the row', async ({
  page,
}) => {
  const project = await busiestProject(page)
  await signIn(page)
  await page.goto(`/project/${project.id}/active`)
  const grid = page.getByRole('grid', { name: 'Applications' })
  const focused = grid.locator('tr[data-focused]')
  await expect(focused).toHaveAttribute('aria-rowindex', '2')
  const first = await focused.getAttribute('id')

  // Shift N on the row: the note of today, its text field focused, keys typed at once land in it.
  const thought = `Half a thought ${Date.now()}`
  await page.keyboard.press('Shift+N')
  await page.keyboard.type(thought)
  const text = page.getByLabel('Note', { exact: true })
  await expect(text).toHaveValue(thought)
  await expect(page.getByRole('button', { name: 'Note', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  // Back to the list and on to the next application: nothing asks, nothing is lost.
  await page.keyboard.press('Control+BracketLeft')
  await page.keyboard.press('j')
  await expect(focused).not.toHaveAttribute('id', first ?? '')
  await page.keyboard.press('k')
  await expect(focused).toHaveAttribute('id', first ?? '')
  const detail = page.getByRole('region', { name: 'Application', exact: true })
  await expect(detail.getByRole('tab', { name: /Notes/ })).toContainText('draft')
  await detail.getByRole('tab', { name: /Notes/ }).click()
  await expect(text).toHaveValue(thought)

  // Alt 2 makes it an email; Ctrl Enter saves; the focus is back on the row, j works at once.
  await text.focus()
  await page.keyboard.press('End')
  await page.keyboard.type(', finished.')
  await page.keyboard.press('Alt+2')
  await expect(page.getByRole('button', { name: 'Email', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.keyboard.press('Control+Enter')
  await expect(detail.getByText(`${thought}, finished.`)).toBeVisible()
  await expect(detail.getByRole('tab', { name: /Notes/ })).not.toContainText('draft')
  await page.keyboard.press('Control+BracketLeft')
  await expect(grid).toBeFocused()
  await page.keyboard.press('j')
  await expect(focused).not.toHaveAttribute('id', first ?? '')
})

test('the palette ranks like Linear: the focus first, objects by name, recent items, the suggestions', async ({
  page,
}) => {
  const project = await busiestProject(page)
  await signIn(page)
  const token = decodeURIComponent(await accessToken(page))
  await page.goto(`/project/${project.id}/active`)
  const grid = page.getByRole('grid', { name: 'Applications' })
  await expect(grid.locator('tr[data-focused]')).toHaveAttribute('aria-rowindex', '2')

  // An application has the focus: its actions lead, "Reject" among the first.
  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  const input = palette.getByRole('combobox')
  const options = palette.getByRole('option')
  await expect(options.first()).toBeVisible()
  const titles = await options.allTextContents()
  expect(titles.findIndex((title) => title.startsWith('Reject'))).toBeLessThan(4)
  expect(titles.findIndex((title) => title.startsWith('Reject'))).toBeGreaterThanOrEqual(0)

  // A talent by name, with a letter missing, fetched as one types.
  const talents = await page.request.post('/api/search/freelancer/query', {
    headers: { Authorization: `Bearer ${token}` },
    data: { size: 1 },
  })
  const talent = (
    (await talents.json()) as { results: { id: number; firstName: string; lastName: string }[] }
  ).results[0]
  const typo = `${talent.firstName} ${talent.lastName.slice(0, 2)}${talent.lastName.slice(3)}`
  await input.fill(typo)
  const found = palette.getByRole('option', { name: new RegExp(`^${talent.firstName} ${talent.lastName}`) })
  await expect(found.first()).toBeVisible()
  // Escape clears the query first; the palette stays.
  await page.keyboard.press('Escape')
  await expect(input).toHaveValue('')
  await input.fill(typo)
  await found.first().click()
  await expect(page).toHaveURL(new RegExp(`/talent/${talent.id}$`))
  await expect(
    page.getByRole('heading', { level: 1, name: `${talent.firstName} ${talent.lastName}` }),
  ).toBeVisible()

  // Reopening starts empty, with the talent among the recent items before the suggestions.
  await page.keyboard.press('Control+k')
  await expect(input).toHaveValue('')
  // The visit is recorded as the talent page loads: wait for it to show among the recent items.
  const recentIndexOf = (titles: string[]) =>
    titles.findIndex((title) => title.startsWith(`${talent.firstName} ${talent.lastName}`))
  await expect.poll(async () => recentIndexOf(await options.allTextContents())).toBeGreaterThanOrEqual(0)
  const recent = await options.allTextContents()
  expect(recentIndexOf(recent)).toBeLessThan(recent.indexOf('All talents'))

  // The language command answers to its name in any of the languages.
  for (const query of ['Language: Deutsch', 'deutsch', 'sprache']) {
    await input.fill(query)
    await expect(palette.getByRole('option', { name: 'Language: Deutsch', exact: true })).toBeVisible()
  }
  await page.keyboard.press('Escape')
  await page.keyboard.press('Escape')
  await expect(palette).toBeHidden()
})

test('the ? sheet lists the screen’s keys first, also before any row has the focus', async ({ page }) => {
  const project = await busiestProject(page)
  await signIn(page)
  // The hired stage of the busiest project: no row to focus.
  await page.goto(`/project/${project.id}/hired`)
  await expect(page.getByRole('grid', { name: 'Applications' })).toBeVisible()
  await page.keyboard.press('?')
  const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' })
  const groups = sheet.getByRole('heading', { level: 3 })
  await expect(groups.first()).toBeVisible()
  const first = sheet.locator('section').first()
  await expect(first.getByText('Reject', { exact: true })).toHaveCount(1)
  await expect(first.getByText('Add a note to the focused application', { exact: true })).toHaveCount(1)
})
