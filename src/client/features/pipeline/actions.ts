import type { HeldEmails, RejectEmail } from '../../../shared/contracts/email-hold'
import type {
  ApplicationAction,
  ApplicationRow,
  BulkActionRequest,
  BulkActionResponse,
  PreflightResponse,
} from '../../../shared/contracts/pipeline'
import { SINGLE_CALL_ACTIONS } from '../../../shared/domain/pipeline'
import { undoApplicationChange } from '../../api/applications'
import { errorText } from '../../app/api-error'
import { heldEmailsText, undoToastMs } from '../../commands/email-requests'
import { i18n, translateIfKnown } from '../../i18n/i18n'
import { showToast, showUndoToast } from '../../ui/toasts/toast-store'
import {
  acceptAndReject,
  acceptAndRejectPreflight,
  applicationAction,
  bulkApplicationAction,
  bulkPreflight,
  rejectPendingApplications,
  type SingleAction,
} from './api'
import { askDialog } from './dialog-store'
import { type PipelineController, targetIds } from './pipeline-controller'

/*
 * The §2 action flows, shared by every command: one row goes straight to its call; a
 * selection of several goes through the preflight (START), the user's confirmation
 * (CONFIRM) and the run (REJECT / the action), whose partial success is shown by row.
 * Every change refreshes what it made stale (api.ts) and offers Undo (§4).
 */

const SINGLE_CALLS: ReadonlySet<ApplicationAction> = new Set<SingleAction>(SINGLE_CALL_ACTIONS)

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, options)

/** A row failure's reason (an i18n key from shared/domain/pipeline.ts), translated. */
export function failureText(reason: string): string {
  return translateIfKnown(reason) ?? t('msp.v2.pipeline.reason.unknown')
}

export const rowName = (row: ApplicationRow) => `${row.talent.firstName} ${row.talent.lastName}`

function namesOf(rows: readonly ApplicationRow[]): Map<number, string> {
  return new Map(rows.map((row) => [row.id, rowName(row)]))
}

