import { act } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { currentUserQuery } from '../../src/client/api/session'
import { endSession } from '../../src/client/app/auth-session'
import { writeSession } from '../../src/client/app/session'
import { TagManager } from '../../src/client/features/settings/components/tag-manager'
import { requestBody, stubFetch } from './support/fetch-stub'
import { testUser } from './support/fixtures'
import { renderRoutes, waitFor } from './support/render-app'

let unmount = () => {}
afterEach(() => {
  unmount()
  endSession()
})

const TAGS = [
  { id: 1, value: 'Java' },
  { id: 2, value: 'Kotlin' },
  { id: 3, value: 'Remote only' },
]

async function renderManager(permissions: string[]) {
  writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
  const fetches = stubFetch((url, init) => {
    if (url === '/api/tag/listAll') return { status: 200, body: { results: TAGS, totalResults: TAGS.length } }
    if (url === '/api/tags' && init.method === 'POST')
      return { status: 409, body: { error: 'msp.v2.tags.error.exists', messages: [] } }
    if (url === '/api/tag/2/rename') return { status: 200, body: { id: 2, value: 'Kotlin Senior' } }
    return undefined
  })
  const view = await renderRoutes([{ path: '/', Component: () => <TagManager /> }], '/', (client) =>
    client.setQueryData(currentUserQuery.queryKey, testUser({ permissions })),
  )
  unmount = view.unmount
  await waitFor(() => expect(view.container.textContent).toContain('Remote only'))
  return { ...view, fetches }
}

const key = (target: Element, k: string) =>
  act(async () => {
    target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }))
  })

describe('tag manager (Settings → Workflow → tags)', () => {
  it('filters as you type and moves through the list by keyboard', async () => {
    const { container } = await renderManager(['TAGS_MANAGE'])
    const filter = container.querySelector<HTMLInputElement>(
      'input[aria-label="Filter tags"]',
    ) as HTMLInputElement
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(filter, 'o')
      filter.dispatchEvent(new Event('input', { bubbles: true }))
    })
    const rows = () => [...container.querySelectorAll('li')].map((li) => li.textContent)
    await waitFor(() => expect(rows()).toEqual(['Kotlin', 'Remote only']))
    await key(filter, 'ArrowDown')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Kotlin'))
    await key(document.activeElement as Element, 'j')
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Remote only'))
  })

  it('shows the server reason when a new tag clashes with an existing one', async () => {
    const { container, fetches } = await renderManager(['TAGS_MANAGE'])
    const add = [...container.querySelectorAll('button')].find((b) => b.textContent?.startsWith('New tag'))
    await act(async () => add?.click())
    const name = await waitForInput('Tag name')
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(name, 'java')
      name.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await act(async () => name.form?.requestSubmit())
    await waitFor(() => expect(document.body.textContent).toContain('A tag with this name exists already.'))
    const post = fetches.calls.find((c) => new URL(c.url, 'http://x').pathname === '/api/tags')
    expect(requestBody(post?.init ?? {})).toEqual({ value: 'java' })
  })

  it('is read-only without the manage-tags permission', async () => {
    const { container } = await renderManager(['TAGS_ASSIGN'])
    expect([...container.querySelectorAll('button')].some((b) => b.textContent?.startsWith('New tag'))).toBe(
      false,
    )
  })
})

async function waitForInput(label: string): Promise<HTMLInputElement> {
  let found: HTMLInputElement | null = null
  await waitFor(() => {
    found = document.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)
    expect(found).not.toBeNull()
  })
  return found as unknown as HTMLInputElement
}
