import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { legalEntityOf } from '../../src/client/api/legal-entities'
import { writeSession } from '../../src/client/app/session'
import { SITE_LOCATIONS_FAILED, savedLocationsQuery } from '../../src/client/features/project-form/api'
import { APP, button, cleanupDetail, questionBox, renderDetail, typeText } from './application-harness'
import { stubFetch } from './support/fetch-stub'
import { click, waitFor } from './support/render-app'

/** §8 entries issue 26 §3 added: the missing legal entity, the site-locations log, the answer-save event. */

type Layer = { dataLayer?: Record<string, unknown>[] }
const layer = () => (window as unknown as Layer).dataLayer ?? []

afterEach(() => {
  cleanupDetail()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  ;(window as unknown as Layer).dataLayer = undefined
})

describe('§8 error catalogue', () => {
  it('logs "Could not find legal entity with id" and reads a missing entity’s flags as off', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const context = { legalEntity: [{ id: 1, name: 'Acme', config: { assessmentsEnabled: true } }] }
    // biome-ignore lint/suspicious/noExplicitAny: only the legal entities matter here.
    expect(legalEntityOf(context as any, 1)?.name).toBe('Acme')
    expect(log).not.toHaveBeenCalled()
    // biome-ignore lint/suspicious/noExplicitAny: as above.
    expect(legalEntityOf(context as any, 7)).toBeUndefined()
    expect(log).toHaveBeenCalledWith('Could not find legal entity with id 7')
  })

  it('logs a failed site-locations request and still offers the location templates', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
    stubFetch((path) => {
      if (path === '/api/locationTemplate') return { status: 200, body: [{ id: 1, name: 'Berlin office' }] }
      if (path === '/api/project/siteLocations') return { status: 500, body: { error: 'boom', messages: [] } }
      return undefined
    })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const locations = await client.fetchQuery(savedLocationsQuery(1))
    expect(locations).toEqual([{ id: 1, name: 'Berlin office' }])
    expect(log).toHaveBeenCalledWith(SITE_LOCATIONS_FAILED, expect.anything())
    expect(SITE_LOCATIONS_FAILED).toBe('API REQUEST FAILED FOR SITE LOCATIONS')
  })

  it('reports the answer save’s status in a tracking event, saved or failed', async () => {
    const saved = await renderDetail(`/application/${APP}?tab=screening`)
    await waitFor(() => expect(questionBox(saved.container, 5)).toBeTruthy())
    await typeText(questionBox(saved.container, 5)?.querySelector('input') as HTMLInputElement, '4')
    await click(button(saved.container, 'Save answers'))
    await waitFor(() =>
      expect(layer()).toContainEqual(
        expect.objectContaining({ event: 'screeningAnswersSave', applicationId: APP, status: 200 }),
      ),
    )
    cleanupDetail()

    const failed = await renderDetail(`/application/${APP}?tab=screening`, {
      save: { status: 409, body: { error: 'msp.v2.application.screening.error.not.active', messages: [] } },
    })
    await waitFor(() => expect(questionBox(failed.container, 5)).toBeTruthy())
    await typeText(questionBox(failed.container, 5)?.querySelector('input') as HTMLInputElement, '4')
    await click(button(failed.container, 'Save answers'))
    await waitFor(() =>
      expect(layer()).toContainEqual(expect.objectContaining({ event: 'screeningAnswersSave', status: 409 })),
    )
    expect(document.body.textContent).toContain('Something went wrong. Please try again.')
    expect(layer()[0]).toHaveProperty('userId')
  })
})
