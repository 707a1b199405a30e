import { act, useState } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { clientContextQuery, currentUserQuery } from '../../src/client/api/session'
import { endSession } from '../../src/client/app/auth-session'
import { writeSession } from '../../src/client/app/session'
import { QuestionsSection } from '../../src/client/features/project-form/components/questions-section'
import { draftStorageKey, emptyDraft, loadDraft } from '../../src/client/features/project-form/project-draft'
import { saveQuestionsAfter } from '../../src/client/features/project-form/save-questions'
import { SettingsPage } from '../../src/client/features/settings/components/settings-page'
import { questionEditorController } from '../../src/client/ui/question-editor/commands'
import type { ProjectDetail } from '../../src/shared/contracts/project'
import type { PreApplicationQuestion } from '../../src/shared/contracts/questions'
import { emptyQuestion, type QuestionDraft } from '../../src/shared/domain/question-draft'
import { requestBody, stubFetch } from './support/fetch-stub'
import { testClient, testUser } from './support/fixtures'
import { byLabel, click, renderRoutes, typeInto, waitFor } from './support/render-app'

const stored = (over: Partial<PreApplicationQuestion>): PreApplicationQuestion => ({
  id: 1,
  componentName: 'workPermit',
  questionJson: { type: 'radio', options: [{ value: 'yes', label: 'Yes' }] },
  questionType: 'default',
  position: 0,
  hide: false,
  mandatory: true,
  label: 'Do you hold a work permit?',
  mspVisibility: true,
  mspCanEdit: true,
  parentQuestion: null,
  parentQuestionAnswer: null,
  legalEntityId: 1,
  projectId: null,
  ...over,
})

const question = (label: string, over: Partial<QuestionDraft> = {}): QuestionDraft => ({
  ...emptyQuestion(),
  label,
  ...over,
})

let latest: QuestionDraft[] = []
function Harness({ initial, canEdit = true }: { initial: QuestionDraft[]; canEdit?: boolean }) {
  const [questions, setQuestions] = useState(initial)
  latest = questions
  return (
    <QuestionsSection
      questions={questions}
      set={(patch) => patch.questions && setQuestions(patch.questions)}
      legalEntityId={1}
      canEdit={canEdit}
    />
  )
}

async function renderSection(initial: QuestionDraft[], canEdit = true) {
  writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
  const fetches = stubFetch((path) =>
    path === '/api/preApplicationQuestion/default/legalEntity/1'
      ? { status: 200, body: [stored({})] }
      : undefined,
  )
  const view = await renderRoutes(
    [{ path: '/project/create', Component: () => <Harness initial={initial} canEdit={canEdit} /> }],
    '/project/create',
  )
  return { ...view, fetches }
}

const rows = () => [...document.querySelectorAll('#questions .question-list')[0].querySelectorAll('li')]
const rowLabels = () => rows().map((li) => li.querySelector('[id$="-label"]')?.textContent)
const buttonNamed = (text: string, root: ParentNode = document) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent?.startsWith(text)) as HTMLButtonElement

let cleanup = () => {}
afterEach(() => {
  cleanup()
  cleanup = () => {}
  endSession()
  sessionStorage.clear()
})

