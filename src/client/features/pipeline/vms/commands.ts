import type { LoggedUser } from '../../../../shared/contracts/auth'
import type { ClientContext } from '../../../../shared/contracts/client-context'
import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
import { hasPermission } from '../../../../shared/domain/permissions'
import { RESENDABLE_STATUSES, SENDABLE_STATUSES } from '../../../../shared/domain/vms'
import { legalEntityOf } from '../../../api/legal-entities'
import { clientContextQuery, currentUserQuery } from '../../../api/session'
import { errorText } from '../../../app/api-error'
import { queryClient } from '../../../app/query-client'
import { type Command, defineCommand } from '../../../commands/registry'
import { i18n, translateIfKnown } from '../../../i18n/i18n'
import { showToast } from '../../../ui/toasts/toast-store'
import { withFlows } from '../flows-module'
import { type PipelineController, pipelineController } from '../pipeline-controller'
import { pipelinePath } from '../pipeline-paths'
import { cancelSends, sendToVms, vmsApplicationQuery } from './api'
import { vmsBoardController } from './board-controller'
import { askVmsDialog } from './dialog-store'
import { type PanelItem, vmsPanelController } from './panel-controller'

/*
 * The VMS commands (issue 20): on the pipeline (send, re-send, cancel, interview and offer
 * actions of §2), in an application's Client tab (answer on the talent's behalf, record,
 * re-send) and everywhere (the sync board, notifications). Module-level, so the registry's
 * integrity test sees them; the screens register them while mounted.
 */

const pipeline = () => pipelineController.current()
const client = () => queryClient.getQueryData<ClientContext>(clientContextQuery.queryKey)
const user = () => queryClient.getQueryData<LoggedUser>(currentUserQuery.queryKey)
const vmsTypeOf = (legalEntityId: number) => legalEntityOf(client(), legalEntityId)?.config.vmsType ?? 'none'
const projectHasVms = (p: PipelineController) => {
  const le = p.project()?.legalEntityId
  return le !== undefined && vmsTypeOf(le) !== 'none'
}
const rowName = (row: ApplicationRow) => `${row.talent.firstName} ${row.talent.lastName}`

/** Some targeted row (or an unloaded selected one) could take the action. */
const applies = (p: PipelineController, statuses: readonly string[]) => {
  if (!p.canManageApplications()) return false
  const rows = p.targets()
  if (rows.length === 0) return p.selectedIds().length > 0
  return rows.some((row) => statuses.includes(row.status))
}

const listCommand = (
  id: string,
  titleKey: string,
  run: (p: PipelineController) => unknown,
  when: (p: PipelineController) => boolean,
  extra: Partial<Command> = {},
): Command =>
  defineCommand({
    id,
    titleKey,
    group: 'pipeline',
    page: 'pipeline',
    scope: 'list',
    when: () => {
      const p = pipeline()
      return p !== null && when(p)
    },
    run: () => {
      const p = pipeline()
      return p ? (run(p) as Promise<void> | undefined) : undefined
    },
    ...extra,
  })

/** The focused row's open (or any) record of `kind`, read from the VMS part of its detail. */
async function recordOf(
  appId: number,
  kind: 'interview' | 'offer',
  local: boolean,
): Promise<PanelItem | null> {
  const d = await queryClient.fetchQuery(vmsApplicationQuery(appId))
  if (kind === 'interview') {
    const item = d.interviews.find((i) => (!local || i.externalId === null) && i.status !== 'can')
    return item ? { kind, item } : null
  }
  const item = d.offers.find((o) => (!local || o.externalId === null) && o.status === 'cre')
  return item ? { kind, item } : null
}

const focusedWithoutVms = (p: PipelineController) => {
  const row = p.focusedRow()
  return !!row && p.canManageApplications() && vmsTypeOf(row.legalEntityId) === 'none'
}

const showRecord = (p: PipelineController, ctx: { navigate: (to: string) => void }) => {
  const row = p.focusedRow()
  if (row)
    ctx.navigate(`${pipelinePath(p.projectId, p.stage, { labelId: p.labelId, appId: row.id })}?tab=vms`)
}

