import { PROJECT_STATUS_FILTER_VALUES } from '../../shared/domain/project-search'
import { navigateWithParams } from './list-route'
import { defineCommand } from './registry'

/** The project list's path; its filters live in the query string (list-route.ts). */
export const PROJECT_LIST_PATH = '/search/projects'

/** Filters change the result set, so they go back to page 1 and drop the selection (§2). */
export function refilter(params: URLSearchParams) {
  params.delete('page')
  params.delete('selectedItems')
}

/**
 * "Show projects: open" ... for every status and chip: in the palette on the project list and
 * on the dashboard, whose groups lead to the same lists. Shared by both screens, so it lives
 * beside the registry rather than in either feature.
 */
export const projectStatusCommands = [
  ...PROJECT_STATUS_FILTER_VALUES.map((status) =>
    defineCommand({
      id: `projects.status.${status}`,
      titleKey: `msp.v2.projects.command.status.${status}`,
      group: 'project',
      keywords: ['status', 'filter', status.toLowerCase().replace(/_/g, ' ')],
      run: (ctx) =>
        navigateWithParams(ctx, PROJECT_LIST_PATH, (p) => {
          refilter(p)
          p.set('status', status)
        }),
    }),
  ),
]
