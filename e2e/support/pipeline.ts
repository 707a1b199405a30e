import type { Page } from '@playwright/test'
import { ANNA } from './session'

type Stages = { stages: { key: string; entriesInStageAndSubStagesCount: number }[] }

/** The demo project (of the first 20) with the most active applications, asked from the API. */
export async function busiestProject(page: Page): Promise<{ id: number; active: number }> {
  const auth = await page.request.post('/api/authorize', {
    data: { email: ANNA.email, password: ANNA.password },
  })
  const { access_token } = (await auth.json()) as { access_token: string }
  let best = { id: 0, active: -1 }
  for (let id = 1; id <= 20; id++) {
    const response = await page.request.get(`/api/project/${id}/pipeline/stages`, {
      headers: { Authorization: `Bearer ${access_token}` },
    })
    if (!response.ok()) continue
    const body = (await response.json()) as Stages
    const active = body.stages.find((s) => s.key === 'active')?.entriesInStageAndSubStagesCount ?? 0
    if (active > best.active) best = { id, active }
  }
  return best
}

/**
 * A project of Acme Talent B.V. (the demo's legal entity with assessments enabled) with at
 * least three active applications; also the API headers of Anna.
 */
export async function assessmentProject(
  page: Page,
): Promise<{ id: number; headers: Record<string, string> }> {
  const auth = await page.request.post('/api/authorize', {
    data: { email: ANNA.email, password: ANNA.password },
  })
  const headers = {
    Authorization: `Bearer ${((await auth.json()) as { access_token: string }).access_token}`,
  }
  for (let id = 1; id <= 20; id++) {
    const res = await page.request.get(`/api/project/${id}/pipeline/stages`, { headers })
    if (!res.ok()) continue
    const body = (await res.json()) as {
      project: { legalEntityName: string }
      stages: { key: string; entriesInStageAndSubStagesCount: number }[]
    }
    const active = body.stages.find((s) => s.key === 'active')?.entriesInStageAndSubStagesCount ?? 0
    if (body.project.legalEntityName === 'Acme Talent B.V.' && active >= 3) return { id, headers }
  }
  throw new Error('no project of Acme Talent B.V. with three active applications')
}
