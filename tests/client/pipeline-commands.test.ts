import { afterEach, describe, expect, it } from 'vitest'
import { availableCommands, type CommandContext } from '../../src/client/commands/registry'
import { pipelineCommands } from '../../src/client/features/pipeline/commands'
import {
  type PipelineController,
  pipelineController,
} from '../../src/client/features/pipeline/pipeline-controller'
import type { ApplicationRow, ApplicationStage } from '../../src/shared/contracts/pipeline'
import { applicationRow, stagesResponse } from './pipeline-fixtures'

const context: CommandContext = {
  route: '/project/7/active',
  pane: 'list',
  selection: { kind: 'application', ids: [] },
  focusedRow: null,
  navigate: () => {},
}

interface Screen {
  stage?: ApplicationStage
  focused?: ApplicationRow | null
  selected?: ApplicationRow[]
  manage?: boolean
  manualHire?: boolean
  team?: boolean
  mspApplies?: boolean
  pools?: boolean
  /** The project's legal entity allows rejecting all pending applications at once. */
  rejectPending?: boolean
  project?: Parameters<typeof stagesResponse>[0]
}

let unregister = () => {}
afterEach(() => unregister())

/** Mounts a pipeline screen as the commands see it and lists the ids of those available. */
function available({
  stage = 'active',
  focused = null,
  selected = [],
  manage = true,
  manualHire = false,
  team = true,
  mspApplies = false,
  pools = true,
  rejectPending = false,
  project = {},
}: Screen): string[] {
  const response = stagesResponse(project)
  const controller: PipelineController = {
    projectId: 7,
    stage,
    labelId: undefined,
    project: () => response.project,
    stages: () => response.stages,
    targets: () => (selected.length > 0 ? selected : focused ? [focused] : []),
    selectedIds: () => selected.map((row) => row.id),
    focusedRow: () => focused,
    canManageApplications: () => manage,
    manualHire: () => manualHire,
    teamEnabled: () => team,
    mspAppliesTalent: () => mspApplies,
    canManagePools: () => pools,
    goToStage: () => {},
    clearSelection: () => {},
    focusSearch: () => {},
    openApplication: () => {},
    bulkRejectPending: () => rejectPending,
  }
  unregister = pipelineController.publish(controller)
  return availableCommands(pipelineCommands, context).map((command) => command.id)
}

const NOTE = 'pipeline.application.note.add'
const rowActions = (ids: string[]) =>
  ids.filter((id) => id.startsWith('pipeline.application.') && id !== NOTE)

describe('pipeline commands: which actions a row allows', () => {
  it('an active application can be rejected (with its email or another), labelled, allocated and emailed, not hired or re-activated', () => {
    expect(rowActions(available({ focused: applicationRow(1, { status: 'a' }) }))).toEqual([
      'pipeline.application.reject',
      'pipeline.application.rejectWith',
      'pipeline.application.label.add',
      'pipeline.application.allocate',
      'pipeline.application.email',
    ])
  })

  it('a note can be added to the focused row by whoever manages applications (issue 21 §4)', () => {
    expect(available({ focused: applicationRow(1, { status: 'rm' }) })).toContain(NOTE)
    expect(available({ focused: applicationRow(1), manage: false })).not.toContain(NOTE)
    expect(available({})).not.toContain(NOTE)
  })

  it('manual hire (client flag) also hires from active', () => {
    const ids = available({ focused: applicationRow(1, { status: 'a' }), manualHire: true })
    expect(ids).toContain('pipeline.application.hire')
  })

  it('a rejected application can be re-activated; a hired one un-hired; one sent to the client hired', () => {
    const rejected = available({ stage: 'rejectedOrWithdrawn', focused: applicationRow(1, { status: 'rm' }) })
    expect(rejected).toContain('pipeline.application.reactivate')
    expect(rejected).not.toContain('pipeline.application.reject')
    const hired = available({ stage: 'hired', focused: applicationRow(1, { status: 'h' }) })
    expect(hired).toContain('pipeline.application.unhire')
    expect(hired).not.toContain('pipeline.application.hire')
    const sent = available({ stage: 'send2vms', focused: applicationRow(1, { status: 's2c' }) })
    expect(sent).toContain('pipeline.application.hire')
  })

  it('drop label needs a label on the row; confirm pool membership a pending membership', () => {
    const plain = available({ focused: applicationRow(1) })
    expect(plain).not.toContain('pipeline.application.label.remove')
    expect(plain).not.toContain('pipeline.application.pool.confirm')
    const labelled = available({
      focused: applicationRow(1, {
        labels: [{ id: 101, name: 'Phone screen' }],
        pendingPoolMembership: true,
      }),
    })
    expect(labelled).toContain('pipeline.application.label.remove')
    expect(labelled).toContain('pipeline.application.pool.confirm')
  })

  it('add label needs sub-stage labels in the stage; allocate needs the team flag', () => {
    expect(available({ stage: 'hired', focused: applicationRow(1, { status: 'h' }) })).not.toContain(
      'pipeline.application.label.add',
    )
    expect(available({ focused: applicationRow(1), team: false })).not.toContain(
      'pipeline.application.allocate',
    )
  })

  it('accept selected and accept-and-reject need a selection, and a selection counts if any row allows it', () => {
    const focusedOnly = available({ focused: applicationRow(1, { status: 'uc' }) })
    expect(focusedOnly).not.toContain('pipeline.application.accept')
    expect(focusedOnly).not.toContain('pipeline.application.acceptAndReject')
    const selection = available({
      selected: [applicationRow(1, { status: 'uc' }), applicationRow(2, { status: 'a' })],
    })
    expect(selection).toContain('pipeline.application.accept')
    expect(selection).toContain('pipeline.application.acceptAndReject')
    expect(selection).toContain('pipeline.application.reject')
  })

  it('offers no row action without a row, or without APPLICATION_MANAGE', () => {
    expect(rowActions(available({}))).toEqual([])
    expect(rowActions(available({ focused: applicationRow(1), manage: false }))).toEqual([])
  })
})

