import { expect, type Page, test } from '@playwright/test'
import de from '../src/client/i18n/locales/de/interview-confirm.json' with { type: 'json' }
import en from '../src/client/i18n/locales/en/interview-confirm.json' with { type: 'json' }
import es from '../src/client/i18n/locales/es/interview-confirm.json' with { type: 'json' }
import fr from '../src/client/i18n/locales/fr/interview-confirm.json' with { type: 'json' }
import nl from '../src/client/i18n/locales/nl/interview-confirm.json' with { type: 'json' }
import { installAxe, seriousViolations } from './support/axe-check'
import { assessmentProject, busiestProject } from './support/pipeline'
import { ANNA, accessToken, signIn } from './support/session'

/**
 * Issue 24 "Done when", tried as a new user would: connect a calendar (Google through the
 * reference Google's consent page; CalDAV to the Radicale npm start runs when it is
 * installed), schedule an interview for an applicant by keyboard from the pipeline, see the
 * event in the CalDAV calendar, and move it.
 */

const NINA = { email: 'nina.lead@acme.test', password: ANNA.password }

async function calendarText(page: Page): Promise<string> {
  const token = await accessToken(page)
  const conn = (await (
    await page.request.get('/api/msp/calendar', { headers: { Authorization: `Bearer ${token}` } })
  ).json()) as { calendarId: string }
  // Radicale answers a GET on a calendar collection with the whole calendar as iCalendar.
  const res = await page.request.get(conn.calendarId, {
    headers: { Authorization: `Basic ${Buffer.from(`anna.admin:${ANNA.password}`).toString('base64')}` },
  })
  expect(res.ok()).toBe(true)
  return (await res.text()).replace(/\r?\n[ \t]/g, '')
}

test('connect Google Calendar through the consent page', async ({ page }) => {
  await signIn(page, NINA)
  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Integrations: calendar' })
  await expect(section.getByText('No calendar connected.')).toBeVisible()
  await section.getByRole('button', { name: 'Connect Google Calendar' }).click()
  // The provider's consent page, then back to /calendar/callback with the code.
  await expect(page.getByRole('heading', { name: 'Reference Google' })).toBeVisible()
  await page.getByRole('button', { name: 'Allow' }).click()
  await expect(page).toHaveURL(/\/calendar\/callback\?/)
  await expect(page.getByRole('status')).toHaveText('Your calendar is connected.')
  await page.goto('/settings')
  await expect(section.getByText('Connected to Google Calendar.')).toBeVisible()
  await expect(section.getByRole('combobox', { name: 'Calendar for interviews' })).toBeVisible()
  // The same code again is refused: the state was used up.
  await page.goBack()
  await expect(page.getByRole('alert')).toContainText('sign-in link is not valid (any more)')
})

