import { type APIRequestContext, expect, test } from '@playwright/test'
import type { ApplicationDetail } from '../src/shared/contracts/application'
import { accessToken, signIn } from './support/session'

/** An application of the fresh seed, through the detail API (its project gets the question). */
async function findApplication(request: APIRequestContext, token: string): Promise<ApplicationDetail> {
  const headers = { authorization: `Bearer ${token}` }
  for (let id = 1; id < 3000; id++) {
    const res = await request.get(`/api/projectApplication/${id}`, { headers })
    if (res.status() !== 200) continue
    const detail = (await res.json()) as ApplicationDetail
    const project = await request.get(`/api/project/${detail.project.id}`, { headers })
    if (project.status() === 200 && (await project.json()).status === 'ACTIVE') return detail
  }
  throw new Error('no application of an active project in the seed')
}

test('a job-specific question is added by keyboard, saved with the project and shown on the screening tab', async ({
  page,
}) => {
  await signIn(page)
  const app = await findApplication(page.request, decodeURIComponent(await accessToken(page)))
  const projectId = app.project.id
  await page.goto(`/manage/project/${projectId}/edit`)
  await expect(page.getByRole('heading', { level: 1, name: 'Edit project' })).toBeVisible()

  // Alt+6 jumps to the questions (also from a field); n opens the dialog there.
  await page.getByLabel('Title *').focus()
  await page.keyboard.press('Alt+6')
  const section = page.locator('section#questions')
  // (Focus, not scrolling: the navigation's scroll-to-top may still land after the jump.)
  await expect(section.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('n')
  const dialog = page.getByRole('dialog', { name: 'New question' })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByLabel('Question')).toBeFocused()

  // Saving without a label says what is missing; Ctrl+Enter saves the question, not the project.
  await page.keyboard.press('Control+Enter')
  await expect(dialog.getByText('Enter the question.')).toBeVisible()
  const label = `Can you start within two weeks? ${Date.now()}`
  await page.keyboard.type(label)
  await page.keyboard.press('Tab') // answer type
  await page.keyboard.press('Enter')
  // Typed once the list is open (keys typed while it opens went nowhere on a busy machine).
  const types = page.getByRole('listbox')
  await expect(types.getByRole('option', { name: 'Single choice' })).toBeVisible()
  await page.keyboard.type('Single')
  await expect(types.getByRole('option', { name: 'Single choice' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(types).toBeHidden()
  await page.keyboard.press('Tab') // options
  await page.keyboard.type('Yes\nNo')
  await page.keyboard.press('Tab') // visibility: focus lands on the checked "Optional"
  await page.keyboard.press('ArrowLeft') // "Required"
  await page.keyboard.press('Space')
  await expect(dialog.getByRole('radio', { name: 'Required' })).toBeChecked()
  await page.keyboard.press('Control+Enter')
  await expect(dialog).toBeHidden()
  const row = section.getByRole('listitem').filter({ hasText: label })
  await expect(row).toContainText('Single choice')
  await expect(row).toContainText('Yes · No')
  await expect(row).toBeFocused()

  // Ctrl+Enter outside the dialog saves the project, then its questions.
  const written = page.waitForResponse(
    (r) =>
      r.url().endsWith(`/api/preApplicationQuestion/jobSpecific/project/${projectId}`) &&
      r.request().method() === 'PUT',
  )
  await page.keyboard.press('Control+Enter')
  expect((await written).status()).toBe(200)
  await expect(page).toHaveURL(new RegExp(`/project/${projectId}/active$`))

  // The application's screening tab asks it, marked required.
  await page.goto(`/application/${app.id}?tab=screening`)
  await expect(page.getByText(label)).toBeVisible()

  // And the form shows it again after a reload.
  await page.goto(`/manage/project/${projectId}/edit`)
  await expect(
    page.locator('section#questions').getByRole('listitem').filter({ hasText: label }),
  ).toBeVisible()
})

test('Settings → Workflow by keyboard: a location template and a default question of the legal entity', async ({
  page,
}) => {
  await signIn(page)
  await page.keyboard.press('g')
  await page.keyboard.press('s')
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Workflow' })).toBeVisible()

  // Alt+3: the locations; n adds one, Enter saves it.
  const locations = page.locator('#settings-locations')
  await expect(locations.getByRole('button', { name: /^Add location/ })).toBeVisible()
  await page.keyboard.press('Alt+3')
  await expect(locations.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('n')
  const dialog = page.getByRole('dialog', { name: 'New location' })
  await expect(dialog.getByLabel('Name')).toBeFocused()
  const name = `Rotterdam hub ${Date.now()}`
  await page.keyboard.type(name)
  await page.keyboard.press('Enter')
  await expect(dialog.getByText('Enter the city.')).toBeVisible()
  await dialog.getByLabel('City').focus()
  await page.keyboard.type('Rotterdam')
  await page.keyboard.press('Enter')
  await expect(dialog).toBeHidden()
  await expect(locations.getByRole('listitem').filter({ hasText: name })).toBeVisible()

  // Alt+2: the default questions; n adds one that is saved at once.
  const questions = page.locator('#settings-questions')
  await page.keyboard.press('Alt+2')
  await expect(questions.locator(':focus')).toHaveCount(1)
  await page.keyboard.press('n')
  const questionDialog = page.getByRole('dialog', { name: 'New question' })
  await expect(questionDialog.getByLabel('Question')).toBeFocused()
  const label = `Do you have a VCA certificate? ${Date.now()}`
  await page.keyboard.type(label)
  await page.keyboard.press('Control+Enter')
  await expect(questionDialog).toBeHidden()
  const row = questions.getByRole('listitem').filter({ hasText: label })
  await expect(row).toBeVisible()
  await expect(row).toBeFocused()

  // h hides it, Delete asks first, then deletes.
  await page.keyboard.press('h')
  await expect(row).toContainText('Hidden')
  await page.keyboard.press('Delete')
  await expect(page.getByRole('alertdialog')).toContainText(label)
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).focus()
  await page.keyboard.press('Enter')
  await expect(row).toHaveCount(0)
})
