import { expect, test } from '@playwright/test'
import { busiestProject } from './support/pipeline'
import { accessToken, signIn } from './support/session'

test('o allocates the focused application to a recruiter; the palette adds its talent to a pool', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const project = await busiestProject(page)
  await signIn(page)
  await page.goto(`/project/${project.id}`)
  const grid = page.getByRole('grid', { name: 'Applications' })
  await expect(grid).toBeFocused()
  await expect(grid.locator('.data-table-body-row').first()).toBeVisible()
  const focused = grid.locator('tr[data-focused]')
  await page.keyboard.press('j')
  await expect(focused).toBeVisible()
  const rowId = (await focused.getAttribute('id')) ?? ''
  const row = grid.locator(`tr[id="${rowId}"]`)
  const talent = ((await focused.locator('td').nth(1).textContent()) ?? '').trim()

  // A pool the talent is not in yet (asked from the API the talent page reads).
  const token = decodeURIComponent(await accessToken(page))
  const auth = { Authorization: `Bearer ${token}` }
  const appId = rowId.split('-row-')[1]
  const detail = await page.request.get(`/api/projectApplication/${appId}`, { headers: auth })
  const talentId = ((await detail.json()) as { talent: { id: number } }).talent.id
  const membershipsOf = async () => {
    const res = await page.request.get(`/api/freelancer/${talentId}/poolMemberships`, { headers: auth })
    return ((await res.json()) as { results: { poolName: string }[] }).results.map((m) => m.poolName)
  }
  const before = await membershipsOf()
  const pools = await page.request.post('/api/search/pool/query', { headers: auth, data: { size: 999 } })
  const all = ((await pools.json()) as { results: { name: string }[] }).results.map((p) => p.name)
  const target = all.find((name) => !before.includes(name) && all.filter((n) => n === name).length === 1)
  expect(target).toBeDefined()

  // The palette's "Add talent to a pool…": type the pool's name in the picker, Enter adds.
  await expect(grid).toBeFocused()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('add talent to a pool')
  // Typed at once, even while the palette's chunk may still be loading (none of it is lost).
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette.getByRole('combobox')).toHaveValue('add talent to a pool')
  await page.keyboard.press('Enter')
  const pick = page.getByRole('dialog', { name: 'Add 1 talent to pool' })
  await expect(pick).toBeVisible()
  await page.keyboard.type(target as string)
  await expect(pick.getByRole('option').first().locator('span').first()).toHaveText(target as string)
  await page.keyboard.press('Enter')
  await expect(pick).toBeHidden()
  await expect(page.getByText('1 talent added to the pool')).toBeVisible()
  expect(await membershipsOf()).toContain(target)
  await expect(grid).toBeFocused()

  // o: pick the recruiter by typing, Enter allocates the focused application.
  await page.keyboard.press('o')
  const allocate = page.getByRole('dialog', { name: 'Allocate to recruiter' })
  await expect(allocate).toBeVisible()
  await page.keyboard.type('nina')
  await expect(allocate.getByRole('option')).toHaveCount(1)
  await expect(allocate.getByRole('option')).toContainText('Nina Schulz')
  await page.keyboard.press('Enter')
  await expect(allocate).toBeHidden()
  await expect(page.getByText(`${talent} allocated`)).toBeVisible()
  // The stage is ordered by last update, oldest first: the allocated application moved to its end.
  await expect(row).toHaveCount(0)
  await expect(grid).toBeFocused()

  // The application's details name the allocated recruiter.
  await page.goto(`/application/${appId}`)
  await expect(page.getByRole('heading', { level: 1, name: talent })).toBeVisible()
  const tabs = (await page.getByRole('tab').allInnerTexts()).map((tab) => tab.trim())
  await page.keyboard.press(String(tabs.indexOf('Details') + 1))
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('tabpanel')).toContainText('Allocated recruiter')
  await expect(page.getByRole('tabpanel')).toContainText('Nina Schulz')
})