test('connect CalDAV, schedule an interview by keyboard, see it in the calendar, move it', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000)
  const project = await busiestProject(page)
  await installAxe(page)
  await signIn(page)
  await page.goto('/settings')
  const section = page.getByRole('region', { name: 'Integrations: calendar' })
  const form = section.getByRole('form', { name: /CalDAV server/ })
  await expect(form.getByLabel('Server URL')).toHaveValue(/^http:\/\/127\.0\.0\.1:\d+\/$/)
  await form.getByLabel('User name').fill('anna.admin')
  await form.getByLabel('Password or app password').fill('wrong')
  await form.getByRole('button', { name: 'Connect CalDAV calendar' }).click()
  await expect(section.getByRole('alert')).toHaveText(
    'The CalDAV server refused this user name and password.',
  )
  await form.getByLabel('Password or app password').fill(ANNA.password)
  await form.getByRole('button', { name: 'Connect CalDAV calendar' }).click()
  await expect(section.getByText('Connected to CalDAV as anna.admin.')).toBeVisible()

  await page.goto(`/project/${project.id}`)
  const grid = page.getByRole('grid', { name: 'Applications' })
  await expect(grid).toBeFocused()
  await expect(grid.locator('.data-table-body-row').first()).toBeVisible()
  const dialog = page.getByRole('dialog')
  let booked = ''
  for (let attempt = 0; attempt < 5 && !booked; attempt++) {
    await page.keyboard.press('j')
    await page.keyboard.press('Shift+I')
    await expect(dialog.getByRole('heading', { name: /Schedule an interview with/ })).toBeVisible()
    const slots = dialog.getByRole('listbox', { name: 'Free slots' })
    await expect(slots).toBeFocused()
    await expect(slots.getByRole('option').first()).toBeVisible()
    // Who takes part: the talent and the organizer fixed, a recruiter ticked by keyboard.
    const people = dialog.getByRole('group', { name: 'Who takes part' })
    await expect(
      people.getByText(/talent, (gets the invitation by email|has no email address)/),
    ).toBeVisible()
    await expect(people.getByText(/Anna Admin — you, organizer/)).toBeVisible()
    await page.keyboard.press('Shift+Tab')
    const recruiter = people.getByRole('checkbox').last()
    await expect(recruiter).toBeFocused()
    await page.keyboard.press('Space')
    await expect(recruiter).toBeChecked()
    if (attempt === 0) expect(await seriousViolations(page, 'dialog')).toEqual([])
    await page.keyboard.press('Tab')
    await expect(slots).toBeFocused()
    await expect(slots.getByRole('option').first()).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await expect(slots.getByRole('option').nth(2)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    const outcome = page.getByText(/booked for|no email address/).first()
    await expect(outcome).toBeVisible()
    if ((await outcome.textContent())?.includes('booked for')) booked = (await outcome.textContent()) ?? ''
    else {
      await page.keyboard.press('Escape')
      await grid.focus()
    }
  }
  expect(booked).toMatch(/Interview with .+ booked for/)
  const name = /Interview with (.+) booked for/.exec(booked)?.[1] ?? ''
  await expect(dialog).toBeHidden()

  // The worker writes the event after the commit: it shows in the Radicale calendar.
  await expect
    .poll(async () => (await calendarText(page)).includes(`SUMMARY:${name}`), { timeout: 15_000 })
    .toBe(true)
  const before = /DTSTART:(\d{8}T\d{6}Z)/.exec(await calendarText(page))?.[1]

  // Move it from the palette.
  await grid.focus()
  await page.keyboard.press('Control+k')
  await page.keyboard.type('Reschedule interview')
  await page.keyboard.press('Enter')
  await expect(dialog.getByRole('heading', { name: `Move the interview with ${name}` })).toBeVisible()
  const moveSlots = dialog.getByRole('listbox', { name: 'Free slots' })
  await expect(moveSlots).toBeFocused()
  await expect(moveSlots.getByRole('option').first()).toBeVisible()
  await page.keyboard.press('End')
  await page.keyboard.press('Enter')
  await expect(page.getByText(`Interview with ${name} moved to`)).toBeVisible()
  await expect
    .poll(async () => /DTSTART:(\d{8}T\d{6}Z)/.exec(await calendarText(page))?.[1], { timeout: 15_000 })
    .not.toBe(before)

  // The interview is on the application with its live status.
  await grid.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/application\/\d+/)
  const appId = /\/application\/(\d+)/.exec(page.url())?.[1]
  await page.goto(`/application/${appId}?tab=vms`)
  const interviews = page.getByRole('region', { name: 'Scheduled interviews' })
  await expect(interviews.getByText('Unconfirmed')).toBeVisible()
  await expect(interviews.getByRole('button', { name: 'Cancel interview' })).toBeVisible()
  await expect(interviews.getByRole('button', { name: 'Mark interview as confirmed' })).toBeVisible()
  // The recruiter copies the talent's confirmation link; the talent opens it, signed out, and confirms.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
  await interviews.getByRole('button', { name: 'Copy confirmation link' }).click()
  await expect(page.getByText('The talent’s confirmation link is copied.')).toBeVisible()
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(/\/interview\/confirm\/\d+\.[\w-]{32}$/)
  const talentContext = await browser.newContext()
  const talent = await talentContext.newPage()
  await installAxe(talent)
  await talent.goto(link)
  // The page speaks the talent's language (their invitation mail's), whatever the browser's.
  const confirmPage = talent.locator('body [lang]', { has: talent.getByRole('heading', { level: 1 }) })
  await expect(confirmPage).toBeVisible()
  const lang = (await confirmPage.getAttribute('lang')) as 'en' | 'de' | 'fr' | 'nl' | 'es'
  const words = { en, de, fr, nl, es }[lang]
  await expect(
    talent.getByRole('heading', { level: 1, name: words['msp.v2.interview.confirm.title'] }),
  ).toBeVisible()
  expect(await seriousViolations(talent)).toEqual([])
  await talent.getByRole('button', { name: words['msp.v2.interview.confirm.button'] }).click()
  await expect(talent.getByText(words['msp.v2.interview.confirm.done'])).toBeVisible()
  await talentContext.close()
  await page.reload()
  await expect(interviews.getByText('Confirmed', { exact: true })).toBeVisible()
  await expect(interviews.getByRole('button', { name: 'Mark interview as confirmed' })).toHaveCount(0)
})

