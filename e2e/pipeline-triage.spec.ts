import { expect, type Locator, type Page, test } from '@playwright/test'
import { busiestProject } from './support/pipeline'
import { signIn } from './support/session'

/** The number shown beside a stage in the stage menu. */
function stageCount(page: Page, stage: string): Locator {
  return page
    .getByRole('navigation', { name: 'Pipeline stages' })
    .locator(`li[data-stage="${stage}"] > .pipeline-stage-link .pipeline-stage-count`)
}

test('triage an active stage by keyboard: move, read the pane, reject 5 with preflight, undo', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const project = await busiestProject(page)
  expect(project.active).toBeGreaterThan(8)
  await signIn(page)

  // /project/:id opens the active stage; the grid takes the keys at once.
  await page.goto(`/project/${project.id}`)
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/active$`))
  const grid = page.getByRole('grid', { name: 'Applications' })
  await expect(grid).toBeFocused()
  await expect(grid.locator('.data-table-body-row').first()).toBeVisible()
  await expect(stageCount(page, 'active')).toHaveText(String(project.active))
  const rejectedBefore = Number(await stageCount(page, 'rejectedOrWithdrawn').textContent())
  const list = page.getByRole('region', { name: 'Applications', exact: true })
  const selectedCount = list.locator('.data-table-selected-count')

  const focused = grid.locator('tr[data-focused]')
  const talentOf = async (row: Locator) => (await row.locator('td').nth(1).textContent()) ?? ''
  // The first row has the focus on arrival (issue 21 §2).
  await expect(focused).toHaveAttribute('aria-rowindex', '2')
  await page.keyboard.press('j')
  await page.keyboard.press('k')
  await expect(focused).toHaveAttribute('aria-rowindex', '2')

  // Enter opens the focused application beside the list; j/k move it along.
  await page.keyboard.press('Enter')
  const detail = page.getByRole('region', { name: 'Application', exact: true })
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(await talentOf(focused))
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/active/application/\\d+`))
  const openedUrl = page.url()
  await page.keyboard.press('j')
  await expect(focused).toHaveAttribute('aria-rowindex', '3')
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(await talentOf(focused))
  // The address names the application in the pane once the focus rests on it.
  await expect(page).not.toHaveURL(openedUrl)
  await page.keyboard.press('k')
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(await talentOf(focused))
  await expect(page).toHaveURL(openedUrl)
  await expect(grid).toBeFocused()

  // Select five rows the MSP may reject in bulk (unconfirmed ones are a legal-entity option).
  let picked = 0
  while (picked < 5) {
    // The status cell by its column (narrow panes hide the less important columns before it).
    const status = (await focused.locator('td[style*="--dt-col-status"]').textContent()) ?? ''
    if (status.includes('Active')) {
      picked++
      await page.keyboard.press('x')
    }
    await page.keyboard.press('j')
  }
  await expect(selectedCount).toHaveText('5 selected')
  await expect(page).toHaveURL(/selectedItems=\d+(%2C|,)\d+/)
  const ids = (new URL(page.url()).searchParams.get('selectedItems') ?? '').split(',')
  expect(ids).toHaveLength(5)
  const total = list.locator('.data-table-total')
  await expect(total).toHaveText(`${project.active} rows`)

  // r: the preflight lists what would fail and proceeds with the rest on Enter.
  await page.keyboard.press('r')
  const preflight = page.getByRole('dialog', { name: 'Reject 5 applications' })
  await expect(preflight).toBeVisible()
  await expect(preflight).toContainText('Are you sure you want to reject these candidates?')
  await expect(preflight).toContainText('5 applications will proceed.')
  await expect(preflight.getByRole('button', { name: 'Proceed with 5' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(preflight).toBeHidden()

  await expect(page.getByText('5 applications rejected')).toBeVisible()
  await expect(stageCount(page, 'active')).toHaveText(String(project.active - 5))
  await expect(stageCount(page, 'rejectedOrWithdrawn')).toHaveText(String(rejectedBefore + 5))
  await expect(total).toHaveText(`${project.active - 5} rows`)
  await expect(selectedCount).toHaveText('0 selected')
  for (const id of ids) await expect(grid.locator(`tr[id$="-row-${id}"]`)).toHaveCount(0)
  // The pane still shows the application in focus, which stayed in the stage.
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(await talentOf(focused))
  await expect(grid).toBeFocused()

  // u undoes the whole bulk reject: the counts and the rows come back.
  await page.keyboard.press('u')
  await expect(page.getByText('Undone.')).toBeVisible()
  await expect(stageCount(page, 'active')).toHaveText(String(project.active))
  await expect(stageCount(page, 'rejectedOrWithdrawn')).toHaveText(String(rejectedBefore))
  await expect(total).toHaveText(`${project.active} rows`)

  // ] and [ walk the stages; a digit jumps to one (1–5: the stages the menu numbers).
  await page.keyboard.press(']')
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/rejectedOrWithdrawn$`))
  await expect(total).toHaveText(`${rejectedBefore} rows`)
  await page.keyboard.press('[')
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/active$`))
  await page.keyboard.press('4')
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/hired$`))
})
