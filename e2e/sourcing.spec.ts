import { expect, type Locator, type Page, test } from '@playwright/test'
import { installAxe, seriousViolations } from './support/axe-check'
import { ANNA, signIn } from './support/session'

type Stages = {
  project: { chip: string }
  stages: {
    key: string
    entriesInStageAndSubStagesCount: number
    dhCounts: { spotted: number; others: number } | null
  }[]
}

/** A demo project open for invitations with at least `spotted` data-harbour matches, invitations and suggestions. */
async function sourcingProject(page: Page, spotted: number) {
  const auth = await page.request.post('/api/authorize', {
    data: { email: ANNA.email, password: ANNA.password },
  })
  const { access_token } = (await auth.json()) as { access_token: string }
  for (let id = 1; id <= 60; id++) {
    const response = await page.request.get(`/api/project/${id}/pipeline/stages`, {
      headers: { Authorization: `Bearer ${access_token}` },
    })
    if (!response.ok()) continue
    const body = (await response.json()) as Stages
    const count = (key: string) =>
      body.stages.find((s) => s.key === key)?.entriesInStageAndSubStagesCount ?? 0
    const dh = body.stages.find((s) => s.key === 'dataHarbour')?.dhCounts
    if (
      ['open', 'partlyFilled'].includes(body.project.chip) &&
      dh &&
      dh.spotted >= spotted &&
      count('invited') > 0
    )
      return { id, dh, invited: count('invited') }
  }
  throw new Error('no demo project with data-harbour matches and invitations')
}

/** The number shown beside a stage in the stage menu. */
const stageCount = (page: Page, stage: string): Locator =>
  page
    .getByRole('navigation', { name: 'Pipeline stages' })
    .locator(`li[data-stage="${stage}"] > .pipeline-stage-link .pipeline-stage-count`)
const stageLink = (page: Page, stage: string): Locator =>
  page.getByRole('navigation', { name: 'Pipeline stages' }).locator(`li[data-stage="${stage}"] > a`)

/**
 * Issue 22 §2 / issue 23 §1 as a recruiter tries it: the project's Invited and Data harbour
 * stages open from the stage menu, three data-harbour talents are invited and two of them
 * asked for availability and emailed by keyboard (the counts and the rows follow), the Suggested
 * stage explains a talent's place criterion by criterion, and a pipeline row asks too.
 */
