import { afterEach, describe, expect, it } from 'vitest'
import {
  APP,
  button,
  calls,
  cleanupDetail,
  detailOf,
  labelled,
  questionBox,
  questions,
  renderDetail,
  renderPane,
  typeText,
} from './application-harness'
import { requestBody } from './support/fetch-stub'
import { click, waitFor } from './support/render-app'

afterEach(cleanupDetail)

describe('application detail › screening', () => {
  it("shows only the MSP's questions, a child only once its parent's first answer meets the condition", async () => {
    const { container } = await renderDetail(`/application/${APP}?tab=screening`)
    await waitFor(() => expect(labelled(container, 'Work permit?')).toBeTruthy())
    expect(labelled(container, 'Valid until?')).toBeUndefined()
    expect(labelled(container, 'Referral code')).toBeUndefined()
    expect(labelled(container, 'Work permit?')?.querySelector('.screening-required-mark')).toBeTruthy()
    const yes = questionBox(container, 1)?.querySelector<HTMLInputElement>(
      'input[value="yes"]',
    ) as HTMLInputElement
    await click(yes)
    await waitFor(() => expect(labelled(container, 'Valid until?')).toBeTruthy())
    expect(questionBox(container, 2)?.style.marginLeft).toBe('20px')
  })

  it('renders questions the MSP may not edit white and disabled, editable ones grey', async () => {
    const { container } = await renderDetail(`/application/${APP}?tab=screening`)
    await waitFor(() => expect(questionBox(container, 4)).toBeTruthy())
    expect(questionBox(container, 4)?.dataset.editable).toBe('false')
    expect(questionBox(container, 4)?.querySelector('input')?.disabled).toBe(true)
    expect(questionBox(container, 5)?.dataset.editable).toBe('true')
    expect(container.textContent).toContain('not editable')
  })

  it('makes everything read-only with the warning banner when pool applications are pending', async () => {
    const { container } = await renderDetail(`/application/${APP}?tab=screening`, {
      detail: detailOf({ pendingPoolMembership: true }),
    })
    await waitFor(() => expect(questionBox(container, 1)).toBeTruthy())
    expect(container.textContent).toContain('pending talent pool applications')
    expect([...container.querySelectorAll<HTMLInputElement>('form input')].every((i) => i.disabled)).toBe(
      true,
    )
    expect(button(container, 'Save answers')).toBeUndefined()
  })

  it('is read-only when the application is not active', async () => {
    const { container } = await renderDetail(`/application/${APP}?tab=screening`, {
      detail: detailOf({ status: 'h', stage: 'hired' }),
    })
    await waitFor(() => expect(questionBox(container, 1)).toBeTruthy())
    expect(questionBox(container, 1)?.dataset.editable).toBe('false')
    expect(button(container, 'Save answers')).toBeUndefined()
  })

  it('validates all visible questions together, then saves the changes and fetches questions and history again', async () => {
    const view = await renderDetail(`/application/${APP}?tab=screening`)
    const { container, fetches } = view
    await waitFor(() => expect(questionBox(container, 1)).toBeTruthy())
    await click(questionBox(container, 1)?.querySelector('input[value="yes"]') as HTMLInputElement)
    await click(button(container, 'Save answers'))
    expect(questionBox(container, 2)?.dataset.invalid).toBe('true')
    expect(questionBox(container, 2)?.textContent).toContain('This question must be answered.')
    expect(calls(fetches, `/api/projectApplication/${APP}/question`, 'POST')).toHaveLength(0)

    await typeText(questionBox(container, 2)?.querySelector('input') as HTMLInputElement, '2028-06-30')
    const before = calls(fetches, `/api/projectApplication/${APP}/history`).length
    await click(button(container, 'Save answers'))
    await waitFor(() =>
      expect(calls(fetches, `/api/projectApplication/${APP}/question`, 'POST')).toHaveLength(1),
    )
    expect(requestBody(calls(fetches, `/api/projectApplication/${APP}/question`, 'POST')[0].init)).toEqual([
      {
        questionId: 1,
        componentName: 'workPermit',
        answers: [{ groupId: null, type: 'radio', value: 'yes', objectValue: null }],
      },
      {
        questionId: 2,
        componentName: 'permitUntil',
        answers: [{ groupId: null, type: 'date', value: '2028-06-30', objectValue: null }],
      },
    ])
    await waitFor(() =>
      expect(calls(fetches, `/api/projectApplication/${APP}/history`).length).toBeGreaterThan(before),
    )
    await waitFor(() => expect(document.body.textContent).toContain('Screening answers saved.'))
  })

  it('shows the generic error when saving fails', async () => {
    const { container } = await renderDetail(`/application/${APP}?tab=screening`, {
      save: { status: 409, body: { error: 'msp.v2.application.screening.error.not.active', messages: [] } },
    })
    await waitFor(() => expect(questionBox(container, 5)).toBeTruthy())
    await typeText(questionBox(container, 5)?.querySelector('input') as HTMLInputElement, '4')
    await click(button(container, 'Save answers'))
    await waitFor(() =>
      expect(document.body.textContent).toContain('Something went wrong. Please try again.'),
    )
  })

  it('sends nothing when the answers are back to what they were', async () => {
    const { container, fetches } = await renderDetail(`/application/${APP}?tab=screening`)
    await waitFor(() => expect(questionBox(container, 5)).toBeTruthy())
    const input = questionBox(container, 5)?.querySelector('input') as HTMLInputElement
    await typeText(input, '4')
    await typeText(input, '')
    await click(button(container, 'Save answers'))
    await waitFor(() => expect(document.body.textContent).toContain('Nothing changed.'))
    expect(calls(fetches, `/api/projectApplication/${APP}/question`, 'POST')).toHaveLength(0)
  })

  it('validates at once when the URL carries screeningInvalid', async () => {
    const unanswered = questions().map((q) => (q.id === 1 ? { ...q, answers: [] } : q))
    const { container } = await renderDetail(`/application/${APP}?screeningInvalid=1`, {
      questions: unanswered,
    })
    await waitFor(() => expect(questionBox(container, 1)?.dataset.invalid).toBe('true'))
    expect(questionBox(container, 1)?.textContent).toContain('This question must be answered.')
  })
})

