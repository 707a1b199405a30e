import { defineCommand } from '../../commands/registry'
import { ASSESSMENTS_PAGE, assessmentsScreen, canRemind } from './assessments-screen'

/** Commands of the incomplete-assessments screen (issue 24 §3). */
const screen = () => assessmentsScreen.current()

export const assessmentsCommands = [
  defineCommand({
    id: 'assessments.remind',
    titleKey: 'msp.v2.assessments.command.remind',
    group: 'assessments',
    page: ASSESSMENTS_PAGE,
    shortcut: 'r',
    keywords: ['remind', 'reminder', 'assessment', 'test', 'again'],
    when: () =>
      screen()
        ?.targets()
        .some((row) => canRemind(row)) ?? false,
    run: () => {
      const s = screen()
      if (s) s.remind(s.targets())
    },
  }),
  defineCommand({
    id: 'assessments.application',
    titleKey: 'msp.v2.assessments.command.open',
    group: 'assessments',
    page: ASSESSMENTS_PAGE,
    shortcut: 'o',
    keywords: ['application', 'open', 'candidate'],
    when: () => screen()?.focused() != null,
    run: (ctx) => {
      const row = screen()?.focused()
      if (row) ctx.navigate(`/application/${row.applicationId}`)
    },
  }),
  defineCommand({
    id: 'assessments.all',
    titleKey: 'msp.v2.assessments.command.all',
    group: 'assessments',
    page: ASSESSMENTS_PAGE,
    keywords: ['all', 'projects', 'filter', 'clear'],
    when: () => screen()?.projectId() != null,
    run: () => screen()?.allProjects(),
  }),
]
