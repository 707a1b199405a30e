import { PROJECT_STATUSES, type ProjectStatus } from '../../../shared/domain/statuses'
import { defineCommand } from '../../commands/registry'
import { screenController } from '../../commands/screen-controller'

export const PROJECT_PAGE = 'project-page'

/** What the mounted project page offers; null when no project page is open. */
export interface ProjectPageActions {
  id: number
  editPath: string
  /** False when project ownership keeps the user to reading (§3). */
  mayAct: boolean
  canPublish: boolean
  targets: readonly ProjectStatus[]
  canDelete: boolean
  publish: () => void
  changeStatus: (target: ProjectStatus) => void
  share: () => void
  /** Quick edits of the project's parts (positions, dates). */
  quickEdit: (kind: 'positions' | 'dates') => void
}
export const projectPageController = screenController<ProjectPageActions>()
const page = () => projectPageController.current()

export const projectPageCommands = [
  defineCommand({
    id: 'projectPage.edit',
    titleKey: 'msp.v2.project.page.edit',
    group: 'project',
    page: PROJECT_PAGE,
    shortcut: 'e',
    when: () => page()?.mayAct === true,
    run: (ctx) => {
      const current = page()
      if (current) ctx.navigate(current.editPath)
    },
  }),
  defineCommand({
    id: 'projectPage.pipeline',
    titleKey: 'msp.v2.projects.open.pipeline',
    group: 'project',
    page: PROJECT_PAGE,
    shortcut: 'o',
    when: () => page() !== null,
    run: (ctx) => {
      const current = page()
      if (current) ctx.navigate(`/project/${current.id}/active`)
    },
  }),
  defineCommand({
    id: 'projectPage.share',
    titleKey: 'msp.v2.project.page.share',
    group: 'project',
    page: PROJECT_PAGE,
    shortcut: 's',
    when: () => page() !== null,
    run: () => page()?.share(),
  }),
  ...(['positions', 'dates'] as const).map((kind) =>
    defineCommand({
      id: `projectPage.quick.${kind}`,
      titleKey: `msp.v2.project.page.quick.${kind}`,
      group: 'project',
      page: PROJECT_PAGE,
      shortcut: kind === 'positions' ? 'shift+p' : 'shift+d',
      keywords:
        kind === 'positions'
          ? ['positions', 'max submissions', 'limit', 'openings']
          : ['dates', 'deadline', 'hiring deadline', 'assignment', 'start', 'end', 'timeline'],
      when: () => page()?.mayAct === true,
      run: () => page()?.quickEdit(kind),
    }),
  ),
  defineCommand({
    id: 'projectPage.publish',
    titleKey: 'msp.v2.project.page.publish',
    group: 'project',
    page: PROJECT_PAGE,
    when: () => page()?.canPublish === true,
    run: () => page()?.publish(),
  }),
  ...PROJECT_STATUSES.map((target) =>
    defineCommand({
      id: `projectPage.status.${target}`,
      titleKey: `msp.v2.project.page.status.${target}`,
      group: 'project',
      page: PROJECT_PAGE,
      keywords: ['status', target.toLowerCase()],
      when: () => {
        const current = page()
        if (!current) return false
        return target === 'DELETED' ? current.canDelete : current.targets.includes(target)
      },
      run: () => page()?.changeStatus(target),
    }),
  ),
]