export async function undoPipelineChange(undoToken: string): Promise<void> {
  try {
    const answer = await undoApplicationChange.run(undoToken)
    showToast(
      'success',
      t(answer?.mode === 'task' ? 'msp.v2.pipeline.undo.task' : 'msp.v2.pipeline.undo.done'),
    )
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}

async function offerUndo(
  text: string,
  undoToken: string | null | undefined,
  emails?: HeldEmails,
): Promise<void> {
  // A reject says whether its email goes out, and when: the undo toast lasts until then.
  const sentence = await heldEmailsText(emails)
  const full = sentence ? `${text}${/[.!?…]$/.test(text) ? '' : '.'} ${sentence}` : text
  if (undoToken) showUndoToast(full, () => undoPipelineChange(undoToken), undefined, undoToastMs(emails))
  else showToast('success', full)
}

export interface ActionOptions {
  labelId?: number
  mspId?: number
  /** reject: which email goes out (absent: the default template) and the reason label. */
  email?: RejectEmail
  reasonLabelId?: number
}

export async function runApplicationAction(
  pipeline: PipelineController,
  action: ApplicationAction,
  options: ActionOptions = {},
): Promise<void> {
  const ids = targetIds(pipeline)
  if (ids.length === 0) return
  const names = namesOf(pipeline.targets())
  const { projectId } = pipeline
  if (ids.length === 1 && SINGLE_CALLS.has(action)) {
    try {
      const answer = await applicationAction.run({
        projectId,
        action: action as SingleAction,
        id: ids[0],
        ...options,
      })
      if (answer.rows.length > 0) {
        if (pipeline.selectedIds().length > 0) pipeline.clearSelection()
        const text = t(`msp.v2.pipeline.done.${action}`, {
          count: 1,
          name: names.get(ids[0]) ?? `#${ids[0]}`,
        })
        await offerUndo(text, answer.undoToken, answer.emails)
      }
      for (const failure of answer.failures) showToast('error', failureText(failure.reason))
    } catch (error) {
      showToast('error', errorText(error, translateIfKnown))
    }
    return
  }

  const request: BulkActionRequest = { action, projectId, ids, ...options }
  await runBulk(pipeline, {
    names,
    destructive: action === 'reject',
    title: t(`msp.v2.pipeline.bulk.title.${action}`, { count: ids.length }),
    preflight: ids.length > 1 ? () => bulkPreflight(request) : null,
    run: (okIds) => bulkApplicationAction.run({ ...request, ids: okIds }),
    ids,
    doneKey: `msp.v2.pipeline.done.${action}`,
  })
}

/** §2 "accept selected and reject unselected" over the current stage (and label). */
export async function runAcceptAndReject(pipeline: PipelineController): Promise<void> {
  const acceptIds = pipeline.selectedIds()
  if (acceptIds.length === 0) return
  const body = { projectId: pipeline.projectId, stage: pipeline.stage, labelId: pipeline.labelId, acceptIds }
  await runBulk(pipeline, {
    names: namesOf(pipeline.targets()),
    destructive: true,
    title: t('msp.v2.pipeline.bulk.title.acceptAndReject', { count: acceptIds.length }),
    preflight: () => acceptAndRejectPreflight(body),
    // The server re-reads the unselected rows of the stage; the accepted ones are those it cleared.
    run: () => acceptAndReject.run(body),
    ids: acceptIds,
    doneKey: 'msp.v2.pipeline.done.acceptAndReject',
  })
}

/**
 * Rejects every application of the project still waiting for confirmation (§3 legal-entity
 * key "bulk reject of pending applications"), confirmed first, with undo like any bulk reject.
 */
export async function runRejectPending(pipeline: PipelineController): Promise<void> {
  const project = pipeline.project()
  if (!project) return
  const answer = await askDialog({
    kind: 'confirm',
    title: t('msp.v2.pipeline.command.rejectPending'),
    body: t('msp.v2.pipeline.rejectPending.confirm', { title: project.title }),
    confirmLabel: t('msp.v2.pipeline.rejectPending.button'),
    destructive: true,
  })
  if (!answer) return
  await runBulk(pipeline, {
    names: new Map(),
    destructive: true,
    title: t('msp.v2.pipeline.command.rejectPending'),
    preflight: null,
    run: async () => {
      const result = await rejectPendingApplications.run(project.id)
      if (result.mode === 'done' && result.succeededIds.length === 0 && result.failures.length === 0)
        showToast('success', t('msp.v2.pipeline.rejectPending.none'))
      return result
    },
    ids: [],
    doneKey: 'msp.v2.pipeline.rejectPending.done',
  })
}

interface BulkFlow {
  names: Map<number, string>
  destructive: boolean
  title: string
  preflight: (() => Promise<PreflightResponse>) | null
  run: (okIds: number[]) => Promise<BulkActionResponse>
  ids: number[]
  doneKey: string
}

async function runBulk(pipeline: PipelineController, flow: BulkFlow): Promise<void> {
  let okIds = flow.ids
  try {
    if (flow.preflight) {
      // START: what would fail, before anything changes.
      const check = await flow.preflight()
      // CONFIRM
      const proceed = await askDialog({
        kind: 'preflight',
        title: flow.title,
        intro: t(
          flow.destructive ? 'msp.v2.pipeline.preflight.confirm.reject' : 'msp.v2.pipeline.preflight.intro',
        ),
        okCount: check.okIds.length,
        failures: check.failures,
        names: flow.names,
        destructive: flow.destructive,
      })
      if (!proceed) return
      okIds = check.okIds
    }
    // REJECT (or the action itself)
    const result = await flow.run(okIds)
    if (result.mode === 'task') {
      pipeline.clearSelection()
      showToast(
        'success',
        t('msp.v2.pipeline.task.started', { count: result.task.count.total || okIds.length }),
      )
      return
    }
    if (result.succeededIds.length > 0) {
      pipeline.clearSelection()
      await offerUndo(
        t(flow.doneKey, {
          count: result.succeededIds.length,
          name: flow.names.get(result.succeededIds[0]) ?? `#${result.succeededIds[0]}`,
        }),
        result.undoToken,
        result.emails,
      )
    }
    if (result.failures.length > 0) {
      await askDialog({
        kind: 'result',
        title: t('msp.v2.pipeline.result.title'),
        succeededCount: result.succeededIds.length,
        failures: result.failures,
        names: flow.names,
      })
    }
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}