export const vmsPipelineCommands: readonly Command[] = [
  listCommand(
    'pipeline.vms.send',
    'msp.v2.vms.command.send',
    (p) => withFlows((f) => f.sendFlow(p, 'send')),
    (p) => projectHasVms(p) && applies(p, SENDABLE_STATUSES),
    {
      shortcut: 'v',
      keywords: ['vms', 'send', 'client', 'submit', 'upload'],
    },
  ),
  listCommand(
    'pipeline.vms.resend',
    'msp.v2.vms.command.resend',
    (p) => withFlows((f) => f.sendFlow(p, 'resend')),
    (p) => projectHasVms(p) && applies(p, RESENDABLE_STATUSES),
    {
      shortcut: 'shift+v',
      keywords: ['vms', 'resend', 'again', 'failed'],
    },
  ),
  listCommand(
    'pipeline.vms.cancel',
    'msp.v2.vms.command.cancel',
    (p) => withFlows((f) => f.cancelFlow(p)),
    (p) => applies(p, ['sp']),
    {
      keywords: ['vms', 'cancel', 'withdraw', 'pending'],
    },
  ),
  listCommand(
    'pipeline.vms.interview.new',
    'msp.v2.vms.command.interview.new',
    (p) => {
      const row = p.focusedRow()
      return row ? withFlows((f) => f.recordInterviewFlow(row.id, rowName(row))) : undefined
    },
    focusedWithoutVms,
    { keywords: ['interview', 'new', 'schedule'] },
  ),
  listCommand(
    'pipeline.vms.interview.cancel',
    'msp.v2.vms.command.interview.cancel',
    async (p) => {
      const row = p.focusedRow()
      const item = row ? await recordOf(row.id, 'interview', true) : null
      if (row && item) await withFlows((f) => f.closeFlow(row.id, item))
      else showToast('error', i18n.t('msp.v2.vms.none.interview'))
    },
    focusedWithoutVms,
    { keywords: ['interview', 'cancel'] },
  ),
  listCommand(
    'pipeline.vms.offer.new',
    'msp.v2.vms.command.offer.new',
    (p) => {
      const row = p.focusedRow()
      if (!row) return
      const offer = {
        rate: row.rate === null ? null : Number(row.rate),
        currency: row.currency ?? 'EUR',
        rateUnit: row.rateUnit ?? 'HR',
      }
      return withFlows((f) => f.recordOfferFlow(row.id, rowName(row), offer))
    },
    focusedWithoutVms,
    { keywords: ['offer', 'new'] },
  ),
  listCommand(
    'pipeline.vms.offer.withdraw',
    'msp.v2.vms.command.offer.withdraw',
    async (p) => {
      const row = p.focusedRow()
      const item = row ? await recordOf(row.id, 'offer', true) : null
      if (row && item) await withFlows((f) => f.closeFlow(row.id, item))
      else showToast('error', i18n.t('msp.v2.vms.none.offer'))
    },
    focusedWithoutVms,
    { keywords: ['offer', 'withdraw'] },
  ),
  defineCommand({
    id: 'pipeline.vms.show',
    titleKey: 'msp.v2.vms.command.show',
    group: 'pipeline',
    page: 'pipeline',
    keywords: ['interview', 'offer', 'show', 'client', 'vms'],
    when: () => pipeline()?.focusedRow() != null,
    run: (ctx) => {
      const p = pipeline()
      if (p) showRecord(p, ctx)
    },
  }),
  defineCommand({
    id: 'pipeline.vms.board',
    titleKey: 'msp.v2.vms.command.board.project',
    group: 'pipeline',
    page: 'pipeline',
    keywords: ['vms', 'sync', 'board', 'pending', 'failed'],
    when: () => {
      const p = pipeline()
      return p !== null && projectHasVms(p)
    },
    run: (ctx) => {
      const p = pipeline()
      if (p) ctx.navigate(`/vms?project=${p.projectId}`)
    },
  }),
]

const panel = () => vmsPanelController.current()
const panelCan = () => panel()?.data()?.canManage ?? false

const detailCommand = (
  id: string,
  titleKey: string,
  run: () => unknown,
  when: () => boolean,
  extra: Partial<Command> = {},
): Command =>
  defineCommand({
    id,
    titleKey,
    group: 'application',
    scope: 'detail',
    when,
    run: () => run() as Promise<void> | undefined,
    ...extra,
  })

/** Re-send or cancel from the application itself (also on /application/:appId, without a list). */
async function detailSend(mode: 'resend' | 'cancel') {
  const d = panel()?.data()
  if (!d) return
  try {
    const result =
      mode === 'cancel'
        ? await cancelSends.run({ ids: [d.applicationId] })
        : await sendToVms.run({ ids: [d.applicationId], mode: 'resend' })
    if (result.mode === 'done' && result.failures.length > 0)
      showToast('error', await withFlows((f) => f.failureText(result.failures[0])))
    else
      showToast(
        'success',
        i18n.t(mode === 'cancel' ? 'msp.v2.vms.cancelled' : 'msp.v2.vms.sent.resend', { count: 1 }),
      )
  } catch (error) {
    showToast('error', errorText(error, translateIfKnown))
  }
}

