import { expect, type Page, test } from '@playwright/test'
import { clippedTexts, installAxe, seriousViolations } from './support/axe-check'
import { accessToken, signIn } from './support/session'

/** API lookups for what the test needs to know (a project, the talents named); the user's actions stay on the keyboard. */
async function apiCall<T>(page: Page, method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
  const res = await page.request.fetch(`/api${path}`, {
    method,
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: body,
  })
  expect(res.ok(), `${method} ${path}`).toBe(true)
  return (await res.json()) as T
}

async function palette(page: Page, title: string) {
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused()
  await page.keyboard.type(title)
  await expect(page.getByRole('option', { name: title, exact: true })).toBeVisible()
  await page.keyboard.press('Enter')
}

async function talentsNamed(page: Page, name: string) {
  const found = await apiCall<{ results: { id: number; firstName: string; lastName: string }[] }>(
    page,
    'POST',
    '/search/freelancer/query',
    { query: name, size: 50 },
  )
  return found.results.filter((t) => `${t.firstName} ${t.lastName}` === name)
}

test('external search by keyboard: "java developer Berlin" at both providers, known talents badged, import and invite one into the project, no duplicate', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await installAxe(page)
  await page.setViewportSize({ width: 1600, height: 900 })
  await signIn(page)
  const projects = await apiCall<{ results: { id: number; title: string }[] }>(
    page,
    'POST',
    '/search/project/query',
    { filters: [{ field: 'status', operator: 'EQ', value: 'ACTIVE' }], size: 1 },
  )
  const project = projects.results[0]

  // From the project's pipeline, the palette opens the external search for this project.
  await page.goto(`/project/${project.id}/active`)
  await expect(page.getByRole('navigation', { name: 'Pipeline stages' })).toBeVisible()
  await palette(page, 'Search external providers for this project')
  await expect(page).toHaveURL(new RegExp(`/search/external/talents\\?project=${project.id}$`))
  await expect(page.getByRole('heading', { level: 1, name: 'External talent search' })).toBeVisible()
  await expect(page.getByText(`For project: ${project.title}`)).toBeVisible()

  await page.keyboard.press('/')
  const field = page.getByRole('textbox', { name: 'Query to the providers' })
  await expect(field).toBeFocused()
  await page.keyboard.type('java developer Berlin')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/q=java\+developer\+Berlin/)

  // Each provider says how it received the query and its limits.
  const textkernel = page.locator('[data-provider="textkernel"]')
  const monster = page.locator('[data-provider="monster"]')
  await expect(textkernel).toContainText('sent as: should: java, developer, berlin')
  await expect(textkernel).toContainText(/pages of up to 100, at most \d+ results/)
  await expect(monster).toContainText(/sent as: java AND developer AND berlin/i)

  const grid = page.getByRole('grid', { name: 'External profiles' })
  const rows = grid.locator('tbody tr')
  await expect(rows.first()).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  // Textkernel only (the address names it): its first result nobody knows; read its profile,
  // import it and invite it to the project.
  await palette(page, 'Search Textkernel only')
  await expect(page).toHaveURL(/\/search\/external\/talents\/textkernel\?/)
  await expect(monster).toHaveCount(0)
  await expect(rows.first()).toContainText('Textkernel')
  await grid.focus()
  const focused = grid.locator('tr[data-focused]')
  await page.keyboard.press('Home')
  await expect(focused).toHaveAttribute('aria-rowindex', '2')
  let name = ''
  for (let i = 0; i < 25; i++) {
    if (!((await focused.textContent()) ?? '').includes('Already a talent')) {
      name = (await focused.locator('td').nth(1).textContent()) ?? ''
      break
    }
    await page.keyboard.press('j')
  }
  expect(name).not.toBe('')
  expect(await talentsNamed(page, name)).toEqual([])
  await page.keyboard.press('Enter')
  const pane = page.getByRole('region', { name: 'Profile' })
  await expect(pane.getByRole('heading', { level: 2, name })).toBeVisible()
  await expect(pane.getByText('Profile from Textkernel')).toBeVisible()
  await expect(pane.getByRole('heading', { level: 3, name: 'Experience' })).toBeVisible()
  await grid.focus()
  await page.keyboard.press('i')
  await expect(page.getByText('1 talent created. 1 invited to the project.')).toBeVisible()

  // The row now names the talent and its place in this project; the badge opens the talent.
  const row = rows.filter({ hasText: name })
  await expect(row).toContainText('Already a talent')
  await expect(row).toContainText('In this project: invited')
  const imported = await talentsNamed(page, name)
  expect(imported).toHaveLength(1)

  // Inviting the same profile again merges into that talent: still one talent of that name.
  await page.keyboard.press('i')
  await expect(page.getByText(/1 known talent completed\./)).toBeVisible()
  expect(await talentsNamed(page, name)).toHaveLength(1)

  // The providers also know some of the client's talents under other spellings (email case,
  // phone format): Monster lists its newest first, so a plain "developer" at every provider
  // shows them badged (Textkernel ranks by score, then by its own ids: they come last there).
  await palette(page, 'Search all providers')
  await expect(page).toHaveURL(/\/search\/external\/talents\?/)
  await expect(monster).toBeVisible()
  await page.keyboard.press('/')
  await expect(field).toBeFocused()
  await page.keyboard.press('Control+a')
  await page.keyboard.type('developer')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/q=developer(&|$)/)
  const known = rows.filter({ hasText: 'Already a talent' })
  await expect(known.first()).toBeVisible()
  await grid.focus()
  await page.keyboard.press('Home')
  for (let i = 0; i < 50 && !((await focused.textContent()) ?? '').includes('Already a talent'); i++)
    await page.keyboard.press('j')
  const knownName = (await focused.locator('td').nth(1).textContent()) ?? ''
  await page.keyboard.press('Enter')
  await expect(pane.getByText(/^Already a talent: /)).toBeVisible()
  await expect(pane.getByText(/^Same (email|phone|name and city)$/)).toBeVisible()

  // Merge shows what it fills in (never an overwrite), then fills in only that.
  await grid.focus()
  await page.keyboard.press('m')
  const merge = page.getByRole('dialog', { name: /^Merge into / })
  await expect(merge).toContainText('Only what the talent lacks is filled in')
  await expect(merge.getByRole('button', { name: 'Merge' })).toBeEnabled()
  expect(await seriousViolations(page, 'dialog')).toEqual([])
  await expect(merge.getByRole('button', { name: 'Merge' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/^Merged: /)).toBeVisible()
  await expect(merge).toBeHidden()

  // shift+o opens the known talent; nobody of that name was added.
  await grid.focus()
  await page.keyboard.press('Shift+O')
  await expect(page).toHaveURL(/\/talent\/\d+$/)
  // The provider spells the first name its own way; the last name is the talent's.
  const lastName = knownName.trim().split(' ').at(-1) ?? ''
  expect(lastName).not.toBe('')
  await expect(page.getByRole('heading', { level: 1 })).toContainText(lastName)
})

