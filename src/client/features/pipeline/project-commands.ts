import type { ProjectStatus } from '../../../shared/domain/statuses'
import { type Command, defineCommand } from '../../commands/registry'
import { withFlows } from './flows-module'
import { pipelineController } from './pipeline-controller'

/* The project's commands on its pipeline: the header's project menu renders them, the palette offers them. */
const pipeline = () => pipelineController.current()

const projectStatusCommand = (status: ProjectStatus): Command =>
  defineCommand({
    id: `pipeline.project.status.${status}`,
    titleKey: `msp.v2.pipeline.command.project.status.${status}`,
    group: 'project',
    page: 'pipeline',
    keywords: ['project', 'status', status.toLowerCase()],
    when: () => pipeline()?.project()?.allowedStatusTargets.includes(status) ?? false,
    run: () => {
      const p = pipeline()
      return p ? withFlows((f) => f.changeStatusFlow(p, status)) : undefined
    },
  })

export const projectCommands: readonly Command[] = [
  ...(['ACTIVE', 'PAUSED', 'CLOSED', 'DELETED'] as const).map(projectStatusCommand),
  defineCommand({
    id: 'pipeline.project.rejectPending',
    titleKey: 'msp.v2.pipeline.command.rejectPending',
    group: 'project',
    page: 'pipeline',
    keywords: ['reject', 'pending', 'unconfirmed', 'all', 'bulk'],
    when: () => {
      const p = pipeline()
      return !!p && !p.crossProject && p.canManageApplications() && p.bulkRejectPending?.() === true
    },
    run: () => {
      const p = pipeline()
      return p ? withFlows((f) => f.runRejectPending(p)) : undefined
    },
  }),
  defineCommand({
    id: 'pipeline.project.delete',
    titleKey: 'msp.v2.pipeline.command.project.delete',
    group: 'project',
    page: 'pipeline',
    keywords: ['project', 'delete', 'remove'],
    when: () => pipeline()?.project()?.canDelete ?? false,
    run: (ctx) => {
      const p = pipeline()
      return p ? withFlows((f) => f.deleteProjectFlow(p, () => ctx.navigate('/dashboard'))) : undefined
    },
  }),
  // Issue 23: people for this project at Monster and Textkernel (import and invite from there).
  defineCommand({
    id: 'pipeline.project.externalSearch',
    titleKey: 'msp.v2.external.command.openForProject',
    group: 'project',
    page: 'pipeline',
    keywords: ['external', 'monster', 'textkernel', 'provider', 'source', 'search', 'invite'],
    when: () => pipeline() !== null,
    run: (ctx) => {
      const p = pipeline()
      if (p) ctx.navigate(`/search/external/talents?project=${p.projectId}`)
    },
  }),
]
