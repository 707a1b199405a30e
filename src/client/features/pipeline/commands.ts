import type { ApplicationAction } from '../../../shared/contracts/pipeline'
import { KEPT_ON_DELETE } from '../../../shared/domain/pipeline'
import { APPLICATION_STAGES, type ApplicationStage } from '../../../shared/domain/statuses'
import type { TalentAction } from '../../api/talent-actions'
import { askRejectOptions, requestCompose } from '../../commands/email-requests'
import { type Command, defineCommand } from '../../commands/registry'
import { rowAllows } from './action-rules'
import { beginNote } from './application/note-opening'
import { withFlows } from './flows-module'
import { type PipelineController, pipelineController, targetIds } from './pipeline-controller'
import { adjacentStage, digitOfStage } from './pipeline-paths'
import { projectCommands } from './project-commands'
import { reviewMemoryCommands } from './review-memory/commands'

/*
 * The pipeline's registry commands (module-level, so the integrity test sees them). They
 * act on the mounted pipeline screen through its controller; `when` keeps each one to
 * the rows and projects it can apply to. Row actions use the list scope: the keys work
 * while the list pane has focus, the palette offers them everywhere on the screen.
 */
const pipeline = () => pipelineController.current()

const stageCommand = (stage: ApplicationStage): Command =>
  defineCommand({
    id: `pipeline.stage.${stage}`,
    titleKey: `msp.v2.pipeline.command.stage.${stage}`,
    group: 'pipeline',
    page: 'pipeline',
    shortcut: String(digitOfStage(stage)),
    scope: 'list',
    keywords: ['stage', 'go'],
    when: () => pipeline() !== null,
    run: () => pipeline()?.goToStage(stage),
  })

const stepCommand = (id: string, titleKey: string, shortcut: string, delta: 1 | -1): Command =>
  defineCommand({
    id,
    titleKey,
    group: 'pipeline',
    page: 'pipeline',
    shortcut,
    scope: 'list',
    keywords: ['stage'],
    when: () => {
      const p = pipeline()
      return p !== null && adjacentStage(p.stage, delta) !== null
    },
    run: () => {
      const p = pipeline()
      const next = p && adjacentStage(p.stage, delta)
      if (p && next) p.goToStage(next)
    },
  })

/** The action applies to at least one of the targets; unloaded selected rows count as possible. */
export function actionApplies(p: PipelineController, action: ApplicationAction): boolean {
  if (!p.canManageApplications() || targetIds(p).length === 0) return false
  // Across projects an action runs on one project's applications at a time.
  if (p.crossProject && p.projectId === 0) return false
  const rows = p.targets()
  if (rows.length === 0) return true
  return rows.some((row) => rowAllows(action, row, { manualHire: p.manualHire() }))
}

const actionCommand = (
  action: ApplicationAction,
  id: string,
  shortcut: string,
  keywords: string[],
  run: (p: PipelineController) => Promise<void> = (p) => withFlows((f) => f.runApplicationAction(p, action)),
  extra: (p: PipelineController) => boolean = () => true,
): Command =>
  defineCommand({
    id,
    titleKey: `msp.v2.pipeline.command.${action}`,
    group: 'pipeline',
    page: 'pipeline',
    shortcut,
    scope: 'list',
    keywords,
    when: () => {
      const p = pipeline()
      return p !== null && actionApplies(p, action) && extra(p)
    },
    run: () => {
      const p = pipeline()
      return p ? run(p) : undefined
    },
  })

const currentStageLabels = (p: PipelineController) =>
  p.stages().find((stage) => stage.key === p.stage)?.subStages ?? []

export const stageCommands: readonly Command[] = [
  defineCommand({
    id: 'pipeline.search.focus',
    titleKey: 'msp.v2.pipeline.command.search',
    group: 'pipeline',
    page: 'pipeline',
    shortcut: '/',
    scope: 'list',
    keywords: ['search', 'find', 'talent', 'name'],
    when: () => pipeline() !== null && !pipeline()?.crossProject,
    run: () => pipeline()?.focusSearch(),
  }),
  stepCommand('pipeline.stage.previous', 'msp.v2.pipeline.command.stage.previous', '[', -1),
  stepCommand('pipeline.stage.next', 'msp.v2.pipeline.command.stage.next', ']', 1),
  // Sourcing stages are listed by the projects screens: no command, no digit here.
  ...APPLICATION_STAGES.map(stageCommand),
  ...reviewMemoryCommands,
]