test('a provider that cannot take the query says so in words while the other provider’s results show; 2560 px; German fits', async ({
  page,
}) => {
  await installAxe(page)
  await page.setViewportSize({ width: 2560, height: 1300 })
  await signIn(page)
  await page.keyboard.press('g')
  await page.keyboard.press('t')
  await expect(page).toHaveURL(/\/search\/talents$/)
  await expect(page.getByRole('grid', { name: 'Talents' }).locator('tbody tr').first()).toBeVisible()
  await palette(page, 'Search external providers')
  await expect(page).toHaveURL(/\/search\/external\/talents$/)
  await expect(page.getByText('Type a query and press Enter')).toBeVisible()

  await page.keyboard.press('/')
  await page.keyboard.type('java OR kotlin')
  await page.keyboard.press('Enter')
  // Textkernel has no OR: its line says so; Monster's results fill the table.
  await expect(page.locator('[data-provider="textkernel"]').getByRole('alert')).toHaveText(
    'This provider does not understand part of the query: OR',
  )
  await expect(page.locator('[data-provider="monster"]')).toContainText('sent as: (java OR kotlin)')
  const rows = page.getByRole('grid', { name: 'External profiles' }).locator('tbody tr')
  await expect(rows.first()).toContainText('Monster')
  expect(await seriousViolations(page)).toEqual([])

  // One provider only, from the palette: the address names it.
  await palette(page, 'Search Monster only')
  await expect(page).toHaveURL(/\/search\/external\/talents\/monster\?q=java\+OR\+kotlin$/)
  await expect(page.getByRole('heading', { level: 1, name: 'External talent search: Monster' })).toBeVisible()
  await expect(page.locator('[data-provider="textkernel"]')).toHaveCount(0)

  // In German the labels fit.
  const token = await accessToken(page)
  try {
    await page.request.post('/api/msp/locale', {
      headers: { Authorization: `Bearer ${token}` },
      data: { language: 'de' },
    })
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Externe Talentsuche: Monster' })).toBeVisible()
    await expect(
      page.getByRole('grid', { name: 'Externe Profile' }).locator('tbody tr').first(),
    ).toBeVisible()
    expect(await clippedTexts(page.locator('main'))).toEqual([])
    expect(await seriousViolations(page)).toEqual([])
  } finally {
    await page.request.post('/api/msp/locale', {
      headers: { Authorization: `Bearer ${token}` },
      data: { language: 'en' },
    })
  }
})

