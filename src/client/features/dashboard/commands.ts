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
