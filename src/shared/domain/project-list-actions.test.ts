import { describe, expect, it } from 'vitest'
import { PIPELINE_REASONS } from './pipeline'
import {
  LIST_ACTION_REASONS,
  type SelectedProject,
  selectionDelete,
  selectionStatusTargets,
} from './project-list-actions'

const project = (over: Partial<SelectedProject>): SelectedProject => ({
  id: 1,
  title: 'P',
  status: 'ACTIVE',
  freelancerVisible: true,
  vmsType: 'none',
  ...over,
})

describe('project list actions (§5)', () => {
  it('offers the targets every selected project allows', () => {
    const result = selectionStatusTargets([project({ id: 1 }), project({ id: 2, status: 'PAUSED' })])
    expect(result).toEqual({ ok: true, value: ['CLOSED'] })
  })

  it('is disabled when one project has no target, naming it', () => {
    const hidden = project({ id: 7, title: 'Hidden', freelancerVisible: false })
    expect(selectionStatusTargets([project({}), hidden])).toEqual({
      ok: false,
      reason: LIST_ACTION_REASONS.noTarget,
      project: hidden,
    })
  })

  it('is disabled when the projects share no target (a VMS project only pauses)', () => {
    const vms = project({ id: 2, status: 'ACTIVE', vmsType: 'fieldglass' })
    expect(selectionStatusTargets([project({ status: 'CLOSED' }), vms])).toMatchObject({
      ok: false,
      reason: LIST_ACTION_REASONS.noCommonTarget,
    })
  })

  it('deletes only projects invisible to freelancers, and only with JOB_MANAGE_DELETE', () => {
    const draft = project({ id: 3, freelancerVisible: false })
    expect(selectionDelete([draft], ['JOB_MANAGE_DELETE'])).toEqual({ ok: true, value: [3] })
    expect(selectionDelete([draft, project({ id: 4 })], ['JOB_MANAGE_DELETE'])).toMatchObject({
      ok: false,
      reason: PIPELINE_REASONS.projectVisible,
      project: { id: 4 },
    })
    expect(selectionDelete([draft], [])).toMatchObject({ ok: false, reason: PIPELINE_REASONS.noPermission })
    expect(selectionDelete([], ['JOB_MANAGE_DELETE'])).toMatchObject({
      ok: false,
      reason: LIST_ACTION_REASONS.empty,
    })
  })
})
