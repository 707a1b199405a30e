import { expect, test } from '@playwright/test'
import { installAxe, seriousViolations } from './support/axe-check'
import { assessmentProject } from './support/pipeline'
import { signIn } from './support/session'

/**
 * Issue 24 §3, by keyboard: send the English test (the one the reference vendor's candidates
 * put off until reminded) to two applicants, filter the pipeline to those whose assessment is
 * not finished, open the project's incomplete assessments, remind both, and see them finish.
 */
test('filter the pipeline by assessment and remind two candidates from the incomplete list', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const { id: projectId } = await assessmentProject(page)
  await installAxe(page)
  await signIn(page)
  await page.goto(`/project/${projectId}`)
  const grid = page.getByRole('grid', { name: 'Applications' })
  await expect(grid).toBeFocused()
  await expect(grid.locator('.data-table-body-row').first()).toBeVisible()
  await page.keyboard.press('x')
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await expect(page).toHaveURL(/selectedItems=\d+(%2C|,)\d+/)
  await page.keyboard.press('Control+k')
  await page.keyboard.type('Send assessment')
  await expect(page.getByRole('option', { name: 'Send assessment', exact: true })).toBeVisible()
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Send an assessment to 2 applicants' })).toBeVisible()
  const tests = dialog.getByRole('listbox', { name: 'Tests' })
  await expect(tests).toBeFocused()
  await expect(tests.getByRole('option', { name: /English B2/ })).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(tests.getByRole('option', { name: /English B2/ })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Assessment sent to 2 applicants.')).toBeVisible()

  // The pipeline filtered from the palette; the header's button says so.
  await grid.focus()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('assessment is not finished')
  await expect(
    page.getByRole('option', { name: 'Show applicants whose assessment is not finished' }),
  ).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/assessment=incomplete/)
  await expect(page.getByRole('button', { name: 'Assessment: Not finished' })).toBeVisible()
  await expect(grid.locator('.data-table-body-row')).not.toHaveCount(0)

  // The project's incomplete assessments: ours are the newest, at the end.
  await grid.focus()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('Incomplete assessments of this project')
  await expect(
    page.getByRole('option', { name: 'Incomplete assessments of this project', exact: true }),
  ).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/assessments\\?project=${projectId}`))
  await expect(page.getByRole('heading', { name: 'Incomplete assessments' })).toBeVisible()
  const list = page.getByRole('grid', { name: 'Incomplete assessments' })
  const rows = list.locator('.data-table-body-row')
  await expect(rows.filter({ hasText: 'English B2' })).toHaveCount(2)
  const before = await rows.count()
  await list.focus()
  await page.keyboard.press('End')
  await page.keyboard.press('x')
  await page.keyboard.press('k')
  await page.keyboard.press('x')
  await page.keyboard.press('r')
  await expect(page.getByText('Reminder sent to 2 candidates.')).toBeVisible()
  await expect(
    rows
      .filter({ hasText: 'Reminder on its way' })
      .or(rows.filter({ hasText: 'Started' }))
      .first(),
  ).toBeVisible()
  // The worker reminds them after the commit; they take the test and leave the list.
  await expect(rows).toHaveCount(before - 2, { timeout: 30_000 })
  await expect(rows.filter({ hasText: 'English B2' })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])
})