test('invited and data-harbour stages: invite three, ask two for availability, read the suggested reasons', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const project = await sourcingProject(page, 3)
  await installAxe(page)
  await signIn(page)
  await page.goto(`/project/${project.id}/active`)

  // Invited: who, when, by whom, opened or not.
  await stageLink(page, 'invited').click()
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/invited$`))
  const invitedGrid = page.getByRole('grid', { name: 'Invited of the project' })
  await expect(invitedGrid.locator('.data-table-body-row').first()).toBeVisible()
  await expect(invitedGrid.getByRole('columnheader', { name: 'Invited by' })).toBeVisible()
  await expect(invitedGrid.getByRole('columnheader', { name: 'Opened' })).toBeVisible()
  await expect(stageCount(page, 'invited')).toHaveText(String(project.invited))
  expect(await seriousViolations(page)).toEqual([])

  // Data harbour: the spotted matches with their counts; three invited by keyboard.
  await stageLink(page, 'dataHarbour').click()
  await expect(page).toHaveURL(new RegExp(`/project/${project.id}/dataHarbour$`))
  const grid = page.getByRole('grid', { name: 'Data harbour of the project' })
  await expect(page.getByTestId('sourcing-count')).toHaveText(
    `${project.dh.spotted} spotted, ${project.dh.others} others`,
  )
  const focused = grid.locator('tr[data-focused]')
  await expect(focused).toHaveAttribute('aria-rowindex', '2')
  await expect(grid).toBeFocused()
  const nameOf = async (row: Locator) => ((await row.locator('td').nth(1).textContent()) ?? '').trim()
  const invitedNames: string[] = []
  for (let i = 0; i < 3; i++) {
    invitedNames.push(await nameOf(focused))
    await page.keyboard.press('x')
    await page.keyboard.press('j')
  }
  // The pane shows the focused match's CV.
  await page.keyboard.press('Enter')
  const detail = page.getByRole('region', { name: 'Talent', exact: true })
  await expect(detail.getByRole('heading', { level: 2 })).toHaveText(await nameOf(focused))
  await expect(detail.locator('iframe.sourcing-cv')).toBeVisible()
  await grid.focus()
  await page.keyboard.press('i')
  await expect(page.getByText('3 talents invited')).toBeVisible()
  await expect(page.getByTestId('sourcing-count')).toHaveText(
    `${project.dh.spotted - 3} spotted, ${project.dh.others + 3} others`,
  )
  await expect(stageCount(page, 'dataHarbour')).toHaveText(String(project.dh.spotted - 3))
  await expect(stageCount(page, 'invited')).toHaveText(String(project.invited + 3))
  for (const name of invitedNames) await expect(grid.getByText(name, { exact: true })).toHaveCount(0)
  expect(await seriousViolations(page)).toEqual([])

  // The new invitations lead the Invited stage; two of them are asked for availability.
  await stageLink(page, 'invited').click()
  await expect(invitedGrid.locator('.data-table-body-row').first()).toBeVisible()
  const top = await Promise.all(
    [0, 1, 2].map(async (i) => nameOf(invitedGrid.locator('.data-table-body-row').nth(i))),
  )
  expect([...top].sort()).toEqual([...invitedNames].sort())
  await expect(invitedGrid).toBeFocused()
  await page.keyboard.press('x')
  await page.keyboard.press('j')
  await page.keyboard.press('x')
  await page.keyboard.press('v')
  await expect(page.getByText('Asked 2 talents for availability')).toBeVisible()
  await expect(invitedGrid.getByText('Asked, no answer')).toHaveCount(2)

  // The same two get an email, by keyboard: the email feature's compose dialog for talents.
  await page.keyboard.press('x')
  await page.keyboard.press('k')
  await page.keyboard.press('x')
  await page.keyboard.press('m')
  const compose = page.getByRole('dialog', { name: 'Email to 2 talents' })
  await expect(compose.getByRole('option').first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(compose.getByLabel('Subject')).toBeFocused()
  await expect(compose.getByTestId('compose-count')).toHaveText(/of 2 get/)
  expect(await seriousViolations(page, 'dialog')).toEqual([])
  await page.keyboard.press('Escape')
  await expect(compose).toBeHidden()

  // Suggested: the ranking, best first, and in the pane the points and reasons per criterion.
  await stageLink(page, 'suggested').click()
  const suggested = page.getByRole('grid', { name: 'Suggested of the project' })
  await expect(suggested.locator('.data-table-body-row').first()).toBeVisible()
  await expect(suggested).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(detail.getByText(/^Why \d+ of 100$/)).toBeVisible()
  const reasons = detail.locator('.sourcing-reason-table tbody tr')
  await expect(reasons).toHaveCount(6)
  await expect(reasons.first()).toContainText('Skills')
  await expect(reasons.first()).toContainText(/of 40/)
  await expect(detail.locator('tr[data-criterion="location"]')).toContainText('of 15')
  expect(await seriousViolations(page)).toEqual([])

  // Wide and very wide screens keep the workspace usable.
  for (const width of [1600, 2560]) {
    await page.setViewportSize({ width, height: 1000 })
    await expect(detail.getByText(/^Why \d+ of 100$/)).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  }

  // The pipeline's rows ask too (palette), and show the answer in their availability column.
  await stageLink(page, 'active').click()
  const applications = page.getByRole('grid', { name: 'Applications' })
  const first = applications.locator('tr[data-focused]')
  await expect(first).toHaveAttribute('aria-rowindex', '2')
  await expect(applications).toBeFocused()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('ask for availability')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await expect(palette.getByRole('combobox')).toHaveValue('ask for availability')
  await page.keyboard.press('Enter')
  await expect(page.getByText('Asked 1 talent for availability')).toBeVisible()
  await expect(first.locator('td[style*="--dt-col-availability"]')).toHaveText('Asked, no answer')
})