/** Reject's variant (issue 19 §2): another rejection template or none, and a reason (a label of the rejected stage). */
async function rejectWithOptions(p: PipelineController): Promise<void> {
  const reasons = p.stages().find((stage) => stage.key === 'rejectedOrWithdrawn')?.subStages ?? []
  const choice = await askRejectOptions({
    count: targetIds(p).length,
    reasons: reasons.map((label) => ({ id: label.id, name: label.name })),
  })
  if (choice) await withFlows((f) => f.runApplicationAction(p, 'reject', choice))
}

export const applicationCommands: readonly Command[] = [
  // A note on the focused row without moving to the pane first (issue 21 §4).
  defineCommand({
    id: 'pipeline.application.note.add',
    titleKey: 'msp.v2.pipeline.command.note.add',
    group: 'pipeline',
    page: 'pipeline',
    shortcut: 'shift+n',
    scope: 'list',
    keywords: ['note', 'log', 'call', 'comment'],
    when: () => {
      const p = pipeline()
      return !!p && p.canManageApplications() && p.focusedRow() !== null
    },
    run: () => {
      const row = pipeline()?.focusedRow()
      if (!row) return
      beginNote()
      pipeline()?.openApplication(row.id, { note: 'new' })
    },
  }),
  actionCommand('reject', 'pipeline.application.reject', 'r', ['reject', 'decline', 'email']),
  defineCommand({
    id: 'pipeline.application.rejectWith',
    titleKey: 'msp.v2.email.command.rejectWith',
    group: 'pipeline',
    page: 'pipeline',
    shortcut: 'alt+r',
    scope: 'list',
    keywords: ['reject', 'template', 'email', 'reason', 'without email'],
    when: () => {
      const p = pipeline()
      return p !== null && actionApplies(p, 'reject')
    },
    run: () => {
      const p = pipeline()
      return p ? rejectWithOptions(p) : undefined
    },
  }),
  actionCommand('reactivate', 'pipeline.application.reactivate', 'a', ['reactivate', 'restore']),
  actionCommand('hire', 'pipeline.application.hire', 'h', ['hire', 'placed']),
  actionCommand('unhire', 'pipeline.application.unhire', 'shift+h', ['unhire', 'hire']),
  actionCommand(
    'addLabel',
    'pipeline.application.label.add',
    'l',
    ['label', 'sub-stage', 'tag'],
    async (p) => {
      await withFlows(async (f) => {
        const labelId = await f.chooseLabel(p, 'add')
        if (labelId !== null) await f.runApplicationAction(p, 'addLabel', { labelId })
      })
    },
    (p) => currentStageLabels(p).length > 0,
  ),
  actionCommand(
    'removeLabel',
    'pipeline.application.label.remove',
    'shift+l',
    ['label', 'drop', 'remove'],
    async (p) => {
      await withFlows(async (f) => {
        const labelId = await f.chooseLabel(p, 'remove')
        if (labelId !== null) await f.runApplicationAction(p, 'removeLabel', { labelId })
      })
    },
  ),
  actionCommand(
    'allocate',
    'pipeline.application.allocate',
    'o',
    ['allocate', 'msp', 'owner', 'assign', 'recruiter'],
    async (p) => {
      await withFlows(async (f) => {
        const mspId = await f.chooseMsp()
        if (mspId !== null) await f.runApplicationAction(p, 'allocate', { mspId })
      })
    },
    (p) => p.teamEnabled(),
  ),
  actionCommand('confirmPoolMembership', 'pipeline.application.pool.confirm', 'c', ['pool', 'membership']),
  // Bulk actions of §2 act on the selection only.
  actionCommand(
    'accept',
    'pipeline.application.accept',
    'shift+a',
    ['accept', 'selected', 'bulk'],
    undefined,
    (p) => p.selectedIds().length > 0,
  ),
  defineCommand({
    id: 'pipeline.application.acceptAndReject',
    titleKey: 'msp.v2.pipeline.command.acceptAndReject',
    group: 'pipeline',
    page: 'pipeline',
    shortcut: 'shift+r',
    scope: 'list',
    keywords: ['accept', 'reject', 'unselected', 'bulk'],
    when: () => {
      const p = pipeline()
      return !!p && !p.crossProject && p.canManageApplications() && p.selectedIds().length > 0
    },
    run: () => {
      const p = pipeline()
      return p ? withFlows((f) => f.runAcceptAndReject(p)) : undefined
    },
  }),
]

