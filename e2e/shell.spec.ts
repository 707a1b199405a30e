import { expect, type Page, test } from '@playwright/test'
import { signIn } from './support/session'

/** The id of a talent Anna may see, found through the API with her session. */
async function visibleTalent(page: Page): Promise<{ id: number; name: string; skills: string[] }> {
  const token = (await page.context().cookies()).find((c) => c.name === 'auth.access_token')?.value
  for (let id = 1; id < 200; id++) {
    const response = await page.request.get(`/api/freelancer/${id}/profile`, {
      headers: { Authorization: `Bearer ${token}` },
    })
    if (!response.ok()) continue
    const profile = await response.json()
    const skills = (profile.skills as Array<{ kind: string; name: string }>)
      .filter((s) => s.kind === 'skill')
      .map((s) => s.name)
    if (skills.length > 0) return { id, name: `${profile.firstName} ${profile.lastName}`, skills }
  }
  throw new Error('no visible talent with skills in the demo data')
}

test('g then s opens settings; the language switches to German and back at once', async ({ page }) => {
  await signIn(page)
  const menu = page.getByRole('navigation', { name: 'Main menu' })
  await expect(menu.getByRole('link', { name: 'Dashboard' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Settings' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Projects' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Talents' })).toBeVisible()
  await expect(menu.getByRole('link', { name: 'Talent pools' })).toBeVisible()
  // Acme has the analytics page (client flag).
  await expect(menu.getByRole('link', { name: 'Analytics' })).toBeVisible()

  await page.keyboard.press('g')
  await page.keyboard.press('s')
  await expect(page).toHaveURL(/\/settings$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()

  await page.getByLabel('Interface language').selectOption('de')
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Hauptmenü' }).getByRole('link', { name: 'Dashboard' }),
  ).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')

  // The profile keeps the choice: a reload stays German.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible()

  await page.getByLabel('Sprache der Oberfläche').selectOption('en')
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the offline banner appears offline and hides 1 s after the connection returns', async ({
  page,
  context,
}) => {
  await signIn(page)
  const banner = page.getByText('You are offline! check your internet connection')
  await expect(banner).toHaveCount(0)

  await context.setOffline(true)
  await expect(banner).toBeVisible()

  await context.setOffline(false)
  const back = Date.now()
  await expect(banner).toBeVisible()
  await expect(banner).toBeHidden({ timeout: 5000 })
  expect(Date.now() - back).toBeGreaterThanOrEqual(900)
})

test('the talent page shows a seeded talent with name and skills; unknown ids show 404', async ({ page }) => {
  await signIn(page)
  const talent = await visibleTalent(page)

  await page.goto(`/talent/${talent.id}#resume`)
  await expect(page.getByRole('heading', { level: 1, name: talent.name })).toBeVisible()
  const skills = page.getByRole('list', { name: 'Skills' })
  for (const skill of talent.skills.slice(0, 3))
    await expect(skills.getByText(skill, { exact: true })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Resume' })).toBeInViewport()

  await page.goto('/talent/99999999')
  await expect(page.getByRole('heading', { name: 'This page could not be found' })).toBeVisible()

  // Leaving the talent page recorded the view (§2).
  const token = (await page.context().cookies()).find((c) => c.name === 'auth.access_token')?.value
  await expect
    .poll(async () => {
      const response = await page.request.get('/api/views/recent?entityType=talent', {
        headers: { Authorization: `Bearer ${token}` },
      })
      return ((await response.json()) as Array<{ entityId: number }>).map((v) => v.entityId)
    })
    .toContain(talent.id)
})

test('the drawer opens from the menu button and closes on navigation', async ({ page }) => {
  await signIn(page)
  await page.getByRole('button', { name: 'Open main menu' }).click()
  const drawer = page.getByRole('dialog', { name: 'Main menu' })
  await expect(drawer).toBeVisible()
  await drawer.getByRole('link', { name: 'Settings' }).click()
  await expect(page).toHaveURL(/\/settings$/)
  await expect(drawer).toHaveCount(0)
})
