import { describe, expect, it } from 'vitest'
import { type JobFieldSettings, jobFieldRules, missingRequiredJobFields } from './job-fields'

const settings: JobFieldSettings = {
  assignmentPeriodStart: 'required',
  assignmentPeriodEnd: 'optional',
  hiringDeadline: 'hide',
  maxSubmissions: 'required',
  positionsNumber: 'required',
  publishDateVisible: 'optional',
  workModelType: 'required',
}

describe('job field settings', () => {
  it('maps each legal-entity setting to its form field', () => {
    expect(jobFieldRules(settings)).toEqual({
      assignmentStart: 'required',
      assignmentEnd: 'optional',
      hiringDeadline: 'hide',
      maxSubmissions: 'required',
      positions: 'required',
      publishDateVisible: 'optional',
      workMode: 'required',
    })
  })

  it('lists required fields left empty; unlimited max submissions is a value', () => {
    expect(missingRequiredJobFields({ positions: 2, maxSubmissions: -1 }, settings)).toEqual([
      'assignmentStart',
      'workMode',
    ])
    expect(
      missingRequiredJobFields(
        { assignmentStart: '2027-01-01', positions: 1, maxSubmissions: 3, workMode: 'rm' },
        settings,
      ),
    ).toEqual([])
  })

  it('never asks for a hidden or optional field', () => {
    expect(
      missingRequiredJobFields(
        { positions: 1, maxSubmissions: 1, assignmentStart: 'x', workMode: 'on' },
        settings,
      ),
    ).toEqual([])
  })
})