export const vmsDetailCommands: readonly Command[] = [
  detailCommand(
    'vms.answer.accept',
    'msp.v2.vms.command.accept',
    () => {
      const p = panel()
      const item = p?.current()
      if (p && item) return withFlows((f) => f.answerFlow(p.data().applicationId, item, 'accept'))
    },
    () => panelCan() && panel()?.current()?.item.answerable === true,
    { shortcut: 'a', keywords: ['accept', 'interview', 'offer', 'talent', 'confirm'] },
  ),
  detailCommand(
    'vms.answer.decline',
    'msp.v2.vms.command.decline',
    () => {
      const p = panel()
      const item = p?.current()
      if (p && item) return withFlows((f) => f.answerFlow(p.data().applicationId, item, 'decline'))
    },
    () => panelCan() && panel()?.current()?.item.answerable === true,
    { shortcut: 'd', keywords: ['decline', 'reject', 'interview', 'offer', 'talent'] },
  ),
  detailCommand(
    'vms.interview.new',
    'msp.v2.vms.command.interview.new',
    () => {
      const p = panel()
      if (p) return withFlows((f) => f.recordInterviewFlow(p.data().applicationId, p.talentName()))
    },
    () => panelCan() && panel()?.data()?.vmsType === 'none',
    { keywords: ['interview', 'new', 'schedule'] },
  ),
  detailCommand(
    'vms.offer.new',
    'msp.v2.vms.command.offer.new',
    () => {
      const p = panel()
      if (p)
        return withFlows((f) =>
          f.recordOfferFlow(p.data().applicationId, p.talentName(), {
            rate: null,
            currency: 'EUR',
            rateUnit: 'HR',
          }),
        )
    },
    () => panelCan() && panel()?.data()?.vmsType === 'none',
    { keywords: ['offer', 'new'] },
  ),
  detailCommand(
    'vms.record.close',
    'msp.v2.vms.command.close',
    () => {
      const p = panel()
      const item = p?.current()
      if (p && item) return withFlows((f) => f.closeFlow(p.data().applicationId, item))
    },
    () => {
      const item = panel()?.current()
      return panelCan() && !!item && item.item.externalId === null && item.item.source === 'msp'
    },
    { keywords: ['cancel', 'withdraw', 'interview', 'offer'] },
  ),
  detailCommand(
    'vms.detail.resend',
    'msp.v2.vms.command.resend',
    () => detailSend('resend'),
    () => {
      const d = panel()?.data()
      return !!d && d.canManage && d.vmsType !== 'none' && RESENDABLE_STATUSES.includes(d.status)
    },
  ),
  detailCommand(
    'vms.detail.cancel',
    'msp.v2.vms.command.cancel',
    () => detailSend('cancel'),
    () => {
      const d = panel()?.data()
      return !!d && d.canManage && d.status === 'sp'
    },
  ),
]

export const vmsGlobalCommands: readonly Command[] = [
  defineCommand({
    id: 'nav.vms',
    titleKey: 'msp.v2.vms.command.board',
    group: 'navigation',
    shortcut: ['g', 'v'],
    keywords: ['vms', 'sync', 'board', 'client', 'pending', 'failed'],
    when: () => hasPermission(user()?.permissions ?? [], 'APPLICATION_VIEW'),
    run: (ctx) => ctx.navigate('/vms'),
  }),
  defineCommand({
    id: 'vms.notifications',
    titleKey: 'msp.v2.vms.command.notifications',
    group: 'general',
    shortcut: ['g', 'n'],
    keywords: ['notifications', 'vms', 'news', 'inbox'],
    when: () => user() !== undefined,
    run: () => void askVmsDialog({ kind: 'notifications' }),
  }),
]

const board = () => vmsBoardController.current()

/** The sync board's keys (its page only). */
export const vmsBoardCommands: readonly Command[] = [
  defineCommand({
    id: 'vms.board.resend',
    titleKey: 'msp.v2.vms.command.board.resend',
    group: 'vms',
    page: 'vms-board',
    shortcut: 'shift+v',
    keywords: ['resend', 'vms', 'failed', 'pending'],
    when: () => board()?.canResend() ?? false,
    run: () => board()?.resend(),
  }),
  defineCommand({
    id: 'vms.board.toggle',
    titleKey: 'msp.v2.vms.command.board.toggle',
    group: 'vms',
    page: 'vms-board',
    shortcut: 'x',
    keywords: ['select'],
    when: () => board()?.canToggle() ?? false,
    run: () => board()?.toggle(),
  }),
]