describe('application detail › tabs', () => {
  // Radix renders each tab label twice (the second, hidden copy keeps the width stable).
  const tabNames = (c: HTMLElement) =>
    [...c.querySelectorAll('[role="tab"]')].map((t) => t.querySelector('span')?.textContent)

  it('offers screening only with visible questions and attachments only when there are some', async () => {
    const hiddenOnly = questions().filter((q) => q.id === 3)
    const { container } = await renderDetail(`/application/${APP}?tab=details`, { questions: hiddenOnly })
    await waitFor(() =>
      expect(tabNames(container)).toEqual(['Resume', 'Notes', 'Details', 'History', 'Client']),
    )
    cleanupDetail()
    const withFiles = detailOf({
      assessmentsEnabled: true,
      attachments: {
        workExperience: [],
        education: [],
        certificates: [
          { uuid: '0b6e4c1c-7d5e-4f3a-9a7b-3c2d1e0f9a8b', name: 'AWS.pdf', itemTitle: 'AWS Architect' },
        ],
      },
    })
    const second = await renderDetail(`/application/${APP}?tab=attachments`, { detail: withFiles })
    await waitFor(() =>
      expect(tabNames(second.container)).toEqual([
        'Resume',
        'Screening',
        'Notes',
        'Attachments',
        'Details',
        'History',
        'Assessments',
        'Client',
      ]),
    )
    const link = second.container.querySelector<HTMLAnchorElement>('a[href^="/napi/resource/"]')
    expect(link?.getAttribute('href')).toBe('/napi/resource/0b6e4c1c-7d5e-4f3a-9a7b-3c2d1e0f9a8b')
    expect(link?.target).toBe('_blank')
    expect(link?.textContent).toBe('AWS.pdf')
    expect(second.container.textContent).toContain('No attachments.')
  })
})

describe('application detail › in the pipeline pane', () => {
  it('shows the row it knows and the same header buttons while the application loads (nothing jumps)', async () => {
    let answer = () => {}
    const { container } = await renderPane({ detailHeld: new Promise<void>((r) => (answer = r)) })
    // Until the detail arrives, the pane shows the row's preview, with its buttons already.
    expect(container.querySelector('.application-detail[aria-busy]')).toBeTruthy()
    expect(container.textContent).toContain('Jana Novak')
    expect(button(container, 'Previous')).toBeTruthy()
    expect(button(container, 'Next')).toBeTruthy()
    expect(container.querySelector('a[href^="/application/"]')?.textContent).toBe('Open full page')
    answer()
    await waitFor(() => expect(container.querySelector('[role="tabpanel"]')).toBeTruthy())
    expect(button(container, 'Next')).toBeTruthy()
  })
})

describe('application detail › access', () => {
  it('links the talent only for users who read talents, and shows hidden contact data as such (§4, §6)', async () => {
    const viewer = await renderDetail(`/application/${APP}?tab=details`, {
      permissions: ['APPLICATION_VIEW'],
    })
    await waitFor(() => expect(viewer.container.querySelector('h1')?.textContent).toContain('Jana'))
    expect(viewer.container.querySelector('h1 a')).toBeNull()
    cleanupDetail()
    const hidden = detailOf({ canSeeDataProtection: false })
    const reader = await renderDetail(`/application/${APP}?tab=details`, {
      permissions: ['APPLICATION_VIEW', 'FREELANCER_HISTORY'],
      detail: { ...hidden, talent: { ...hidden.talent, email: null, phone: null } },
    })
    await waitFor(() =>
      expect(reader.container.querySelector('h1 a')?.getAttribute('href')).toBe('/talent/9'),
    )
    await waitFor(() => expect(reader.container.textContent).toContain('Hidden (data protection)'))
  })
})