describe('project form › questions section', () => {
  it('adds a question through the dialog, refusing an empty label first', async () => {
    const view = await renderSection([])
    cleanup = view.unmount
    expect(view.container.textContent).toContain('No questions of its own yet')
    await click(buttonNamed('Add question'))
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    expect(dialog.textContent).toContain('New question')
    await click(buttonNamed('Save', dialog))
    expect(dialog.textContent).toContain('Enter the question.')
    await typeInto(byLabel(dialog, 'Question'), 'Do you have a driving licence?')
    await click(buttonNamed('Save', dialog))
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull())
    expect(rowLabels()).toEqual(['Do you have a driving licence?'])
    expect(rows()[0].textContent).toContain('Short text')
    expect(latest[0]).toMatchObject({
      label: 'Do you have a driving licence?',
      type: 'textField',
      visibility: 'optional',
    })
  })

  it('asks for options of a choice question and marks an unknown type as invalid', async () => {
    const view = await renderSection([
      question('Which shift?', { type: 'dropdown', options: [] }),
      question('Legacy slider', { type: 'slider' }),
    ])
    cleanup = view.unmount
    expect(rows()[1].textContent).toContain('Invalid question component')
    await click(buttonNamed('Edit', rows()[0]))
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    await click(buttonNamed('Save', dialog))
    expect(dialog.textContent).toContain('Add at least one option, one per line.')
    const options = dialog.querySelector('#question-options') as HTMLTextAreaElement
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(
        options,
        'Early\nLate\n',
      )
      options.dispatchEvent(new Event('input', { bubbles: true }))
    })
    await click(buttonNamed('Save', dialog))
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull())
    expect(latest[0].options).toEqual([
      { value: 'early', label: 'Early' },
      { value: 'late', label: 'Late' },
    ])
    expect(rows()[0].textContent).toContain('Early · Late')
  })

  it('moves, hides and deletes through the registry commands, following the focused row', async () => {
    const view = await renderSection([question('First'), question('Second'), question('Third')])
    cleanup = view.unmount
    await act(async () => rows()[1].focus())
    await act(async () => questionEditorController.current()?.move(-1))
    expect(rowLabels()).toEqual(['Second', 'First', 'Third'])
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Second'))
    await act(async () => questionEditorController.current()?.toggleHide())
    expect(latest[0].visibility).toBe('hide')
    expect(rows()[0].textContent).toContain('Hidden')
    await act(async () => questionEditorController.current()?.remove())
    expect(rowLabels()).toEqual(['First', 'Third'])
  })

  it('shows the legal entity’s defaults read-only, and no editing without the update permission', async () => {
    const view = await renderSection([question('Mine')], false)
    cleanup = view.unmount
    await waitFor(() =>
      expect(view.container.textContent).toContain('Default questions of the legal entity (1)'),
    )
    expect(view.container.textContent).toContain('Do you hold a work permit?')
    expect(buttonNamed('Add question')).toBeUndefined()
    expect(buttonNamed('Edit')).toBeUndefined()
    expect(questionEditorController.current()?.readOnly).toBe(true)
  })
})

describe('project form › questions after the save', () => {
  const saved = { id: 7, form: { ...emptyDraftForm() } } as unknown as ProjectDetail
  function emptyDraftForm() {
    return {
      legalEntityId: 1,
      title: 'Data engineer',
      description: '',
      skills: [],
      employment: null,
      workMode: null,
      site: { line1: null, line2: null, zipCode: null, city: null, state: null, countryCode: null },
      rateMin: null,
      rateMax: null,
      rateUnit: null,
      currency: null,
      assignmentStart: null,
      assignmentEnd: null,
      hiringDeadline: null,
      publicDeadline: null,
      publishDateVisible: true,
      positions: 1,
      maxSubmissions: -1,
      multipleApplicationsAllowed: false,
      poolIds: [],
      assigneeIds: [],
      hiringManagerId: null,
    }
  }

  it('writes nothing when the questions did not change, and the whole list when they did', async () => {
    writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
    const fetches = stubFetch((path, init) =>
      path === '/api/preApplicationQuestion/jobSpecific/project/7' && init.method === 'PUT'
        ? { status: 200, body: [] }
        : undefined,
    )
    const { createQueryClient } = await import('../../src/client/app/query-client')
    const client = createQueryClient()
    const initial = emptyDraft(1, 'EUR', 1)
    expect(await saveQuestionsAfter(saved, initial, initial, client)).toBe(true)
    expect(fetches.calls).toHaveLength(0)
    const draft = { ...initial, questions: [question('Why us?', { visibility: 'required' })] }
    expect(await saveQuestionsAfter(saved, draft, initial, client)).toBe(true)
    expect(requestBody(fetches.calls[0].init)).toEqual({
      questions: [
        {
          label: 'Why us?',
          questionJson: { type: 'textField' },
          hide: false,
          mandatory: true,
          mspVisibility: true,
          mspCanEdit: true,
          parentQuestionId: null,
          parentQuestionAnswer: null,
        },
      ],
    })
  })

  it('keeps the typed questions as the edit page’s draft when writing them fails', async () => {
    writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
    stubFetch(() => ({ status: 500, body: { error: 'msp.v2.message.generic.error', messages: [] } }))
    const { createQueryClient } = await import('../../src/client/app/query-client')
    const initial = emptyDraft(1, 'EUR', 1)
    const draft = { ...initial, questions: [question('Kept?')] }
    expect(await saveQuestionsAfter(saved, draft, initial, createQueryClient())).toBe(false)
    const restored = loadDraft(draftStorageKey('EDIT', 7))
    expect(restored?.title).toBe('Data engineer')
    expect(restored?.questions.map((q) => q.label)).toEqual(['Kept?'])
  })
})

