import { afterEach, describe, expect, it } from 'vitest'
import { APP, button, calls, cleanupDetail, questionBox, renderDetail, typeText } from './application-harness'
import { requestBody } from './support/fetch-stub'
import { click, waitFor } from './support/render-app'

afterEach(cleanupDetail)

describe('application detail › notes', () => {
  const note = {
    id: 41,
    actionType: 'cl' as const,
    note: 'Called about availability.',
    executionDate: '2026-11-02T00:00:00.000Z',
    created: '2026-11-02T09:00:00.000Z',
    updated: '2026-11-02T09:00:00.000Z',
    msp: { firstName: 'Anna', lastName: 'Admin' },
    // The test user's own note (testUser id 1).
    mspId: 1,
  }

  it('shows the empty state, starts a note of today, validates it, clears a re-chosen type and posts it', async () => {
    const { container, fetches } = await renderDetail(`/application/${APP}?tab=notes`)
    await waitFor(() => expect(container.textContent).toContain('No notes yet.'))
    await click(button(container, 'Add note'))
    expect(button(container, 'Add note')).toBeUndefined()
    // A new note is a note (issue 21 §4): type the text and save.
    expect(button(container, 'Note').getAttribute('aria-pressed')).toBe('true')
    await click(button(container, 'Note'))
    const text = container.querySelector<HTMLTextAreaElement>('#note-text') as HTMLTextAreaElement
    await typeText(text, 'ab')
    await click(button(container, 'Post'))
    expect(container.textContent).toContain('The note needs at least 3 characters.')
    expect(container.textContent).toContain('Choose the type.')
    const call = button(container, 'Call')
    await click(call)
    expect(call.getAttribute('aria-pressed')).toBe('true')
    await click(call)
    expect(call.getAttribute('aria-pressed')).toBe('false')
    await click(call)
    await typeText(text, 'Spoke with the talent.')
    const before = calls(fetches, `/api/projectApplication/${APP}/history`).length
    await click(button(container, 'Post'))
    await waitFor(() =>
      expect(calls(fetches, `/api/projectApplication/${APP}/history/manualLog`, 'POST')).toHaveLength(1),
    )
    const body = requestBody(
      calls(fetches, `/api/projectApplication/${APP}/history/manualLog`, 'POST')[0].init,
    )
    expect(body).toMatchObject({ actionType: 'cl', note: 'Spoke with the talent.' })
    expect((body as { executionDate: string }).executionDate).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    await waitFor(() =>
      expect(calls(fetches, `/api/projectApplication/${APP}/history`).length).toBeGreaterThan(before),
    )
    await waitFor(() => expect(container.querySelector('#note-text')).toBeNull())
  })

  it('is read-only for a user without the permissions to manage notes and edit answers', async () => {
    const viewer = {
      permissions: ['APPLICATION_VIEW'],
      history: { totalResults: 0, results: [], notes: [note] },
    }
    const { container } = await renderDetail(`/application/${APP}?tab=notes`, viewer)
    await waitFor(() => expect(container.textContent).toContain('Called about availability.'))
    expect(button(container, 'Add note')).toBeUndefined()
    expect(button(container, 'Edit')).toBeUndefined()
    cleanupDetail()
    const screening = await renderDetail(`/application/${APP}?tab=screening`, viewer)
    await waitFor(() => expect(questionBox(screening.container, 5)).toBeTruthy())
    expect(questionBox(screening.container, 5)?.dataset.editable).toBe('false')
    expect(button(screening.container, 'Save answers')).toBeUndefined()
  })

  it("offers no edit or delete of another recruiter's note without team management", async () => {
    const others = { history: { totalResults: 0, results: [], notes: [{ ...note, mspId: 2 }] } }
    const { container } = await renderDetail(`/application/${APP}?tab=notes`, others)
    await waitFor(() => expect(container.textContent).toContain('Called about availability.'))
    expect(button(container, 'Add note')).toBeTruthy()
    expect(button(container, 'Edit')).toBeUndefined()
    expect(button(container, 'Delete')).toBeUndefined()
    cleanupDetail()
    const lead = await renderDetail(`/application/${APP}?tab=notes`, {
      ...others,
      permissions: ['APPLICATION_VIEW', 'APPLICATION_MANAGE', 'TEAM_MANAGEMENT'],
    })
    await waitFor(() => expect(lead.container.textContent).toContain('Called about availability.'))
    expect(button(lead.container, 'Edit')).toBeTruthy()
  })

  it('edits a note with "save" and deletes one after the confirmation', async () => {
    const { container, fetches } = await renderDetail(`/application/${APP}?tab=notes`, {
      history: { totalResults: 0, results: [], notes: [note] },
    })
    await waitFor(() => expect(container.textContent).toContain('Called about availability.'))
    await click(button(container, 'Edit'))
    expect(button(container, 'Save')).toBeTruthy()
    expect(button(container, 'Add note')).toBeUndefined()
    await click(button(container, 'Cancel'))
    await click(button(container, 'Delete'))
    const dialog = await (async () => {
      let found: Element | null = null
      await waitFor(() => {
        found = document.querySelector('[role="alertdialog"]')
        expect(found).toBeTruthy()
      })
      return found as unknown as HTMLElement
    })()
    expect(dialog.textContent).toContain('Confirm deletion')
    expect(dialog.textContent).toContain('Are you sure?')
    await click(button(dialog, 'Delete'))
    await waitFor(() =>
      expect(calls(fetches, `/api/projectApplication/${APP}/history/manualLog/41`, 'DELETE')).toHaveLength(1),
    )
  })
})
