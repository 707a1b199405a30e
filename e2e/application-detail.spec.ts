import { type APIRequestContext, expect, test } from '@playwright/test'
import type { ApplicationDetail, Question } from '../src/shared/contracts/application'
import { validateScreening, visibleQuestions } from '../src/shared/domain/screening'
import { signIn } from './support/session'

/**
 * An active application whose screening form is complete except for an optional number
 * question the MSP may edit, found through the detail API itself (ids of the fresh seed).
 */
async function findApplication(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` }
  for (let id = 1; id < 3000; id++) {
    const res = await request.get(`/api/projectApplication/${id}`, { headers })
    if (res.status() !== 200) continue
    const detail = (await res.json()) as ApplicationDetail
    if (detail.status !== 'a' || detail.pendingPoolMembership) continue
    const questions = (await (
      await request.get(`/api/projectApplication/${id}/question`, { headers })
    ).json()) as Question[]
    const ctx = { applicationStatus: 'a', pendingPoolMembership: false }
    const rows = visibleQuestions(questions, ctx)
    const number = rows.find(
      (r) => !r.readOnly && r.question.questionJson.type === 'number' && !r.question.mandatory,
    )
    const editable = new Set(rows.filter((r) => !r.readOnly).map((r) => r.question.id))
    const { errors } = validateScreening(questions, ctx)
    if (number && [...errors.keys()].every((q) => !editable.has(q)))
      return { detail, question: number.question }
  }
  throw new Error('no active application with a complete screening form in the seed')
}

test('application detail by keyboard: tabs, a note, a screening answer, the history', async ({
  page,
  context,
}) => {
  await signIn(page)
  const token = (await context.cookies()).find((c) => c.name === 'auth.access_token')?.value ?? ''
  const { detail, question } = await findApplication(page.request, decodeURIComponent(token))
  const name = `${detail.talent.firstName} ${detail.talent.lastName}`

  const cv = page.waitForResponse((r) => r.url().endsWith(`/napi/application/cv/${detail.id}`))
  await page.goto(`/application/${detail.id}`)
  expect((await cv).status()).toBe(200)
  expect((await cv).headers()['content-type']).toBe('application/pdf')
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  // Resume: the PDF frame loads (the server reads the session cookie) and the overlay goes.
  await expect(page.locator(`iframe[src$="/napi/application/cv/${detail.id}"]`)).toBeVisible()
  await expect(page.getByRole('status', { name: 'Loading the resume…' })).toBeHidden()
  const tabs = (await page.getByRole('tab').allInnerTexts()).map((t) => t.trim())
  const digit = (tab: string) => String(tabs.indexOf(tab) + 1)
  expect(tabs.slice(0, 3)).toEqual(['Resume', 'Screening', 'Notes'])

  // Tabs by digit keys.
  await page.keyboard.press(digit('Details'))
  await expect(page).toHaveURL(/tab=details/)
  await expect(page.getByRole('tab', { name: 'Details' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press(digit('History'))
  await expect(page).toHaveURL(/tab=history/)

  // A note: Shift+N opens the form on the notes tab with the text field focused.
  await page.keyboard.press('Shift+N')
  await expect(page).toHaveURL(/tab=notes/)
  const text = page.getByLabel('Note', { exact: true })
  await expect(text).toBeFocused()
  const note = `Phoned ${name}: available next month (${Date.now()})`
  await page.keyboard.type(note)
  // Back to the type buttons with Shift+Tab, then choose "Call" with the space bar.
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Shift+Tab')
    if ((await page.evaluate(() => document.activeElement?.textContent)) === 'Call') break
  }
  await page.keyboard.press('Space')
  await expect(page.getByRole('button', { name: 'Call' })).toHaveAttribute('aria-pressed', 'true')
  await page.keyboard.press('Control+Enter')
  await expect(page.getByText(note)).toBeVisible()
  await expect(page.getByLabel('Note', { exact: true })).toBeHidden()

  // A screening answer, saved with Ctrl+Enter.
  await page.keyboard.press(digit('Screening'))
  await expect(page).toHaveURL(/tab=screening/)
  const input = page.locator(`#screening-input-${question.id}`)
  await input.focus()
  await page.keyboard.press('Control+A')
  await page.keyboard.type(question.answers[0]?.value === '11' ? '12' : '11')
  await page.keyboard.press('Control+Enter')
  await expect(page.getByText('Screening answers saved.')).toBeVisible()

  // Digits do not type into fields: from the field, the palette reaches the history tab.
  await page.keyboard.press('Control+K')
  const palette = page.getByRole('dialog', { name: 'Command palette' })
  await palette.getByRole('combobox').fill('show history')
  // Search suggestions come first: move down to the command.
  const command = palette.getByRole('option', { name: 'Application: show history' })
  await expect(command).toBeVisible()
  for (let i = 0; i < 40 && (await command.getAttribute('aria-selected')) !== 'true'; i++)
    await page.keyboard.press('ArrowDown')
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/tab=history/)
  // The history shows both, newest first.
  const history = page.getByRole('list', { name: 'History' })
  await expect(history.locator('li').first()).toContainText('Screening answer edited')
  await expect(history.locator('li').first()).toContainText(question.label)
  await expect(history.locator('li[data-event="MSP_LOG_CALL"]').first()).toContainText(note)
})

test('an application opened on its own steps through its project by p and n (projectScroll)', async ({
  page,
  context,
}) => {
  await signIn(page)
  const token = decodeURIComponent(
    (await context.cookies()).find((c) => c.name === 'auth.access_token')?.value ?? '',
  )
  const headers = { authorization: `Bearer ${token}` }
  const scroll = async (applicationId: number) =>
    (await (
      await page.request.post('/api/projectApplication/projectScroll', { headers, data: { applicationId } })
    ).json()) as { previousId: number | null; nextId: number | null; position: number; total: number }
  // An application in the middle of its project's list.
  let id = 1
  let around = await scroll(id)
  while (id < 200 && !(around.previousId && around.nextId)) around = await scroll(++id)
  expect(around.previousId && around.nextId).toBeTruthy()
  const heading = async (appId: number) => {
    const detail = (await (
      await page.request.get(`/api/projectApplication/${appId}`, { headers })
    ).json()) as {
      talent: { firstName: string; lastName: string }
    }
    return `${detail.talent.firstName} ${detail.talent.lastName}`
  }

  // n pressed before the neighbours are known is kept and applied when they arrive: the page's
  // first projectScroll answer is held until the key is down.
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    '**/api/projectApplication/projectScroll',
    async (route) => {
      await held
      await route.continue()
    },
    { times: 1 },
  )
  await page.goto(`/application/${id}`)
  await expect(page.getByRole('heading', { level: 1, name: await heading(id) })).toBeVisible()
  await page.keyboard.press('n')
  release()
  await expect(page).toHaveURL(new RegExp(`/application/${around.nextId}$`))
  await expect(
    page.getByRole('heading', { level: 1, name: await heading(Number(around.nextId)) }),
  ).toBeVisible()
  await page.keyboard.press('p')
  await expect(page).toHaveURL(new RegExp(`/application/${id}$`))
  await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled()
})
