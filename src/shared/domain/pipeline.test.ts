import { describe, expect, it } from 'vitest'
import {
  type ActionRow,
  allowedApplicationActions,
  allowedProjectStatusTargets,
  canApply,
  canDeleteProject,
  PIPELINE_REASONS,
  pipelineStatusMenu,
  projectDeleteBlocker,
  projectStatusEvent,
  statusesOfStage,
} from './pipeline'
import { APPLICATION_STATUS_CODES, stageOfApplicationStatus } from './statuses'

const row = (over: Partial<ActionRow> = {}): ActionRow => ({
  status: 'a',
  legalEntityId: 1,
  labelIds: [],
  allocatedMspId: null,
  pendingPoolMembership: false,
  vmsSubmitted: false,
  ...over,
})
const ctx = { legalEntityIds: [1] }

describe('§4 status to stage mapping', () => {
  it.each([
    ['a', 'active'],
    ['uc', 'active'],
    ['placeholder', 'active'],
    ['h', 'hired'],
    ['s2c', 'send2vms'],
    ['sf', 'send2vms'],
    ['sp', 'send2vms'],
    ['rm', 'rejectedOrWithdrawn'],
    ['w', 'rejectedOrWithdrawn'],
    ['rv', 'rejectedVms'],
    ['unknown', 'active'],
  ])('%s belongs to %s', (status, stage) => {
    expect(stageOfApplicationStatus(status)).toBe(stage)
  })

  it('lists the codes of each stage, every code exactly once', () => {
    expect(statusesOfStage('active').sort()).toEqual(['a', 'placeholder', 'uc'])
    expect(statusesOfStage('send2vms').sort()).toEqual(['s2c', 'sf', 'sp'])
    expect(statusesOfStage('dataHarbour')).toEqual([])
    const all = (['active', 'rejectedOrWithdrawn', 'send2vms', 'hired', 'rejectedVms'] as const).flatMap(
      statusesOfStage,
    )
    expect(all.sort()).toEqual([...APPLICATION_STATUS_CODES].sort())
  })

  it('groups the stage menu as sourcing, internal and client in menu order', () => {
    expect(pipelineStatusMenu()).toEqual({
      sourcing: ['dataHarbour', 'suggested', 'invited'],
      internal: ['active', 'rejectedOrWithdrawn'],
      client: ['send2vms', 'hired', 'rejectedVms'],
    })
  })
})

describe('application actions per status', () => {
  it('allows by status: reject from active, re-activate from rejected, hire from sent, un-hire from hired', () => {
    expect(allowedApplicationActions('a')).toEqual(['reject'])
    expect(allowedApplicationActions('uc')).toEqual(['accept', 'reject'])
    expect(allowedApplicationActions('rm')).toEqual(['reactivate'])
    expect(allowedApplicationActions('w')).toEqual(['reactivate'])
    expect(allowedApplicationActions('s2c')).toEqual(['hire'])
    expect(allowedApplicationActions('h')).toEqual(['unhire'])
    expect(allowedApplicationActions('rv')).toEqual([])
  })

  it('allows a manual hire from active only when the client has manual hire', () => {
    expect(allowedApplicationActions('a', { manualHire: true })).toContain('hire')
    expect(canApply('hire', row(), ctx)).toEqual({ ok: false, reason: PIPELINE_REASONS.status })
    expect(canApply('hire', row(), { ...ctx, manualHire: true })).toEqual({ ok: true, target: 'h' })
  })

  it('refuses rows of a legal entity that is not the user', () => {
    expect(canApply('reject', row({ legalEntityId: 2 }), ctx)).toEqual({
      ok: false,
      reason: PIPELINE_REASONS.legalEntity,
    })
  })

  it('says "already there" when the row is in the target state', () => {
    expect(canApply('reject', row({ status: 'rm' }), ctx)).toEqual({
      ok: false,
      reason: PIPELINE_REASONS.already,
    })
    expect(canApply('accept', row({ status: 'a' }), ctx)).toEqual({
      ok: false,
      reason: PIPELINE_REASONS.already,
    })
    expect(canApply('hire', row({ status: 'h' }), ctx)).toEqual({
      ok: false,
      reason: PIPELINE_REASONS.already,
    })
  })

  it('says "status does not allow it" otherwise', () => {
    expect(canApply('reject', row({ status: 'h' }), ctx)).toEqual({
      ok: false,
      reason: PIPELINE_REASONS.status,
    })
    expect(canApply('unhire', row({ status: 'a' }), ctx)).toEqual({
      ok: false,
      reason: PIPELINE_REASONS.status,
    })
    expect(canApply('reactivate', row({ status: 's2c' }), ctx)).toEqual({
      ok: false,
      reason: PIPELINE_REASONS.status,
    })
  })

  it('leaves each status action in its target status', () => {
    expect(canApply('reject', row(), ctx)).toEqual({ ok: true, target: 'rm' })
    expect(canApply('accept', row({ status: 'uc' }), ctx)).toEqual({ ok: true, target: 'a' })
    expect(canApply('reactivate', row({ status: 'rm' }), ctx)).toEqual({ ok: true, target: 'a' })
    expect(canApply('hire', row({ status: 's2c' }), ctx)).toEqual({ ok: true, target: 'h' })
  })

  it('un-hires to "sent to client" when the row went through the VMS, else to active', () => {
    expect(canApply('unhire', row({ status: 'h', vmsSubmitted: true }), ctx)).toEqual({
      ok: true,
      target: 's2c',
    })
    expect(canApply('unhire', row({ status: 'h' }), ctx)).toEqual({ ok: true, target: 'a' })
  })

  it('rejects pending applications in bulk only where the legal entity allows it', () => {
    const pending = row({ status: 'uc' })
    expect(canApply('reject', pending, { ...ctx, bulk: true })).toEqual({
      ok: false,
      reason: PIPELINE_REASONS.pendingBulkReject,
    })
    expect(canApply('reject', pending, { ...ctx, bulk: true, bulkRejectPending: true }).ok).toBe(true)
    expect(canApply('reject', pending, ctx).ok).toBe(true)
  })

  it('adds only labels of the row stage, once; removes only labels the row has', () => {
    const add = { ...ctx, labelId: 5, labelStage: 'active' as const }
    expect(canApply('addLabel', row(), add)).toEqual({ ok: true, target: 'a' })
    expect(canApply('addLabel', row({ status: 'rm' }), add)).toEqual({
      ok: false,
      reason: PIPELINE_REASONS.labelStage,
    })
    expect(canApply('addLabel', row({ labelIds: [5] }), add)).toEqual({
      ok: false,
      reason: PIPELINE_REASONS.already,
    })
    expect(canApply('removeLabel', row({ labelIds: [5] }), add)).toEqual({ ok: true, target: 'a' })
    expect(canApply('removeLabel', row(), add)).toEqual({ ok: false, reason: PIPELINE_REASONS.already })
  })

  it('allocates to another MSP, not to the one already allocated', () => {
    expect(canApply('allocate', row(), { ...ctx, mspId: 3 })).toEqual({ ok: true, target: 'a' })
    expect(canApply('allocate', row({ allocatedMspId: 3 }), { ...ctx, mspId: 3 })).toEqual({
      ok: false,
      reason: PIPELINE_REASONS.already,
    })
  })

  it('confirms pool membership only when one is pending', () => {
    expect(canApply('confirmPoolMembership', row({ pendingPoolMembership: true }), ctx).ok).toBe(true)
    expect(canApply('confirmPoolMembership', row(), ctx)).toEqual({
      ok: false,
      reason: PIPELINE_REASONS.noPendingMembership,
    })
  })
})

