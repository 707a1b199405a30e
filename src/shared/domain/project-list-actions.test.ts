import { describe, expect, it } from 'vitest'
import { PIPELINE_REASONS } from './pipeline'
import {
  LIST_ACTION_REASONS,
  type SelectedProject,
  selectionDelete,
  selectionInvite,
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

  describe('invite to project', () => {
    const manage = ['APPLICATION_MANAGE']
    it('is allowed for active, open, published projects', () => {
      expect(selectionInvite([project({ id: 1 }), project({ id: 2 })], manage)).toEqual({
        ok: true,
        value: [1, 2],
      })
    })
    it.each([
      ['paused', { status: 'PAUSED' as const }, LIST_ACTION_REASONS.notActive],
      ['filled', { filled: true }, LIST_ACTION_REASONS.filled],
      ['not visible to freelancers', { freelancerVisible: false }, LIST_ACTION_REASONS.notVisible],
    ])('is disabled when one project is %s, naming it', (_name, over, reason) => {
      const blocker = project({ id: 9, title: 'Blocker', ...over })
      expect(selectionInvite([project({}), blocker], manage)).toEqual({ ok: false, reason, project: blocker })
    })
    it('needs the right to manage applications and a selection', () => {
      expect(selectionInvite([project({})], [])).toMatchObject({
        ok: false,
        reason: PIPELINE_REASONS.noPermission,
      })
      expect(selectionInvite([], manage)).toMatchObject({ ok: false, reason: LIST_ACTION_REASONS.empty })
    })
  })
})
