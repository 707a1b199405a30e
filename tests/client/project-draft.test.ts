import { describe, expect, it } from 'vitest'
import {
  draftFromForm,
  draftToInput,
  emptyDraft,
  missingFieldErrors,
} from '../../src/client/features/project-form/project-draft'
import { projectFormSchema } from '../../src/shared/contracts/project'
import type { JobFieldSettings } from '../../src/shared/domain/job-fields'

const settings: JobFieldSettings = {
  assignmentPeriodStart: 'optional',
  assignmentPeriodEnd: 'optional',
  hiringDeadline: 'required',
  maxSubmissions: 'required',
  positionsNumber: 'required',
  publishDateVisible: 'hide',
  workModelType: 'required',
}

describe('project form draft', () => {
  it('starts a new project with the user as assignee, one position and unlimited submissions', () => {
    const draft = emptyDraft(3, 'EUR', 7)
    expect(draft).toMatchObject({ legalEntityId: '3', currency: 'EUR', assigneeIds: [7], positions: '1' })
    expect(draftToInput(draft).maxSubmissions).toBe(-1)
  })

  it('turns what was typed into the contract: numbers, trimmed skills, empty as null', () => {
    const input = draftToInput({
      ...emptyDraft(3, 'EUR', null),
      title: ' Data Engineer ',
      skills: 'Python, SQL, , Python',
      rateMin: '80,5',
      rateMax: '95',
      unlimitedSubmissions: false,
      maxSubmissions: '4',
      siteCity: '  ',
    })
    expect(input).toMatchObject({ skills: ['Python', 'SQL'], rateMin: 80.5, rateMax: 95, maxSubmissions: 4 })
    expect(input.site?.city).toBeNull()
    expect(projectFormSchema.safeParse(input).success).toBe(true)
  })

  it('keeps a half-typed number invalid so the contract names the field', () => {
    const input = draftToInput({ ...emptyDraft(3, 'EUR', null), title: 'Valid title', positions: '' })
    const result = projectFormSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path[0])).toContain('positions')
  })

  it('names the fields the legal entity requires', () => {
    const input = draftToInput({ ...emptyDraft(3, 'EUR', null), title: 'Valid title', maxSubmissions: '' })
    expect(missingFieldErrors(input, settings)).toEqual({
      hiringDeadline: 'msp.v2.project.error.required',
      workMode: 'msp.v2.project.error.required',
    })
  })

  it('round-trips a saved project', () => {
    const form = projectFormSchema.parse({
      legalEntityId: 2,
      title: 'Cloud Architect',
      skills: ['AWS'],
      workMode: 'rm',
      rateMin: 100,
      rateMax: 120,
      rateUnit: 'DAY',
      currency: 'USD',
      positions: 2,
      maxSubmissions: 5,
      poolIds: [4],
    })
    const { templateName: _, ...stored } = form
    expect(draftToInput(draftFromForm({ ...stored, site: form.site }))).toMatchObject({
      title: 'Cloud Architect',
      maxSubmissions: 5,
      poolIds: [4],
      rateUnit: 'DAY',
    })
  })
})
