import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, legalEntities, projects } from '../../src/server/db/schema/all'
import type { ProjectDetail } from '../../src/shared/contracts/project'
import type { PreApplicationQuestion, QuestionInput } from '../../src/shared/contracts/questions'
import { createTestApp, type TestApp } from './support/test-app'

let t: TestApp
let anna: string
let max: string
let tom: string
let gina: string
let staffing: number
let talent: number
let globexEntity: number

beforeAll(async () => {
  t = await createTestApp({ seed: { talents: 60, projects: 6 } })
  anna = (await t.login('anna.admin@acme.test')).access_token
  max = (await t.login('max.recruiter@acme.test')).access_token
  tom = (await t.login('tom.viewer@acme.test')).access_token
  gina = (await t.login('gina.globex@globex.test')).access_token
  const entity = async (name: string) =>
    (await t.database.db.select().from(legalEntities).where(eq(legalEntities.name, name)))[0].id
  staffing = await entity('Acme Staffing GmbH')
  talent = await entity('Acme Talent B.V.')
  globexEntity = await entity('Globex Services Ltd')
})
afterAll(() => t.close())

const call = (method: string, path: string, json?: unknown, token = anna) =>
  t.request(path, { method, token, json })

async function ok<T>(res: Response | Promise<Response>, status = 200): Promise<T> {
  const r = await res
  const body = r.status === 204 ? null : await r.json()
  expect({ status: r.status, body }).toMatchObject({ status })
  return body as T
}

