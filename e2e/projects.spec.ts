import { expect, test } from '@playwright/test'
import { signIn } from './support/session'

test('g p opens the project list: search with /, open a project beside the list, page with > and <', async ({
  page,
}) => {
  await signIn(page)
  await page.keyboard.press('g')
  await page.keyboard.press('p')
  await expect(page).toHaveURL(/\/search\/projects$/)
  const grid = page.getByRole('grid', { name: 'Projects' })
  await expect(grid.locator('tbody tr')).toHaveCount(10)
  const range = page.getByRole('status').filter({ hasText: /^1–10 of \d+$/ })
  await expect(range).toBeVisible()
  // Arriving by keys, the list has the focus: j moves to the first project at once.
  await expect(grid).toBeFocused()
  await page.keyboard.press('j')
  await expect(grid.locator('tbody tr[data-focused]')).toHaveCount(1)

  // Next page by key; the URL carries it, and < goes back.
  await page.keyboard.press('>')
  await expect(page).toHaveURL(/page=2/)
  await expect(page.getByRole('status').filter({ hasText: /^11–\d+ of/ })).toBeVisible()
  await page.keyboard.press('<')
  await expect(page).not.toHaveURL(/page=2/)

  // / focuses the search field; typing filters (debounced) and resets the page.
  const firstTitle = (await grid.locator('tbody tr').first().locator('td').nth(1).textContent()) ?? ''
  const word = firstTitle.split(' ')[0]
  await page.keyboard.press('/')
  await expect(page.getByLabel('Search projects')).toBeFocused()
  await page.keyboard.type(word)
  await expect(page).toHaveURL(new RegExp(`simpleQuery=${encodeURIComponent(word)}`))
  await expect(grid.locator('tbody tr').first()).toContainText(word)
  await page.keyboard.press('Escape')

  // Into the list, open the focused project in the detail pane.
  await page.keyboard.press('Control+BracketLeft')
  await expect(grid).toBeFocused()
  await page.keyboard.press('Enter')
  const summary = page.getByTestId('project-summary')
  await expect(summary).toBeVisible()
  await expect(summary.getByRole('heading', { level: 2 })).toHaveText(firstTitle)
})

test('the dashboard groups lead to their project lists', async ({ page }) => {
  await signIn(page)
  const paused = page.getByRole('link', { name: /Paused/ })
  const count = Number((await paused.locator('data').getAttribute('value')) ?? '0')
  await paused.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\/projects\?status=PAUSED/)
  await expect(page.getByRole('status').filter({ hasText: new RegExp(`of ${count}$`) })).toBeVisible()
})