test('send an assessment to three applicants and see a result come back', async ({ page }) => {
  test.setTimeout(90_000)
  const { id: projectId, headers } = await assessmentProject(page)
  await signIn(page)
  await page.goto(`/project/${projectId}`)
  const grid = page.getByRole('grid', { name: 'Applications' })
  await expect(grid).toBeFocused()
  await expect(grid.locator('.data-table-body-row').first()).toBeVisible()
  for (let i = 0; i < 3; i++) {
    await page.keyboard.press('j')
    await page.keyboard.press('x')
  }
  await expect(page).toHaveURL(/selectedItems=\d+(%2C|,)\d+(%2C|,)\d+/)
  const ids = (new URL(page.url()).searchParams.get('selectedItems') ?? '').split(',').map(Number)
  await page.keyboard.press('Control+k')
  await page.keyboard.type('Send assessment')
  await page.keyboard.press('Enter')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Send an assessment to 3 applicants' })).toBeVisible()
  const tests = dialog.getByRole('listbox', { name: 'Tests' })
  await expect(tests).toBeFocused()
  await expect(tests.getByRole('option').first()).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.getByText(/Assessment sent to \d applicants\./)).toBeVisible()

  // The vendor reports the result by webhook: it shows on the application's assessments tab.
  const sent: { id: number; test: string }[] = []
  for (const id of ids) {
    const list = (await (
      await page.request.get(`/api/projectApplication/${id}/assessment/listAll`, { headers })
    ).json()) as { name: string }[]
    // Newest first: the test just sent (an earlier spec may have sent this applicant others).
    if (list.length > 0) sent.push({ id, test: list[0].name })
  }
  expect(sent.length).toBeGreaterThan(0)
  await page.goto(`/application/${sent[0].id}?tab=assessments`)
  await expect
    .poll(
      async () => {
        await page.reload()
        // The tab's rows arrive after the page: the count waits for the sent test's row.
        const row = page.getByRole('row', { name: sent[0].test }).first()
        const shown = await row.waitFor({ timeout: 5_000 }).then(
          () => true,
          () => false,
        )
        return shown ? row.getByRole('cell', { name: 'Completed' }).count() : 0
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0)
  await expect(page.getByText(/Pass mark \d+/).first()).toBeVisible()
  // The pipeline's assessment column shows the score against the pass mark, passed or not.
  await page.goto(`/project/${projectId}`)
  await expect(grid.getByRole('columnheader', { name: 'Assessment' })).toBeVisible()
  await expect(grid.locator('[data-assessment="completed"]').first()).toHaveText(
    /^\d+(\.\d+)? \/ \d+(\.\d+)? [✓✗]$/,
  )
})
