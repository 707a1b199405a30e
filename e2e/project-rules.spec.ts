import { expect, test } from '@playwright/test'
import { busiestProject } from './support/pipeline'
import { accessToken, MAX, signIn } from './support/session'

test('project ownership: a project someone else owns reads, says whose it is, and offers no changes', async ({
  page,
}) => {
  await signIn(page, MAX)
  const token = await accessToken(page)
  const headers = { authorization: `Bearer ${token}` }
  const found = await page.request.post('/api/search/project/query', { headers, data: { size: 50 } })
  const rows = ((await found.json()) as { results: { id: number }[] }).results
  let foreign: { id: number; owner: { firstName: string; lastName: string } } | null = null
  for (const row of rows) {
    const detail = await (await page.request.get(`/api/project/${row.id}`, { headers })).json()
    if (detail.mayAct === false && detail.owner) {
      foreign = detail
      break
    }
  }
  expect(foreign).not.toBeNull()
  if (!foreign) return
  await page.goto(`/project/${foreign.id}/summary`)
  const owner = `${foreign.owner.firstName} ${foreign.owner.lastName}`
  await expect(page.getByRole('status').filter({ hasText: `${owner} owns this project` })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Open pipeline/ })).toBeVisible()
  await expect(page.getByRole('link', { name: /^Edit project/ })).toHaveCount(0)
  // The edit shortcut is not there either: e stays on the page.
  await page.keyboard.press('e')
  await expect(page).toHaveURL(new RegExp(`/project/${foreign.id}/summary$`))
})

test('project search buckets: save the search by Shift+S, open it again by Shift+B', async ({ page }) => {
  await signIn(page)
  await page.keyboard.press('g')
  await page.keyboard.press('p')
  await expect(page).toHaveURL(/\/search\/projects$/)
  await expect(page.getByRole('grid', { name: 'Projects' }).locator('tbody tr')).toHaveCount(10)
  await page.keyboard.press('/')
  await expect(page.getByLabel('Search projects')).toBeFocused()
  await page.keyboard.type('Engineer')
  await expect(page).toHaveURL(/simpleQuery=Engineer/)
  await page.keyboard.press('Escape')
  await page.keyboard.press('Shift+S')
  const save = page.getByRole('dialog', { name: 'Save this search' })
  await expect(save).toBeVisible()
  await page.keyboard.type('Engineers to staff')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Saved as “Engineers to staff”.')).toBeVisible()

  await page.goto('/search/projects')
  await expect(page.getByRole('grid', { name: 'Projects' }).locator('tbody tr')).toHaveCount(10)
  await page.keyboard.press('Shift+B')
  const open = page.getByRole('dialog', { name: 'Open a saved search' })
  await expect(open).toBeVisible()
  await page.keyboard.type('Engineers')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/simpleQuery=Engineer/)
})

test('delete an application from the palette: confirmed, then gone from the stage', async ({ page }) => {
  const project = await busiestProject(page)
  await signIn(page)
  await page.goto(`/project/${project.id}/rejectedOrWithdrawn`)
  const grid = page.getByRole('grid', { name: 'Applications' })
  await expect(grid).toBeFocused()
  const rows = grid.locator('.data-table-body-row')
  await expect(rows.first()).toBeVisible()
  const count = page.getByText(/^\d+ rows$/)
  const before = Number((await count.textContent())?.split(' ')[0])
  const name = (await rows.first().getByRole('gridcell').nth(1).textContent())?.trim() ?? ''
  await page.keyboard.press('Control+k')
  await page.keyboard.type('Delete application')
  await expect(page.getByRole('option', { name: 'Delete application', exact: true })).toBeVisible()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Delete application' })
  await expect(dialog).toContainText(`Delete the application of ${name} from this project?`)
  await page.keyboard.press('Enter')
  await expect(page.getByText(`The application of ${name} is deleted.`)).toBeVisible()
  await expect(count).toHaveText(`${before - 1} rows`)
  await expect(rows.filter({ hasText: name })).toHaveCount(0)
})

test('reject all pending applications from the palette, where the legal entity allows it', async ({
  page,
}) => {
  await signIn(page)
  const headers = { authorization: `Bearer ${await accessToken(page)}` }
  const pending = async (projectId: number) =>
    (
      (await (
        await page.request.post('/api/search/projectApplication/query', {
          headers,
          data: { projectId, stage: 'active', filters: { statuses: ['uc'] }, size: 1 },
        })
      ).json()) as { totalResults: number }
    ).totalResults
  let projectId = 0
  for (let id = 1; id <= 20 && !projectId; id++) {
    const res = await page.request.get(`/api/project/${id}/pipeline/stages`, { headers })
    if (!res.ok()) continue
    const body = (await res.json()) as { project: { legalEntityName: string } }
    if (body.project.legalEntityName === 'Acme Staffing GmbH' && (await pending(id)) > 0) projectId = id
  }
  expect(projectId).toBeGreaterThan(0)
  const count = await pending(projectId)
  await page.goto(`/project/${projectId}`)
  await expect(page.getByRole('grid', { name: 'Applications' })).toBeFocused()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('Reject all pending')
  await expect(page.getByRole('option', { name: 'Reject all pending applications' })).toBeVisible()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog', { name: 'Reject all pending applications' })
  await expect(dialog).toContainText('still waiting for confirmation')
  await dialog.getByRole('button', { name: 'Reject all' }).click()
  await expect(
    page.getByText(`${count} pending application${count === 1 ? '' : 's'} rejected.`),
  ).toBeVisible()
  expect(await pending(projectId)).toBe(0)
})