test('a project is posted by keyboard only and appears unpublished in the list', async ({ page }) => {
  // The whole posting flow (form, list, pause, close) by keyboard: ~20 s on a quiet machine.
  test.setTimeout(90_000)
  await signIn(page)
  // The palette has "Post a project".
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('dialog')).toBeVisible()
  await page.keyboard.type('Post a project')
  await expect(page.getByRole('option', { name: 'Post a project', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/project\/create$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Post a project' })).toBeVisible()

  // Saving an empty form names the fields at fault and keeps the focus in the form.
  await page.getByLabel('Title *').focus()
  await page.keyboard.press('Control+Enter')
  await expect(page.getByText('The title needs at least 3 characters.')).toBeVisible()
  await expect(page.getByLabel('Title *')).toBeFocused()

  const title = `Keyboard Project ${Date.now()}`
  await page.keyboard.type(title)
  await page.keyboard.press('Tab') // description
  await page.keyboard.type('Posted without the mouse.')

  // Radix selects by keyboard: Enter opens, typing picks, Enter confirms.
  const choose = async (label: string, option: string) => {
    await page.getByLabel(label).focus()
    await page.keyboard.press('Enter')
    await page.keyboard.type(option)
    await page.keyboard.press('Enter')
    await expect(page.getByLabel(label)).toContainText(option)
  }
  await choose('Legal entity *', 'Acme Talent')
  await choose('Work mode *', 'Remote')
  await page.keyboard.press('Alt+3')
  await expect(page.getByLabel(/^Positions to fill/)).toBeFocused()
  await page.keyboard.press('Control+a')
  await page.keyboard.type('2')
  await page.keyboard.press('Control+Enter')
  await expect(page.getByText('Project created.')).toBeVisible()
  await expect(page).toHaveURL(/\/project\/\d+\/active/)
  const id = /\/project\/(\d+)\//.exec(page.url())?.[1]
  await page.goto(`/search/projects?simpleQuery=${encodeURIComponent(title)}`)
  const row = page.getByRole('grid', { name: 'Projects' }).locator('tbody tr').first()
  await expect(row).toContainText(title)
  await expect(row).toContainText('Unpublished')

  // On the project page: publish, pause and close from the palette; each lands in the history.
  await page.goto(`/project/${id}/summary`)
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  const history = page.getByRole('list', { name: 'History' })
  await expect(history).toContainText('Project created')
  const palette = async (command: string) => {
    await page.keyboard.press('Control+k')
    await expect(page.getByRole('dialog')).toBeVisible()
    await page.keyboard.type(command)
    // A command that matches what was typed comes first, ahead of the search suggestions.
    await expect(page.getByRole('option', { name: command, exact: true })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.keyboard.press('Enter')
  }
  await palette('Publish project')
  await expect(page.getByText('Project published.')).toBeVisible()
  await expect(history).toContainText('Published')

  // Quick edits without the whole form: positions (Shift+P) and dates (Shift+D), each in the history.
  await page.keyboard.press('Shift+P')
  const positions = page.getByRole('dialog', { name: 'Positions and submissions' })
  await expect(positions.getByLabel('Positions to fill')).toBeFocused()
  await positions.getByLabel('Positions to fill').fill('4')
  await positions.getByLabel('Max submissions').fill('12')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Positions and submissions saved.')).toBeVisible()
  await expect(history).toContainText('Positions changed')
  await expect(history).toContainText('Max submissions changed')
  await page.keyboard.press('Shift+D')
  const dates = page.getByRole('dialog', { name: 'Dates' })
  await expect(dates.getByLabel('Hiring deadline', { exact: true })).toBeFocused()
  await dates.getByLabel('Hiring deadline', { exact: true }).fill('2031-03-31')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Dates saved.')).toBeVisible()
  await expect(history).toContainText('Hiring deadline changed')

  // Once published, the page offers the status changes §4 allows (here: pause or close).
  await expect(page.getByRole('button', { name: 'Pause project' })).toBeVisible()
  await palette('Pause project')
  // The confirmation takes the focus on its confirm button; Enter confirms.
  await expect(page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText('Project paused.')).toBeVisible()
  await expect(history).toContainText('Paused')

  await expect(page.getByRole('button', { name: 'Close project' })).toBeVisible()
  await palette('Close project')
  await expect(page.getByLabel('Reason for closing (optional)')).toBeFocused()
  await page.keyboard.type('Filled through another channel')
  await page.keyboard.press('Control+Enter')
  await expect(page.getByText('Project closed.')).toBeVisible()
  await expect(history).toContainText('Filled through another channel')
  await expect(page.getByText('Closed', { exact: true }).first()).toBeVisible()
})

test('talents are invited to selected projects from the list; a paused project blocks it with the reason', async ({
  page,
}) => {
  await signIn(page)
  const grid = page.getByRole('grid', { name: 'Projects' })
  const dialog = page.getByRole('dialog')
  const invite = async () => {
    // Right after a page load the palette may not be wired yet: press again until it opens.
    const palette = page.getByRole('combobox', { name: 'Command palette' })
    await expect(async () => {
      if (!(await palette.isVisible())) await page.keyboard.press('Control+k')
      await expect(palette).toBeFocused({ timeout: 1000 })
    }).toPass()
    await page.keyboard.type('Invite talents to the selected')
    await expect(
      page.getByRole('option', { name: /Invite talents to the selected projects/ }),
    ).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
  }

  // The loading message is a row too: wait for the range of loaded projects before moving.
  const loaded = page.getByRole('status').filter({ hasText: /^1–\d+ of \d+$/ })
  await page.goto('/search/projects?status=PAUSED')
  await expect(loaded).toBeVisible()
  await grid.focus()
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await expect(page).toHaveURL(/selectedItems=\d+/)
  await invite()
  await expect(dialog.getByRole('alert')).toContainText('Not possible: this project is not active.')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()

  await page.goto('/search/projects?status=OPEN')
  await expect(loaded).toBeVisible()
  await grid.focus()
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await expect(page).toHaveURL(/selectedItems=\d+%2C\d+|selectedItems=\d+,\d+/)
  await invite()
  const find = dialog.getByRole('combobox', { name: 'Find talents' })
  await expect(find).toBeFocused()
  await page.keyboard.type('engineer')
  const options = dialog.getByRole('option')
  await expect(options.first()).toBeVisible()
  const first = (await options.nth(0).locator('span').first().textContent()) ?? ''
  const second = (await options.nth(1).locator('span').first().textContent()) ?? ''
  await page.keyboard.press('Enter')
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  const chosen = dialog.getByRole('list', { name: 'Talents to invite' }).getByRole('listitem')
  await expect(chosen).toHaveText([new RegExp(first), new RegExp(second)])
  await page.keyboard.press('Control+Enter')
  // One line per selected project; both talents are accounted for in each.
  const result = dialog.getByRole('list', { name: 'Invitations sent per project:' }).getByRole('listitem')
  await expect(result).toHaveCount(2)
  for (const line of await result.allTextContents()) {
    const [invited, already, refused] = (
      line.match(/(\d+) invited, (\d+) already in the pipeline, (\d+) not/) ?? []
    )
      .slice(1)
      .map(Number)
    expect(invited + already + refused).toBe(2)
  }
})