test("the client's admin sees the providers' accounts in the settings, never a key, and a wrong address is said plainly", async ({
  page,
}) => {
  await installAxe(page)
  await page.setViewportSize({ width: 1600, height: 900 })
  await signIn(page)
  await page.keyboard.press('g')
  await page.keyboard.press('s')
  const section = page.getByRole('region', { name: 'Talent providers' })
  await expect(section).toBeVisible()
  const monster = section.getByRole('form', { name: 'Monster' })
  // The demo searches with the server's accounts (the reference providers).
  await expect(monster.getByText('Server’s account')).toBeVisible()
  await expect(monster.getByLabel('API key')).toHaveValue('')
  await monster.getByLabel('API address').focus()
  await page.keyboard.type('http://127.0.0.1:9/monster')
  await page.keyboard.press('Tab')
  await page.keyboard.type('a-key-of-nobody')
  await page.keyboard.press('Enter')
  await expect(monster.getByRole('alert')).toHaveText(
    'The provider did not answer at this address. Check the address.',
  )
  await expect(monster.getByText('Server’s account')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
})

test('external search narrowed by a location with a radius and by a provider facet', async ({ page }) => {
  await installAxe(page)
  await page.setViewportSize({ width: 2560, height: 1200 })
  await signIn(page)
  await page.goto('/search/external/talents/textkernel?q=java+developer')
  const textkernel = page.locator('[data-provider="textkernel"]')
  await expect(textkernel).toContainText('sent as: should: java, developer')

  await page.getByRole('textbox', { name: 'City' }).fill('Berlin')
  await page.getByRole('combobox', { name: 'Country' }).click()
  await page.getByRole('option', { name: 'Germany' }).click()
  const radius = page.getByRole('spinbutton', { name: 'Radius in km' })
  await radius.fill('30')
  await radius.press('Enter')
  await expect(page).toHaveURL(/city=Berlin&country=DE&radius=30/)
  await expect(textkernel).toContainText('location: Berlin (30 km)')

  // A skill of the provider's facets: chosen, it narrows the results to its count.
  const skills = textkernel.getByRole('group', { name: 'Skills' })
  const first = skills.getByRole('button').first()
  const label = (await first.textContent()) ?? ''
  const [, skill, count] = /^(.*) \((\d+)\)$/.exec(label) ?? []
  await first.click()
  await expect(skills.getByRole('button', { name: skill, exact: false }).first()).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await expect(page).toHaveURL(new RegExp(`facet.skills=${encodeURIComponent(skill).replace(/%20/g, '\\+')}`))
  await expect(textkernel).toContainText(`${count} found`)
  expect(await seriousViolations(page)).toEqual([])
})
