import { expect, type Page, test } from '@playwright/test'
import { installAxe, seriousViolations } from './support/axe-check'
import { accessToken, signIn } from './support/session'

/** A seeded Acme talent with projects in both the applied and the archived tab, found through the API the page uses. */
async function talentWithProjects(page: Page) {
  const headers = { Authorization: `Bearer ${await accessToken(page)}` }
  for (let id = 1; id < 400; id++) {
    const res = await page.request.get(`/api/freelancer/${id}/projects?tab=archived`, { headers })
    if (!res.ok()) continue
    const body = await res.json()
    if (body.counts.applied > 0 && body.counts.archived > 0) {
      const profile = await (await page.request.get(`/api/freelancer/${id}/profile`, { headers })).json()
      return {
        id,
        name: `${profile.firstName} ${profile.lastName}`,
        counts: body.counts,
        archived: body.results,
      }
    }
  }
  throw new Error('no talent with applied and archived projects in the e2e seed')
}

test("a talent's projects by tab: applied first, archived from the palette, arrows between tabs", async ({
  page,
}) => {
  await installAxe(page)
  await signIn(page)
  const talent = await talentWithProjects(page)
  await page.goto(`/talent/${talent.id}`)
  await expect(page.getByRole('heading', { level: 1, name: talent.name })).toBeVisible()

  const tabs = page.getByRole('tablist', { name: 'Projects' })
  const applied = tabs.getByRole('tab', { name: `Applied (${talent.counts.applied})` })
  await expect(applied).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('list', { name: 'Applied' }).getByRole('listitem')).toHaveCount(
    talent.counts.applied,
  )

  await page.keyboard.press('Control+k')
  await page.keyboard.type('Projects: Archived')
  await expect(page.getByRole('option', { name: 'Projects: Archived', selected: true })).toBeVisible()
  await page.keyboard.press('Enter')
  const archived = tabs.getByRole('tab', { name: `Archived (${talent.counts.archived})` })
  await expect(archived).toHaveAttribute('aria-selected', 'true')
  await expect(archived).toBeFocused()
  const archivedList = page.getByRole('list', { name: 'Archived' })
  await expect(archivedList.getByRole('listitem')).toHaveCount(talent.counts.archived)
  await expect(archivedList).toContainText(talent.archived[0].title)

  // The arrows move between the tabs (Radix roving focus), which show their lists.
  await page.keyboard.press('ArrowLeft')
  await expect(applied).toBeFocused()
  await expect(applied).toHaveAttribute('aria-selected', 'true')
  expect(await seriousViolations(page)).toEqual([])

  // A row opens where it leads: the application, for an archived application.
  await page.keyboard.press('ArrowRight')
  await archivedList.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/(application|project)\/\d+/)
})