describe('settings › workflow', () => {
  async function renderSettings(permissions: string[]) {
    writeSession({ accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 })
    const fetches = stubFetch((path, init) => {
      if (path === '/api/preApplicationQuestion/default/legalEntity/1')
        return { status: 200, body: [stored({})] }
      if (path === '/api/locationTemplate' && init.method !== 'POST')
        return {
          status: 200,
          body: [
            {
              id: 'template:3',
              name: 'Berlin office',
              legalEntityId: 1,
              line1: 'Unter den Linden 1',
              line2: null,
              zipCode: '10117',
              city: 'Berlin',
              state: null,
              countryCode: 'DE',
            },
          ],
        }
      if (path === '/api/preApplicationQuestion' && init.method === 'POST')
        return { status: 201, body: stored({ id: 2, label: 'Notice period?' }) }
      return undefined
    })
    const view = await renderRoutes(
      [{ path: '/settings', Component: SettingsPage }],
      '/settings',
      (client) => {
        client.setQueryData(currentUserQuery.queryKey, testUser({ permissions }))
        client.setQueryData(clientContextQuery.queryKey, {
          ...testClient({ preApplicationQuestions: true }),
          localLegalEntities: [{ id: 1, name: 'Acme Staffing GmbH' }],
        })
      },
    )
    return { ...view, fetches }
  }

  it('lists the defaults and locations of the legal entity and saves a new default at once', async () => {
    const view = await renderSettings(['JOB_MANAGE_READ', 'TEAM_MANAGEMENT'])
    cleanup = view.unmount
    await waitFor(() => expect(view.container.textContent).toContain('Do you hold a work permit?'))
    await waitFor(() => expect(view.container.textContent).toContain('Berlin office'))
    expect(view.container.textContent).toContain('Unter den Linden 1, 10117 Berlin, DE')
    await click(buttonNamed('Add question', view.container))
    const dialog = document.querySelector('[role="dialog"]') as HTMLElement
    await typeInto(byLabel(dialog, 'Question'), 'Notice period?')
    await click(buttonNamed('Save', dialog))
    await waitFor(() => expect(view.fetches.calls.some((c) => c.init.method === 'POST')).toBe(true))
    const post = view.fetches.calls.find((c) => c.init.method === 'POST')
    expect(requestBody(post?.init ?? {})).toMatchObject({
      legalEntityId: 1,
      label: 'Notice period?',
      mandatory: false,
    })
  })

  it('is read-only without team management', async () => {
    const view = await renderSettings(['JOB_MANAGE_READ'])
    cleanup = view.unmount
    await waitFor(() => expect(view.container.textContent).toContain('Berlin office'))
    expect(view.container.textContent).toContain('changing them needs team management rights')
    expect(buttonNamed('Add question', view.container)).toBeUndefined()
    expect(buttonNamed('Add location', view.container)).toBeUndefined()
  })
})
