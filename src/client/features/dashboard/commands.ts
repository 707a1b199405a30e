import { defineCommand } from '../../commands/registry'
import { QUEUE_STAGES, queueLink } from './dashboard-groups'

/** From the dashboard: open a stage across every project (issue 25 §1); "q" then the stage's digit. */
export const queueCommands = QUEUE_STAGES.map((stage, index) =>
  defineCommand({
    id: `dashboard.queue.${stage}`,
    titleKey: `msp.v2.queue.command.open.${stage}`,
    group: 'navigation',
    page: 'dashboard',
    shortcut: ['q', String(index + 1)],
    keywords: ['queue', 'all projects', 'triage', stage],
    run: (ctx) => ctx.navigate(queueLink(stage)),
  }),
)

/** The dashboard's children (§2): the open projects with their stages, the pools with pending members. */
export const dashboardListCommands = (['projects', 'pools'] as const).map((list) =>
  defineCommand({
    id: `dashboard.list.${list}`,
    titleKey: `msp.v2.dashboard.command.${list}`,
    group: 'navigation',
    page: 'dashboard',
    keywords: ['dashboard', list, list === 'pools' ? 'pending' : 'stages'],
    run: (ctx) => ctx.navigate(`/dashboard/${list}`),
  }),
)
