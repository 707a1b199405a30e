import { expect, test } from '@playwright/test'
import { installAxe, seriousViolations } from './support/axe-check'
import { accessToken, signIn } from './support/session'

/**
 * Issue 22 §1 by keyboard: g o opens the pools, a pool's pending members come first; j moves,
 * x selects, a accepts the selection and d denies the member in focus; the counts follow; an
 * archived member is restored with Shift R.
 */
test('accepts two pending members and denies one by keyboard on the pool page', async ({ page }) => {
  await installAxe(page)
  await signIn(page)
  const auth = { Authorization: `Bearer ${await accessToken(page)}` }
  const res = await page.request.post('/api/search/pool/query', {
    headers: auth,
    data: { sort: 'pending', size: 1 },
  })
  const [pool] = ((await res.json()) as { results: { name: string; counts: { PENDING: number } }[] }).results
  expect(pool.counts.PENDING).toBeGreaterThanOrEqual(3)

  await page.keyboard.press('g')
  await page.keyboard.press('o')
  await expect(page.getByRole('heading', { level: 1, name: 'Talent pools' })).toBeVisible()
  await page.getByRole('button', { name: 'With pending members' }).click()
  await page.getByRole('link', { name: pool.name, exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: pool.name })).toBeVisible()
  const pending = page.getByLabel('Waiting for a decision', { exact: true })
  await expect(pending.getByRole('row')).not.toHaveCount(0)
  const first = (await pending.getByRole('row').nth(0).getByRole('link').innerText()).trim()
  const second = (await pending.getByRole('row').nth(1).getByRole('link').innerText()).trim()
  await expect(page.getByText(`${pool.counts.PENDING} pending`)).toBeVisible()

  await page.keyboard.press('x')
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await page.keyboard.press('a')
  await expect(page.getByText('2 members accepted')).toBeVisible()
  await expect(page.getByText(`${pool.counts.PENDING - 2} pending`)).toBeVisible()
  const members = page.getByLabel('Members', { exact: true })
  await expect(members.getByRole('link', { name: first, exact: true })).toBeVisible()
  await expect(members.getByRole('link', { name: second, exact: true })).toBeVisible()

  const third = (await pending.getByRole('row').nth(0).getByRole('link').innerText()).trim()
  await page.keyboard.press('d')
  await expect(page.getByText('1 member denied')).toBeVisible()
  await expect(page.getByText(`${pool.counts.PENDING - 3} pending`)).toBeVisible()
  await expect(pending.getByRole('link', { name: third, exact: true })).toHaveCount(0)

  // An accepted member archived from the palette comes back with Shift R from the archived list.
  await members.getByRole('checkbox', { name: first }).focus()
  await page.keyboard.press('Space')
  await page.keyboard.press('Control+k')
  await page.keyboard.type('archive the selected')
  await page.keyboard.press('Enter')
  await expect(page.getByText('1 member archived')).toBeVisible()
  const archived = page.getByLabel('Archived members', { exact: true })
  await expect(archived.getByRole('link', { name: first, exact: true })).toBeVisible()
  await expect(members.getByRole('link', { name: first, exact: true })).toHaveCount(0)
  await archived.getByRole('checkbox', { name: first }).focus()
  await page.keyboard.press('Space')
  await expect(page.getByRole('button', { name: 'Restore the selected archived members' })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  await page.keyboard.press('Shift+R')
  await expect(page.getByText('1 member restored')).toBeVisible()
  await expect(members.getByRole('link', { name: first, exact: true })).toBeVisible()
  await expect(archived.getByRole('link', { name: first, exact: true })).toHaveCount(0)
})

/**
 * Issue 22 §1 "Done when" (as far as built): a pool's pending members denied with the
 * pool-rejection email, the pool emailed through the compose dialog, the pool published to a
 * project — all by keyboard — at 1600 and 2560 px, axe clean.
 */
