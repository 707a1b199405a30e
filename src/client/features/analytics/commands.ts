import { defineCommand } from '../../commands/registry'
import { screenController } from '../../commands/screen-controller'

/** What the mounted analytics screen offers its commands. */
export interface AnalyticsActions {
  canExport: () => boolean
  exportCsv: () => Promise<void>
  canDrillSlowest: () => boolean
  drillSlowest: () => void
  canClose: () => boolean
  closeDrill: () => void
}
export const analyticsScreen = screenController<AnalyticsActions>()

const screen = () => analyticsScreen.current()

export const analyticsCommands = [
  defineCommand({
    id: 'analytics.drill.slowest',
    titleKey: 'msp.v2.analytics.command.slowest',
    group: 'analytics',
    page: 'analytics',
    shortcut: 's',
    keywords: ['slowest', 'stage', 'time', 'drill'],
    when: () => screen()?.canDrillSlowest() === true,
    run: () => screen()?.drillSlowest(),
  }),
  defineCommand({
    id: 'analytics.drill.export',
    titleKey: 'msp.v2.analytics.command.export',
    group: 'analytics',
    page: 'analytics',
    shortcut: 'e',
    keywords: ['csv', 'export', 'download', 'spreadsheet'],
    when: () => screen()?.canExport() === true,
    run: () => screen()?.exportCsv(),
  }),
  defineCommand({
    id: 'analytics.drill.close',
    titleKey: 'msp.v2.analytics.command.close',
    group: 'analytics',
    page: 'analytics',
    shortcut: 'shift+c',
    keywords: ['close', 'list'],
    when: () => screen()?.canClose() === true,
    run: () => screen()?.closeDrill(),
  }),
]
