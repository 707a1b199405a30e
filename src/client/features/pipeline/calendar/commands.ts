import type { LoggedUser } from '../../../../shared/contracts/auth'
import type { ClientContext } from '../../../../shared/contracts/client-context'
import type { ApplicationRow } from '../../../../shared/contracts/pipeline'
import { hasPermission } from '../../../../shared/domain/permissions'
import { clientContextQuery, currentUserQuery } from '../../../api/session'
import { queryClient } from '../../../app/query-client'
import { type Command, defineCommand } from '../../../commands/registry'
import { withFlows } from '../flows-module'
import { pipelineController } from '../pipeline-controller'

/*
 * Interview scheduling from the pipeline (issue 24): Shift+I on the focused application opens
 * the slot list; reschedule, confirm (the talent said yes) and cancel act on its next interview. Shown only where the calendar
 * is enabled for the user and the client, with the calendar permission.
 */

const user = () => queryClient.getQueryData<LoggedUser>(currentUserQuery.queryKey)
const client = () => queryClient.getQueryData<ClientContext>(clientContextQuery.queryKey)

export const calendarAvailable = () => {
  const u = user()
  return (
    !!u &&
    u.calendar.enabled &&
    client()?.config.calendarEnabled === true &&
    hasPermission(u.permissions, 'CALENDAR')
  )
}

/** The application the interview commands act on (also read by flows.ts when they run). */
export const focused = (): ApplicationRow | null => {
  const p = pipelineController.current()
  return p?.canManageApplications() ? p.focusedRow() : null
}

const pipelineCommand = (
  id: string,
  titleKey: string,
  run: () => Promise<void>,
  extra: Partial<Command> = {},
) =>
  defineCommand({
    id,
    titleKey,
    group: 'pipeline',
    page: 'pipeline',
    scope: 'list',
    when: () => calendarAvailable() && focused() !== null,
    run,
    ...extra,
  })

export const calendarPipelineCommands: readonly Command[] = [
  pipelineCommand(
    'pipeline.calendar.schedule',
    'msp.v2.calendar.command.schedule',
    () => withFlows((f) => f.scheduleInterviewFlow(false)),
    {
      shortcut: 'shift+i',
      keywords: ['interview', 'schedule', 'calendar', 'slot', 'invite', 'meeting'],
    },
  ),
  pipelineCommand(
    'pipeline.calendar.reschedule',
    'msp.v2.calendar.command.reschedule',
    () => withFlows((f) => f.scheduleInterviewFlow(true)),
    {
      keywords: ['interview', 'reschedule', 'move', 'calendar'],
    },
  ),
  pipelineCommand(
    'pipeline.calendar.confirm',
    'msp.v2.calendar.command.confirm',
    () => withFlows((f) => f.confirmInterviewFlow()),
    {
      keywords: ['interview', 'confirm', 'confirmed', 'talent', 'calendar'],
    },
  ),
  pipelineCommand(
    'pipeline.calendar.copyLink',
    'msp.v2.calendar.command.copyLink',
    () => withFlows((f) => f.copyInterviewLinkFlow()),
    {
      keywords: ['interview', 'confirmation', 'link', 'copy', 'talent'],
    },
  ),
  pipelineCommand(
    'pipeline.calendar.cancel',
    'msp.v2.calendar.command.cancel',
    () => withFlows((f) => f.cancelInterviewFlow()),
    {
      keywords: ['interview', 'cancel', 'calendar'],
    },
  ),
]