test('denies with the rejection email, emails the pool and publishes it to a project by keyboard', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await installAxe(page)
  await page.setViewportSize({ width: 1600, height: 1000 })
  await signIn(page)
  const auth = { Authorization: `Bearer ${await accessToken(page)}` }
  const pools = (await (
    await page.request.post('/api/search/pool/query', { headers: auth, data: { sort: 'pending', size: 20 } })
  ).json()) as { results: { id: number; name: string; counts: { PENDING: number; ACCEPTED: number } }[] }
  const pool = pools.results.find((p) => p.counts.PENDING >= 2 && p.counts.ACCEPTED >= 1)
  if (!pool) throw new Error('the demo data has no pool with pending and accepted members')
  const published = (await (
    await page.request.get(`/api/pool/${pool.id}/projects`, { headers: auth })
  ).json()) as {
    results: { id: number }[]
  }
  const projects = (await (
    await page.request.post('/api/search/project/query', {
      headers: auth,
      data: { filters: [{ field: 'status', operator: 'EQ', value: 'ACTIVE' }], size: 50 },
    })
  ).json()) as { results: { id: number; title: string }[] }
  const project = projects.results.find(
    (p) =>
      !published.results.some((x) => x.id === p.id) &&
      !projects.results.some((o) => o !== p && o.title === p.title),
  )
  if (!project) throw new Error('no active project the pool is not yet published to')

  await page.goto(`/pool/${pool.id}`)
  await expect(page.getByRole('heading', { level: 1, name: pool.name })).toBeVisible()
  const pending = page.getByLabel('Waiting for a decision', { exact: true })
  const first = (await pending.getByRole('row').nth(0).getByRole('link').innerText()).trim()
  await page.keyboard.press('x')
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await page.keyboard.press('d')
  await expect(page.getByText(/2 members denied\. .*email/i)).toBeVisible()
  await expect(page.getByText(`${pool.counts.PENDING - 2} pending`)).toBeVisible()
  await expect(pending.getByRole('link', { name: first, exact: true })).toHaveCount(0)

  // e: the pool email, its default template filled in with the pool's name.
  await page.keyboard.press('e')
  const dialog = page.getByRole('dialog', { name: `Email to ${pool.name}` })
  await expect(dialog.getByRole('option').first()).toContainText('Pool news')
  await page.keyboard.press('Enter')
  await expect(dialog.getByTestId('email-preview-subject')).toContainText(pool.name)
  await expect(dialog.getByTestId('email-preview-subject')).not.toContainText('{{')
  expect(await seriousViolations(page, 'dialog')).toEqual([])
  await page.keyboard.press('Control+Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/^\d+ emails? .* unless you undo/)).toBeVisible()

  // p: publish the pool to a project picked by title.
  await page.keyboard.press('p')
  const publish = page.getByRole('dialog', { name: 'Publish the pool to a project' })
  await expect(publish).toBeVisible()
  await page.keyboard.type(project.title)
  await expect(publish.getByRole('option', { name: new RegExp(project.title) }).first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Pool published to ${project.title}`)).toBeVisible()
  await expect(publish).toBeHidden()
  const projectsTable = page.getByLabel('Published to projects', { exact: true })
  await expect(projectsTable.getByRole('link', { name: project.title, exact: true })).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])

  await page.setViewportSize({ width: 2560, height: 1440 })
  await expect(
    page.getByRole('toolbar', { name: 'Pool actions' }).getByRole('button', { name: 'Email the pool' }),
  ).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
})

/** Rename by key and delete from the palette: the confirmation says how many members go with the pool. */
test('renames a pool with r and deletes it from the palette after saying how many members it has', async ({
  page,
}) => {
  await signIn(page)
  const auth = { Authorization: `Bearer ${await accessToken(page)}` }
  const created = (await (
    await page.request.post('/api/pool', { headers: auth, data: { name: `Short-lived ${Date.now()}` } })
  ).json()) as { id: number }
  const talents = (await (
    await page.request.post('/api/search/freelancer/query', { headers: auth, data: { size: 2 } })
  ).json()) as { results: { id: number }[] }
  await page.request.post('/api/pool/freelancer/add', {
    headers: auth,
    data: { poolId: created.id, talentIds: talents.results.map((x) => x.id) },
  })

  await page.goto(`/pool/${created.id}`)
  await expect(page.getByText('2 members', { exact: true })).toBeVisible()
  await page.keyboard.press('r')
  const rename = page.getByRole('dialog', { name: 'Rename the pool' })
  await expect(rename.getByLabel('Name')).toBeFocused()
  await page.keyboard.press('Control+a')
  await page.keyboard.type('Renamed by keyboard')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Renamed by keyboard' })).toBeVisible()

  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await palette.getByRole('combobox').fill('Delete the pool')
  await palette
    .getByRole('option', { name: /Delete the pool/ })
    .first()
    .click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete the pool Renamed by keyboard?' })
  await expect(confirm).toContainText('It has 2 members')
  await confirm.getByRole('button', { name: 'Delete pool' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Talent pools' })).toBeVisible()
  await expect(page.getByText('Pool Renamed by keyboard deleted')).toBeVisible()
})

/**
 * Issue 22 §1 "add talents (from search selection, by keyboard)": two talents selected in the
 * talent search go into a pool with p, a result per talent, and show among its members.
 */
test('adds a talent-search selection to a pool by keyboard', async ({ page }) => {
  await installAxe(page)
  await signIn(page)
  const auth = { Authorization: `Bearer ${await accessToken(page)}` }
  const res = await page.request.post('/api/search/pool/query', { headers: auth, data: { size: 1 } })
  const [pool] = ((await res.json()) as { results: { id: number; name: string }[] }).results

  await page.keyboard.press('g')
  await page.keyboard.press('t')
  const grid = page.getByRole('grid', { name: 'Talents' })
  const rows = grid.locator('tbody tr')
  await expect(rows).toHaveCount(10)
  await page.keyboard.press('Control+BracketLeft')
  await expect(grid).toBeFocused()
  // Two talents from further down the list (the first ones may already be members).
  for (let i = 0; i < 6; i++) await page.keyboard.press('j')
  await page.keyboard.press('x')
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await expect(page.getByText('2 selected')).toBeVisible()
  const picked = await grid.locator('tbody tr[aria-selected="true"] td:nth-child(2)').allTextContents()
  expect(picked).toHaveLength(2)

  await page.keyboard.press('p')
  await expect(page.getByRole('combobox', { name: 'Pool' })).toBeFocused()
  await page.keyboard.type(pool.name)
  await expect(page.getByRole('option', { name: new RegExp(pool.name) }).first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Add 2 talents to the pool “${pool.name}”?`)).toBeVisible()
  expect(await seriousViolations(page, 'dialog')).toEqual([])
  await page.keyboard.press('Enter')
  const results = page.getByRole('status', { name: 'Result per talent' })
  await expect(results.locator('li')).toHaveCount(2)
  await expect(results.getByText(/^(Added|Already in the pool)$/)).toHaveCount(2)
  await page.keyboard.press('Enter')

  await page.goto(`/pool/${pool.id}`)
  const members = page.getByLabel('Members', { exact: true })
  for (const name of picked) await expect(members.getByRole('link', { name, exact: true })).toBeVisible()
})

