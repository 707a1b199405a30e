import { type Command, defineCommand } from '../../commands/registry'
import { getActivePoolPage, type PoolPageController } from './pool-controller'

/** The pool page's keys (issue 22 §1): move, select, accept and deny pending members. */
const poolCommand = (
  id: string,
  titleKey: string,
  shortcut: string,
  run: (p: PoolPageController) => unknown,
  manage: boolean,
  extra: Partial<Command> = {},
): Command =>
  defineCommand({
    id,
    titleKey,
    group: 'pools',
    page: 'pool',
    shortcut,
    when: () => {
      const p = getActivePoolPage()
      return p !== null && (!manage || (p.canManage() && p.targets().length > 0))
    },
    run: () => {
      const p = getActivePoolPage()
      if (p) return run(p) as Promise<void> | undefined
    },
    ...extra,
  })

export const poolPageCommands: readonly Command[] = [
  poolCommand('pool.next', 'msp.v2.pools.command.next', 'j', (p) => p.move(1), false, {
    hideInPalette: true,
  }),
  poolCommand('pool.previous', 'msp.v2.pools.command.previous', 'k', (p) => p.move(-1), false, {
    hideInPalette: true,
  }),
  poolCommand('pool.select', 'msp.v2.pools.command.select', 'x', (p) => p.toggleFocused(), false),
  poolCommand('pool.accept', 'msp.v2.pools.command.accept', 'a', (p) => p.change('accept'), true, {
    keywords: ['accept', 'pool', 'member', 'pending'],
  }),
  poolCommand('pool.deny', 'msp.v2.pools.command.deny', 'd', (p) => p.change('deny'), true, {
    keywords: ['deny', 'reject', 'pool', 'member', 'pending'],
  }),
]
