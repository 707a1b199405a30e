import { afterEach, describe, expect, it } from 'vitest'
import { clientContextQuery } from '../../src/client/api/session'
import { ShareDialog } from '../../src/client/features/project-page/components/share-dialog'
import type { ClientContext } from '../../src/shared/contracts/client-context'
import { testClient } from './support/fixtures'
import { renderRoutes, waitFor } from './support/render-app'

let cleanup = () => {}
afterEach(() => cleanup())

async function renderShare(client: ClientContext) {
  const Page = () => (
    <ShareDialog open url="http://app.test/project/42/summary" projectId={42} onClose={() => {}} />
  )
  const view = await renderRoutes([{ path: '/', Component: Page }], '/', (q) =>
    q.setQueryData(clientContextQuery.queryKey, client),
  )
  cleanup = view.unmount
  return view
}

const field = (label: string) => document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)

describe('share project', () => {
  it('offers the client’s external application link for the project, with the tracking source picker when assisted UTM is on', async () => {
    await renderShare(
      testClient({
        externalApplicationLink: 'https://careers.acme.test/apply',
        assistedUtm: true,
        trackingSources: ['linkedin', 'indeed'],
      }),
    )
    await waitFor(() =>
      expect(field('Application link for talents')?.value).toBe('https://careers.acme.test/apply?project=42'),
    )
    expect(field('Project link')?.value).toBe('http://app.test/project/42/summary')
    expect(document.querySelector('[aria-label="Tracking source"]')).not.toBeNull()
  })

  it('has no tracking source without assisted UTM, and no application link without the client’s link', async () => {
    await renderShare(
      testClient({
        externalApplicationLink: 'https://careers.acme.test/apply',
        trackingSources: ['linkedin'],
      }),
    )
    await waitFor(() => expect(field('Application link for talents')).not.toBeNull())
    expect(document.querySelector('[aria-label="Tracking source"]')).toBeNull()
    cleanup()
    await renderShare(testClient())
    await waitFor(() => expect(field('Project link')).not.toBeNull())
    expect(field('Application link for talents')).toBeNull()
  })
})