describe('§4 project status changes', () => {
  const visible = { freelancerVisible: true, vmsType: 'none' }
  it('allows none when the project is not visible to freelancers', () => {
    expect(
      allowedProjectStatusTargets({ status: 'ACTIVE', freelancerVisible: false, vmsType: 'none' }),
    ).toEqual([])
  })
  it('without a VMS: active to closed, deleted, paused; closed to active, deleted; paused to active, closed', () => {
    expect(allowedProjectStatusTargets({ status: 'ACTIVE', ...visible })).toEqual([
      'CLOSED',
      'DELETED',
      'PAUSED',
    ])
    expect(allowedProjectStatusTargets({ status: 'CLOSED', ...visible })).toEqual(['ACTIVE', 'DELETED'])
    expect(allowedProjectStatusTargets({ status: 'PAUSED', ...visible })).toEqual(['ACTIVE', 'CLOSED'])
    expect(allowedProjectStatusTargets({ status: 'DELETED', ...visible })).toEqual([])
  })
  it('with a VMS: only pause and resume', () => {
    const vms = { freelancerVisible: true, vmsType: 'fieldglass' }
    expect(allowedProjectStatusTargets({ status: 'ACTIVE', ...vms })).toEqual(['PAUSED'])
    expect(allowedProjectStatusTargets({ status: 'PAUSED', ...vms })).toEqual(['ACTIVE'])
    expect(allowedProjectStatusTargets({ status: 'CLOSED', ...vms })).toEqual([])
  })
  it('names the job history event of each change', () => {
    expect(projectStatusEvent('ACTIVE', 'PAUSED')).toBe('PAUSED')
    expect(projectStatusEvent('PAUSED', 'ACTIVE')).toBe('UNPAUSED')
    expect(projectStatusEvent('ACTIVE', 'CLOSED')).toBe('CLOSED')
    expect(projectStatusEvent('CLOSED', 'ACTIVE')).toBe('STATUS_UPDATED')
    expect(projectStatusEvent('ACTIVE', 'DELETED')).toBe('STATUS_UPDATED')
  })
})

describe('§5 project delete', () => {
  const hidden = { status: 'ACTIVE' as const, freelancerVisible: false }
  it('needs JOB_MANAGE_DELETE', () => {
    expect(canDeleteProject(hidden, ['JOB_MANAGE_DELETE'])).toBe(true)
    expect(projectDeleteBlocker(hidden, ['JOB_MANAGE_UPDATE'])).toBe(PIPELINE_REASONS.noPermission)
  })
  it('is refused for a project visible to freelancers, or one already deleted', () => {
    expect(projectDeleteBlocker({ ...hidden, freelancerVisible: true }, ['JOB_MANAGE_DELETE'])).toBe(
      PIPELINE_REASONS.projectVisible,
    )
    expect(projectDeleteBlocker({ ...hidden, status: 'DELETED' }, ['JOB_MANAGE_DELETE'])).toBe(
      PIPELINE_REASONS.projectDeleted,
    )
  })
})