/** §2 pipeline action "send email": the applicant email to the focused row or the selection. */
export const emailCommand: Command = defineCommand({
  id: 'pipeline.application.email',
  titleKey: 'msp.v2.email.command.pipeline',
  group: 'pipeline',
  page: 'pipeline',
  shortcut: 'e',
  scope: 'list',
  keywords: ['email', 'mail', 'contact', 'applicant', 'message'],
  when: () => {
    const p = pipeline()
    return !!p && p.canManageApplications() && targetIds(p).length > 0
  },
  run: () => {
    const p = pipeline()
    if (!p) return
    const rows = p.targets()
    requestCompose({
      kind: 'applications',
      ids: targetIds(p),
      motivation: 'applicantEmail',
      label: rows.length === 1 ? `${rows[0].talent.firstName} ${rows[0].talent.lastName}` : undefined,
    })
  },
})

const talentCommand = (
  action: TalentAction,
  keywords: string[],
  allowed: (p: PipelineController) => boolean,
): Command =>
  defineCommand({
    id: `pipeline.talent.${action}`,
    titleKey: `msp.v2.pipeline.command.${action}`,
    group: 'pipeline',
    page: 'pipeline',
    keywords,
    when: () => {
      const p = pipeline()
      return !!p && p.targets().length > 0 && allowed(p)
    },
    run: () => {
      const p = pipeline()
      return p ? withFlows((f) => f.runTalentAction(p, action)) : undefined
    },
  })

/** Talent actions reach other projects and pools: palette only, no single key. */
export const talentCommands: readonly Command[] = [
  talentCommand(
    'apply',
    ['apply', 'project', 'talent'],
    (p) => p.canManageApplications() && p.mspAppliesTalent(),
  ),
  talentCommand('invite', ['invite', 'project', 'talent'], (p) => p.canManageApplications()),
  talentCommand('addToPool', ['pool', 'add', 'talent'], (p) => p.canManagePools()),
]

/** Rare and final: palette only (so not a `pipeline.application.*` row action, which all have keys). */
const deleteApplicationCommand = defineCommand({
  id: 'pipeline.deleteApplication',
  titleKey: 'msp.v2.pipeline.command.application.delete',
  group: 'pipeline',
  page: 'pipeline',
  scope: 'list',
  keywords: ['delete', 'remove', 'application', 'erase'],
  when: () => {
    const p = pipeline()
    const row = p?.focusedRow()
    return (
      !!p && !!row && p.canManageApplications() && !p.crossProject && !KEPT_ON_DELETE.includes(row.status)
    )
  },
  run: () => {
    const p = pipeline()
    return p ? withFlows((f) => f.deleteApplicationFlow(p)) : undefined
  },
})

/** The row's actions first: the palette lists the focused row's commands in this order. */
export const pipelineCommands: readonly Command[] = [
  ...applicationCommands,
  deleteApplicationCommand,
  emailCommand,
  ...stageCommands,
  ...talentCommands,
  ...projectCommands,
]

/** The full application page (/application/:appId). */
export const APPLICATION_PAGE = 'application-page'

const ROW_ACTIONS = new Set([
  'pipeline.application.reject',
  'pipeline.application.reactivate',
  'pipeline.application.hire',
  'pipeline.application.unhire',
  'pipeline.application.label.add',
  'pipeline.application.label.remove',
  'pipeline.application.allocate',
  'pipeline.application.pool.confirm',
])

/**
 * The full application page has the pane's actions (issue 21 §5): the same commands and keys
 * as on the pipeline's focused row, acting on the page's one application (the page publishes
 * a pipeline controller for it). Escape leaves the page as it closes a pane (application-page.tsx).
 */
export const applicationPageCommands: readonly Command[] = [
  ...applicationCommands
    .filter((command) => ROW_ACTIONS.has(command.id))
    .map((command) => ({
      ...command,
      id: command.id.replace('pipeline.application.', 'applicationPage.'),
      scope: 'detail',
      page: APPLICATION_PAGE,
      // In a detail `a` accepts the Client tab's interview or offer (as in the pane); re-activate
      // stays a button and a palette entry here.
      ...(command.id === 'pipeline.application.reactivate' ? { shortcut: undefined } : {}),
    })),
  ...talentCommands.map((command) => ({
    ...command,
    id: command.id.replace('pipeline.talent.', 'applicationPage.talent.'),
    page: APPLICATION_PAGE,
  })),
]