const textQuestion = (label: string, over: Partial<QuestionInput> = {}): QuestionInput => ({
  label,
  questionJson: { type: 'textField' },
  ...over,
})
const dropdown = (label: string): QuestionInput => ({
  label,
  questionJson: {
    type: 'dropdown',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  mandatory: true,
})

async function newProject(legalEntityId = talent): Promise<ProjectDetail> {
  return ok<ProjectDetail>(
    call('POST', '/api/project', {
      legalEntityId,
      title: 'Questions test project',
      workMode: 'rm',
      positions: 1,
      hiringDeadline: '2027-05-01',
    }),
    201,
  )
}

const jobSpecific = (projectId: number, token = anna) =>
  ok<PreApplicationQuestion[]>(
    call('GET', `/api/preApplicationQuestion/jobSpecific/client?projectId=${projectId}`, undefined, token),
  )

describe('job-specific questions of a project', () => {
  it('adds, edits, reorders, hides and deletes them; the project form list keeps their order', async () => {
    const p = await newProject()
    const first = await ok<PreApplicationQuestion>(
      call('POST', '/api/preApplicationQuestion', { projectId: p.id, ...dropdown('Do you speak Dutch?') }),
      201,
    )
    expect(first).toMatchObject({
      questionType: 'job-specific',
      projectId: p.id,
      legalEntityId: null,
      componentName: 'doYouSpeakDutch',
      mandatory: true,
      questionJson: { type: 'dropdown', options: [{ value: 'yes' }, { value: 'no' }] },
    })
    const added = await ok<PreApplicationQuestion[]>(
      call('POST', '/api/preApplicationQuestion/add', {
        projectId: p.id,
        questions: [
          textQuestion('Your GitHub profile'),
          textQuestion('Notice period', { questionJson: { type: 'number' } }),
        ],
      }),
      201,
    )
    expect(added.map((q) => q.position)).toEqual([first.position + 1, first.position + 2])

    const edited = await ok<PreApplicationQuestion>(
      call('PUT', '/api/preApplicationQuestion', {
        id: added[0].id,
        ...textQuestion('Your GitLab profile'),
        mandatory: true,
      }),
    )
    expect(edited).toMatchObject({
      label: 'Your GitLab profile',
      mandatory: true,
      componentName: added[0].componentName,
    })

    const reordered = await ok<PreApplicationQuestion[]>(
      call('PUT', '/api/preApplicationQuestion/order', { ids: [added[1].id, first.id, added[0].id] }),
    )
    expect(reordered.map((q) => q.label)).toEqual([
      'Notice period',
      'Do you speak Dutch?',
      'Your GitLab profile',
    ])

    const hidden = await ok<PreApplicationQuestion>(
      call('PUT', `/api/preApplicationQuestion/${edited.id}/toggleHide`),
    )
    expect(hidden).toMatchObject({ hide: true, mandatory: false })
    expect(
      (await ok<PreApplicationQuestion>(call('PUT', `/api/preApplicationQuestion/${edited.id}/toggleHide`)))
        .hide,
    ).toBe(false)

    await ok(call('DELETE', `/api/preApplicationQuestion/${first.id}`), 204)
    expect((await jobSpecific(p.id)).map((q) => q.label)).toEqual(['Notice period', 'Your GitLab profile'])
  })

  it('replaces the whole list after a project form save, keeping ids of kept questions', async () => {
    const p = await newProject()
    const [kept, dropped] = await ok<PreApplicationQuestion[]>(
      call('POST', '/api/preApplicationQuestion/add', {
        projectId: p.id,
        questions: [textQuestion('Kept question'), textQuestion('Dropped question')],
      }),
      201,
    )
    const list = await ok<PreApplicationQuestion[]>(
      call('PUT', `/api/preApplicationQuestion/jobSpecific/project/${p.id}`, {
        questions: [
          dropdown('New first question'),
          { id: kept.id, ...textQuestion('Kept question, renamed') },
        ],
      }),
    )
    expect(list.map((q) => [q.label, q.position])).toEqual([
      ['New first question', 100],
      ['Kept question, renamed', 101],
    ])
    expect(list[1].id).toBe(kept.id)
    expect(list.some((q) => q.id === dropped.id)).toBe(false)
    // An id of another project is refused, and nothing changes.
    const other = await newProject()
    const res = await call('PUT', `/api/preApplicationQuestion/jobSpecific/project/${other.id}`, {
      questions: [{ id: kept.id, ...textQuestion('Stolen') }],
    })
    expect(res.status).toBe(400)
    expect(await jobSpecific(other.id)).toEqual([])
  })

  it('shows what was written on the screening tab of the project’s applications', async () => {
    const db = t.database.db
    const [app] = await db
      .select({ id: applications.id, projectId: applications.projectId })
      .from(applications)
      .innerJoin(projects, eq(projects.id, applications.projectId))
      .where(eq(projects.legalEntityId, talent))
      .orderBy(asc(applications.id))
      .limit(1)
    await ok(
      call('PUT', `/api/preApplicationQuestion/jobSpecific/project/${app.projectId}`, {
        questions: [dropdown('Are you based in the Netherlands?')],
      }),
    )
    const screening = await ok<{ label: string; questionType: string; mandatory: boolean }[]>(
      call('GET', `/api/projectApplication/${app.id}/question`),
    )
    expect(screening).toContainEqual(
      expect.objectContaining({
        label: 'Are you based in the Netherlands?',
        questionType: 'job-specific',
        mandatory: true,
      }),
    )
    // The legal entity's defaults come first.
    expect(screening[0].questionType).toBe('default')
  })
  it('pages through the job-specific questions of all the caller’s projects', async () => {
    const page = await ok<PreApplicationQuestion[]>(
      call('GET', '/api/preApplicationQuestion/jobSpecific/client?size=5&offset=0'),
    )
    expect(page).toHaveLength(5)
    expect(page.every((q) => q.questionType === 'job-specific' && q.projectId !== null)).toBe(true)
    const next = await ok<PreApplicationQuestion[]>(
      call('GET', '/api/preApplicationQuestion/jobSpecific/client?size=5&offset=5'),
    )
    expect(next.map((q) => q.id)).not.toContain(page[0].id)
    const globex = await ok<PreApplicationQuestion[]>(
      call('GET', '/api/preApplicationQuestion/jobSpecific/client?size=999', undefined, gina),
    )
    expect(globex.some((q) => page.some((a) => a.id === q.id))).toBe(false)
  })
})

describe('legal entity defaults', () => {
  it('lists them by legal entity and by a project’s job handle', async () => {
    const defaults = await ok<PreApplicationQuestion[]>(
      call('GET', `/api/preApplicationQuestion/default/legalEntity/${staffing}`),
    )
    expect(defaults.length).toBeGreaterThan(5)
    expect(defaults.every((q) => q.questionType === 'default' && q.legalEntityId === staffing)).toBe(true)
    const child = defaults.find((q) => q.parentQuestion !== null)
    expect(child?.parentQuestion?.componentName).toBe('workPermit')
    const p = await newProject(staffing)
    const byHandle = await ok<PreApplicationQuestion[]>(
      call('GET', `/api/preApplicationQuestion/default/jobHandle/${p.jobHandle}`),
    )
    expect(byHandle.map((q) => q.id)).toEqual(defaults.map((q) => q.id))
  })

  it('adds a default with a child shown on the parent’s answer; deleting the parent removes the child', async () => {
    const parent = await ok<PreApplicationQuestion>(
      call('POST', '/api/preApplicationQuestion', {
        legalEntityId: talent,
        ...dropdown('Do you need a visa?'),
      }),
      201,
    )
    expect(parent).toMatchObject({ questionType: 'default', legalEntityId: talent, projectId: null })
    const child = await ok<PreApplicationQuestion>(
      call('POST', '/api/preApplicationQuestion', {
        legalEntityId: talent,
        ...textQuestion('Which visa?'),
        parentQuestionId: parent.id,
        parentQuestionAnswer: 'yes',
      }),
      201,
    )
    expect(child.parentQuestion).toEqual({ id: parent.id, componentName: parent.componentName })
    const bad = await call('POST', '/api/preApplicationQuestion', {
      legalEntityId: talent,
      ...textQuestion('Which visa, again?'),
      parentQuestionId: parent.id,
      parentQuestionAnswer: 'maybe',
    })
    expect((await bad.json()).fields).toHaveProperty(['questions.0.parentQuestionAnswer'])
    await ok(call('DELETE', `/api/preApplicationQuestion/${parent.id}`), 204)
    const left = await ok<PreApplicationQuestion[]>(
      call('GET', `/api/preApplicationQuestion/default/legalEntity/${talent}`),
    )
    expect(left.some((q) => q.id === parent.id || q.id === child.id)).toBe(false)
  })
})

describe('bad input, other clients and permissions', () => {
  it('refuses an unknown component, a missing label, a choice without options and a missing scope', async () => {
    const p = await newProject()
    const cases: [unknown, string, string][] = [
      [
        { projectId: p.id, label: 'Slider?', questionJson: { type: 'slider' } },
        'questionJson.type',
        'msp.v2.questions.error.component',
      ],
      [{ projectId: p.id, questionJson: { type: 'text' } }, 'label', 'msp.v2.questions.error.label'],
      [
        { projectId: p.id, label: '   ', questionJson: { type: 'text' } },
        'label',
        'msp.v2.questions.error.label',
      ],
      [
        { projectId: p.id, label: 'Pick one', questionJson: { type: 'dropdown' } },
        'questionJson.options',
        'msp.v2.questions.error.options',
      ],
      [
        {
          projectId: p.id,
          label: 'Pick one',
          questionJson: {
            type: 'radio',
            options: [
              { value: 'a', label: 'A' },
              { value: 'a', label: 'B' },
            ],
          },
        },
        'questionJson.options',
        'msp.v2.questions.error.options.duplicate',
      ],
      [{ label: 'No scope', questionJson: { type: 'text' } }, 'projectId', 'msp.v2.questions.error.scope'],
      [
        { projectId: p.id, legalEntityId: talent, label: 'Two scopes', questionJson: { type: 'text' } },
        'projectId',
        'msp.v2.questions.error.scope',
      ],
    ]
    for (const [body, field, key] of cases) {
      const res = await call('POST', '/api/preApplicationQuestion', body)
      const json = await res.json()
      expect({ body, status: res.status, fields: json.fields?.[field] }).toEqual({
        body,
        status: 400,
        fields: [key],
      })
    }
    expect(await jobSpecific(p.id)).toEqual([])
  })

  it('answers 404 for another client’s project, legal entity or question', async () => {
    const p = await newProject()
    const mine = await ok<PreApplicationQuestion>(
      call('POST', '/api/preApplicationQuestion', { projectId: p.id, ...textQuestion('Mine') }),
      201,
    )
    const cases: [string, string, unknown][] = [
      ['GET', `/api/preApplicationQuestion/jobSpecific/client?projectId=${p.id}`, undefined],
      ['GET', `/api/preApplicationQuestion/default/legalEntity/${staffing}`, undefined],
      ['GET', `/api/preApplicationQuestion/default/jobHandle/${p.jobHandle}`, undefined],
      ['PUT', '/api/preApplicationQuestion', { id: mine.id, ...textQuestion('Theirs') }],
      ['PUT', `/api/preApplicationQuestion/${mine.id}/toggleHide`, undefined],
      ['DELETE', `/api/preApplicationQuestion/${mine.id}`, undefined],
    ]
    for (const [method, path, body] of cases) {
      const res = await call(method, path, body, gina)
      expect({ path, status: res.status }).toEqual({ path, status: 404 })
    }
    // Acme cannot write into Globex's legal entity either.
    const res = await call('POST', '/api/preApplicationQuestion', {
      legalEntityId: globexEntity,
      ...textQuestion('X'),
    })
    expect(res.status).toBe(404)
    // Max sees only Acme Staffing: Acme Talent's project and defaults are not his.
    expect(
      (await call('GET', `/api/preApplicationQuestion/default/legalEntity/${talent}`, undefined, max)).status,
    ).toBe(404)
    expect(
      (await call('GET', `/api/preApplicationQuestion/jobSpecific/client?projectId=${p.id}`, undefined, max))
        .status,
    ).toBe(404)
    expect((await jobSpecific(p.id)).map((q) => q.label)).toEqual(['Mine'])
  })

  it('needs the update permission for a project’s questions, team management for defaults, and the client flag', async () => {
    const p = await newProject(staffing)
    const viewer = await call(
      'POST',
      '/api/preApplicationQuestion',
      { projectId: p.id, ...textQuestion('Viewer') },
      tom,
    )
    expect(viewer.status).toBe(403)
    expect(
      (await call('PUT', `/api/preApplicationQuestion/jobSpecific/project/${p.id}`, { questions: [] }, tom))
        .status,
    ).toBe(403)
    // Max edits projects but does not manage the team's defaults.
    await ok(
      call('POST', '/api/preApplicationQuestion', { projectId: p.id, ...textQuestion('Recruiter') }, max),
      201,
    )
    const defaults = await call(
      'POST',
      '/api/preApplicationQuestion',
      { legalEntityId: staffing, ...textQuestion('Default') },
      max,
    )
    expect(defaults.status).toBe(403)
    // Globex has pre-application questions switched off.
    const globex = await call(
      'POST',
      '/api/preApplicationQuestion',
      { legalEntityId: globexEntity, ...textQuestion('Off') },
      gina,
    )
    expect(globex.status).toBe(403)
    expect((await globex.json()).error).toBe('msp.v2.questions.error.disabled')
    // Reads need a token.
    expect((await t.request(`/api/preApplicationQuestion/default/legalEntity/${staffing}`)).status).toBe(401)
  })
})