describe('pipeline commands: talent actions', () => {
  it('invite needs a row; apply also the MSP-applies-talent flag; add to pool POOL_MANAGE', () => {
    const talent = (ids: string[]) => ids.filter((id) => id.startsWith('pipeline.talent.'))
    expect(talent(available({}))).toEqual([])
    expect(talent(available({ focused: applicationRow(1) }))).toEqual([
      'pipeline.talent.invite',
      'pipeline.talent.addToPool',
    ])
    expect(talent(available({ focused: applicationRow(1), mspApplies: true, pools: false }))).toEqual([
      'pipeline.talent.apply',
      'pipeline.talent.invite',
    ])
  })
})

describe('pipeline commands: stages and project', () => {
  it('digits reach the application stages only; [ and ] stop at the ends', () => {
    const active = available({ stage: 'active' })
    expect(active.filter((id) => /^pipeline\.stage\.[a-zA-Z0-9]+$/.test(id))).toEqual([
      'pipeline.stage.next',
      'pipeline.stage.active',
      'pipeline.stage.rejectedOrWithdrawn',
      'pipeline.stage.send2vms',
      'pipeline.stage.hired',
      'pipeline.stage.rejectedVms',
    ])
    const last = available({ stage: 'rejectedVms' })
    expect(last).toContain('pipeline.stage.previous')
    expect(last).not.toContain('pipeline.stage.next')
  })

  it('lists exactly the status targets the server allows, and delete only when it may', () => {
    const open = available({
      project: { allowedStatusTargets: ['CLOSED', 'DELETED', 'PAUSED'], canDelete: false },
    })
    // Besides the status targets and delete, the project's commands are external search (always)
    // and rejecting all pending applications (where the legal entity allows it).
    const statusOrDelete = (ids: string[]) =>
      ids.filter((id) => id.startsWith('pipeline.project.status.') || id === 'pipeline.project.delete')
    expect(statusOrDelete(open)).toEqual([
      'pipeline.project.status.PAUSED',
      'pipeline.project.status.CLOSED',
      'pipeline.project.status.DELETED',
    ])
    const unpublished = available({ project: { allowedStatusTargets: [], canDelete: true } })
    expect(statusOrDelete(unpublished)).toEqual(['pipeline.project.delete'])
  })

  it('deletes an application neither hired nor sent to the client, and rejects all pending where allowed', () => {
    expect(available({ focused: applicationRow(1, { status: 'a' }) })).toContain('pipeline.deleteApplication')
    expect(available({ focused: applicationRow(1, { status: 'a' }), manage: false })).not.toContain(
      'pipeline.deleteApplication',
    )
    for (const status of ['h', 's2c', 'sp', 'sf'] as const)
      expect(available({ stage: 'send2vms', focused: applicationRow(1, { status }) })).not.toContain(
        'pipeline.deleteApplication',
      )
    expect(available({ rejectPending: true })).toContain('pipeline.project.rejectPending')
    expect(available({})).not.toContain('pipeline.project.rejectPending')
    expect(available({ rejectPending: true, manage: false })).not.toContain('pipeline.project.rejectPending')
  })

  it('has no single-key shortcut on project commands, and a key on every row action', () => {
    for (const command of pipelineCommands) {
      if (command.id.startsWith('pipeline.project.')) expect(command.shortcut).toBeUndefined()
      if (command.id.startsWith('pipeline.application.')) expect(command.shortcut).toBeTruthy()
    }
  })
})