/**
 * Issue 22 §2 / §2 route /dashboard children: the dashboard's sourcing totals lead to its
 * projects child (each open project with links to its stage lists), its pools child to the
 * pools with pending members; both axe clean.
 */
test('dashboard children: the invited total leads to a project’s Invited list, the pools child to a pool', async ({
  page,
}) => {
  await installAxe(page)
  await signIn(page)
  await page.goto('/dashboard')
  const sourcing = page.getByRole('region', { name: 'Sourcing' })
  await sourcing.getByRole('link', { name: /Invited/ }).click()
  await expect(page).toHaveURL(/\/dashboard\/projects$/)
  const projects = page.getByRole('region', { name: 'Open projects' })
  const first = projects.locator('tbody tr').first()
  await expect(first).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  const title = (await first.locator('th').innerText()).trim()
  await first.getByRole('link', { name: `Invited of ${title}` }).click()
  await expect(page).toHaveURL(/\/project\/\d+\/invited$/)
  await expect(page.getByRole('grid', { name: 'Invited of the project' })).toBeVisible()

  await page.goto('/dashboard')
  await expect(page.getByRole('navigation', { name: 'Dashboard lists' })).toBeVisible()
  await page.keyboard.press('Control+k')
  await expect(page.getByRole('combobox', { name: 'Command palette' })).toBeFocused()
  await page.keyboard.type('pools with pending')
  await expect(page.getByRole('option', { name: 'Dashboard: pools with pending members' })).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/dashboard\/pools$/)
  const pools = page.getByRole('region', { name: 'Pools with pending members' })
  const pool = pools.locator('tbody tr').first()
  await expect(pool).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  const name = (await pool.locator('th').innerText()).trim()
  await pool.getByRole('link', { name }).click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
})
