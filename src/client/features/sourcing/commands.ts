import type { DataHarbourStatus } from '../../../shared/contracts/sourcing'
import { requestCompose } from '../../commands/email-requests'
import { type Command, defineCommand } from '../../commands/registry'
import { type SourcingStage, stagePath } from '../../ui/stage-menu/stage-paths'
import { actionRows, runSourcingAction } from './actions'
import { SOURCING_PAGE, type SourcingController, sourcingController } from './sourcing-controller'
import { DH_STATUSES, type SourcingAction } from './sourcing-rows'

/*
 * The sourcing lists' registry commands (issue 22 §2, issue 23 §1): invite, re-invite,
 * withdraw, archive, unarchive, ask for availability and email (Invited) act on the selection
 * (else the focused row) of the mounted list; `when` keeps each to the stage and rows it applies to.
 */
const screen = () => sourcingController.current()

const actionCommand = (
  action: SourcingAction,
  shortcut: string,
  stages: readonly SourcingStage[],
  keywords: string[],
): Command =>
  defineCommand({
    id: `sourcing.${action}`,
    titleKey: `msp.v2.sourcing.command.${action}`,
    group: 'sourcing',
    page: SOURCING_PAGE,
    shortcut,
    scope: 'list',
    keywords,
    when: () => {
      const c = screen()
      return c !== null && stages.includes(c.stage) && c.canManage() && actionRows(c, action).length > 0
    },
    run: () => {
      const c = screen()
      if (c) return runSourcingAction(c, action)
    },
  })

const dataHarbourStatusCommand = (status: DataHarbourStatus): Command =>
  defineCommand({
    id: `sourcing.dataHarbour.${status}`,
    titleKey: `msp.v2.sourcing.command.show.${status}`,
    group: 'sourcing',
    page: SOURCING_PAGE,
    keywords: ['data harbour', 'filter', status],
    when: () => screen()?.stage === 'dataHarbour' && screen()?.dataHarbourStatus() !== status,
    run: () => screen()?.showDataHarbourStatus(status),
  })

/** The invited talents of the selection (else the focused row): whom the Invited list's email goes to. */
const invitedTalents = (c: SourcingController) =>
  c.targets().filter((row) => row.invitation !== undefined && row.talentId !== null)

const emailCommand = defineCommand({
  id: 'sourcing.email',
  titleKey: 'msp.v2.sourcing.command.email',
  group: 'sourcing',
  page: SOURCING_PAGE,
  shortcut: 'm',
  scope: 'list',
  keywords: ['email', 'mail', 'contact', 'message', 'invited', 'talents'],
  when: () => {
    const c = screen()
    return c !== null && c.stage === 'invited' && c.canEmail() && invitedTalents(c).length > 0
  },
  // The email feature's compose dialog (talent email by msp); the dialog says who gets none and why.
  run: () => {
    const c = screen()
    if (!c) return
    const rows = invitedTalents(c)
    requestCompose({
      kind: 'talents',
      ids: [...new Set(rows.map((row) => row.talentId as number))],
      motivation: 'talentEmailByMsp',
      label: rows.length === 1 ? rows[0].name : undefined,
    })
  },
})

const stageCommand = (stage: SourcingStage | 'active'): Command =>
  defineCommand({
    id: `sourcing.stage.${stage}`,
    titleKey: `msp.v2.sourcing.command.stage.${stage}`,
    group: 'sourcing',
    page: SOURCING_PAGE,
    keywords: ['stage', 'go', 'pipeline'],
    when: () => screen() !== null && screen()?.stage !== stage,
    run: () => {
      const c = screen()
      if (c) c.goTo(stagePath(c.projectId, stage))
    },
  })

export const sourcingCommands: readonly Command[] = [
  actionCommand('invite', 'i', ['dataHarbour', 'suggested'], ['invite', 'project', 'talent']),
  actionCommand('reinvite', 'r', ['invited'], ['invite again', 'resend', 'remind']),
  actionCommand('withdraw', 'w', ['invited'], ['withdraw', 'cancel', 'invitation']),
  emailCommand,
  actionCommand('archive', 'e', ['dataHarbour'], ['archive', 'hide', 'data harbour']),
  actionCommand('unarchive', 'shift+e', ['dataHarbour'], ['unarchive', 'restore', 'data harbour']),
  actionCommand(
    'askAvailability',
    'v',
    ['invited', 'dataHarbour', 'suggested'],
    ['available', 'availability', 'ask', 'candidatesavailable'],
  ),
  defineCommand({
    id: 'sourcing.search',
    titleKey: 'msp.v2.sourcing.command.search',
    group: 'sourcing',
    page: SOURCING_PAGE,
    shortcut: '/',
    keywords: ['search', 'find', 'name'],
    when: () => screen() !== null && screen()?.stage !== 'suggested',
    run: () => screen()?.focusSearch(),
  }),
  ...DH_STATUSES.map(dataHarbourStatusCommand),
  ...(['dataHarbour', 'suggested', 'invited', 'active'] as const).map(stageCommand),
]
