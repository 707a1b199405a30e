import { expect, type Page, test } from '@playwright/test'
import { accessToken, signIn } from './support/session'

/** An API lookup for what the test types (a project title); the user's actions stay on the keyboard. */
async function apiPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  const res = await page.request.post(`/api${path}`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: body,
  })
  expect(res.ok()).toBe(true)
  return (await res.json()) as T
}

async function addFilter(page: Page, filter: string, value: string, km?: string) {
  await page.keyboard.press('f')
  await expect(page.getByRole('combobox', { name: 'Which filter?' })).toBeFocused()
  await page.keyboard.type(filter)
  await page.keyboard.press('Enter')
  await page.keyboard.type(value)
  if (km) {
    await page.keyboard.press('Tab')
    await page.keyboard.press('Control+a')
    await page.keyboard.type(km)
  }
  await page.keyboard.press('Enter')
}

test('talent search by keyboard: skill and postal radius, j/k in the pane, tag three, invite two into the project beside', async ({
  page,
}) => {
  await signIn(page)
  await page.keyboard.press('g')
  await page.keyboard.press('t')
  await expect(page).toHaveURL(/\/search\/talents$/)
  const grid = page.getByRole('grid', { name: 'Talents' })
  const rows = grid.locator('tbody tr')
  await expect(rows).toHaveCount(10)

  // A skill of the first talent, as an exact skill filter.
  const skills = (await rows.first().locator('td').nth(3).textContent()) ?? ''
  const skill = skills.split(', ')[0]
  await addFilter(page, 'skill', skill)
  await expect(page).toHaveURL(new RegExp(`skill=${encodeURIComponent(skill)}`))
  await expect(page.getByRole('button', { name: 'Change the filter Skill' })).toBeVisible()
  // The grid shows what the API finds for that skill.
  const bySkill = await apiPost<{ results: { firstName: string; lastName: string }[] }>(
    page,
    '/search/freelancer/query',
    { filters: [{ field: 'skill', operator: 'EQ', value: skill }] },
  )
  const expected = bySkill.results.map((r) => `${r.firstName} ${r.lastName}`)
  await expect.poll(() => rows.locator('td:nth-child(2)').allTextContents()).toEqual(expected)

  // Back to all talents from the palette, then everyone within 300 km of Berlin's 10115.
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused()
  await page.keyboard.type('Show all talents')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/search\/talents$/)
  await addFilter(page, 'postal', '10115', '300')
  await expect(page).toHaveURL(/postalcoderadius=10115%3A300/)
  await expect(grid.getByRole('columnheader', { name: 'Distance' })).toBeVisible()
  await expect(rows.first().locator('td:nth-child(6)')).toContainText('km')
  for (const cell of await rows.locator('td:nth-child(6)').allTextContents())
    expect(Number(cell.replace(/[^\d.]/g, ''))).toBeLessThanOrEqual(300)

  // Into the list: Enter opens the talent beside it, j and k move the pane along.
  await page.keyboard.press('Control+BracketLeft')
  await expect(grid).toBeFocused()
  await page.keyboard.press('Enter')
  await expect.poll(() => rows.count()).toBeGreaterThan(2)
  const names = await rows.locator('td:nth-child(2)').allTextContents()
  const pane = page.locator('[data-pane="detail"]')
  await expect(pane.getByRole('heading', { level: 2 }).first()).toHaveText(names[0])
  await page.keyboard.press('j')
  await expect(pane.getByRole('heading', { level: 2 }).first()).toHaveText(names[1])
  await page.keyboard.press('k')
  await expect(pane.getByRole('heading', { level: 2 }).first()).toHaveText(names[0])

  // Select three and tag them with a new tag.
  await page.keyboard.press('x')
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await expect(page.getByText('3 selected')).toBeVisible()
  await page.keyboard.press('Shift+T')
  await expect(page.getByRole('combobox', { name: 'Tag' })).toBeFocused()
  const tag = `e2e search ${Date.now()}`
  await page.keyboard.type(tag)
  await expect(page.getByRole('option', { name: `Create the tag “${tag}”` })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Tag 3 talents with “${tag}”?`)).toBeVisible()
  await page.keyboard.press('Enter')
  const results = page.getByRole('status', { name: 'Result per talent' })
  await expect(results).toContainText('3 of 3 done')
  await expect(results.getByText('Tagged')).toHaveCount(3)
  await page.keyboard.press('Enter')
  await expect(results).toBeHidden()

  // Work for an active project beside the results; invite two talents into it.
  const { results: projects } = await apiPost<{ results: { id: number; title: string }[] }>(
    page,
    '/search/project/query',
    { filters: [{ field: 'status', operator: 'EQ', value: 'ACTIVE' }], size: 1 },
  )
  const project = projects[0]
  await page.keyboard.press('w')
  await expect(page.getByRole('combobox', { name: 'Project' })).toBeFocused()
  await page.keyboard.type(project.title)
  await expect(page.getByRole('option', { name: project.title }).first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`project=${project.id}`))
  await expect(page.getByRole('region', { name: 'Project worked for' })).toContainText(project.title)

  await page.keyboard.press('Control+BracketLeft')
  await page.keyboard.press('Escape')
  await expect(page.getByText('0 selected')).toBeVisible()
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await expect(page.getByText('2 selected')).toBeVisible()
  await page.keyboard.press('i')
  await expect(page.getByText(`Invite 2 talents to “${project.title}”?`)).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(results.locator('li')).toHaveCount(2)
  await expect(results.getByText(/^(Invited|Already in the pipeline)$/)).toHaveCount(2)
  await page.keyboard.press('Enter')

  // The same two again: both are now in the pipeline, reported per talent.
  await page.keyboard.press('i')
  await page.keyboard.press('Enter')
  await expect(results.getByText('Already in the pipeline')).toHaveCount(2)
})
