import { type Command, defineCommand } from '../../commands/registry'
import { getActivePoolPage, type PoolPageController } from './pool-controller'

/**
 * The pool page's commands (issue 22 §1): move, select, accept and deny pending members (with
 * or without the pool-rejection email), email the pool, rename, delete, publish to a project,
 * add talents, archive, restore (archived) and remove members. Palette, shortcuts and the `?` sheet read them.
 */
const poolCommand = (
  id: string,
  titleKey: string,
  shortcut: string | undefined,
  run: (p: PoolPageController) => unknown,
  available: (p: PoolPageController) => boolean,
  extra: Partial<Command> = {},
): Command =>
  defineCommand({
    id,
    titleKey,
    group: 'pools',
    page: 'pool',
    ...(shortcut ? { shortcut } : {}),
    when: () => {
      const p = getActivePoolPage()
      return p !== null && available(p)
    },
    run: () => {
      const p = getActivePoolPage()
      if (p) return run(p) as Promise<void> | undefined
    },
    ...extra,
  })

const always = () => true
const pendingTargets = (p: PoolPageController) => p.can('POOL_MANAGE') && p.targets().length > 0
const memberTargets = (p: PoolPageController) => p.can('POOL_MANAGE') && p.memberTargets().length > 0
const archivedTargets = (p: PoolPageController) => p.can('POOL_MANAGE') && p.archivedTargets().length > 0
const manage = (p: PoolPageController) => p.can('POOL_MANAGE')

export const poolPageCommands: readonly Command[] = [
  poolCommand('pool.next', 'msp.v2.pools.command.next', 'j', (p) => p.move(1), always, {
    hideInPalette: true,
  }),
  poolCommand('pool.previous', 'msp.v2.pools.command.previous', 'k', (p) => p.move(-1), always, {
    hideInPalette: true,
  }),
  poolCommand('pool.select', 'msp.v2.pools.command.select', 'x', (p) => p.toggleFocused(), always),
  poolCommand('pool.accept', 'msp.v2.pools.command.accept', 'a', (p) => p.change('accept'), pendingTargets, {
    keywords: ['accept', 'pool', 'member', 'pending'],
  }),
  poolCommand('pool.deny', 'msp.v2.pools.command.deny', 'd', (p) => p.change('deny'), pendingTargets, {
    keywords: ['deny', 'reject', 'pool', 'member', 'pending', 'email'],
  }),
  poolCommand(
    'pool.denyQuiet',
    'msp.v2.pools.command.deny.quiet',
    'shift+d',
    (p) => p.change('deny', { templateId: null }),
    pendingTargets,
    { keywords: ['deny', 'reject', 'no email', 'silent'] },
  ),
  poolCommand(
    'pool.email',
    'msp.v2.pools.command.email',
    'e',
    (p) => p.email(),
    (p) => p.can('FREELANCER_ACTION_LOG') && (p.memberTargets().length > 0 || p.hasMembers()),
    {
      keywords: ['email', 'mail', 'contact', 'write', 'pool'],
    },
  ),
  poolCommand(
    'pool.publish',
    'msp.v2.pools.command.publish',
    'p',
    (p) => p.open('publish'),
    (p) => p.can('JOB_MANAGE_POOL'),
    { keywords: ['publish', 'project', 'job', 'share'] },
  ),
  poolCommand('pool.addTalents', 'msp.v2.pools.command.add', 'n', (p) => p.open('add'), manage, {
    keywords: ['add', 'talent', 'member', 'new'],
  }),
  poolCommand('pool.rename', 'msp.v2.pools.command.rename', 'r', (p) => p.open('rename'), manage, {
    keywords: ['rename', 'name', 'edit'],
  }),
  poolCommand('pool.delete', 'msp.v2.pools.command.delete', undefined, (p) => p.open('delete'), manage, {
    keywords: ['delete', 'remove', 'pool'],
  }),
  poolCommand(
    'pool.archive',
    'msp.v2.pools.command.archive',
    undefined,
    (p) => p.changeMembers('archive'),
    memberTargets,
    {
      keywords: ['archive', 'member'],
    },
  ),
  poolCommand(
    'pool.restore',
    'msp.v2.pools.command.restore',
    'shift+r',
    (p) => p.changeMembers('restore'),
    archivedTargets,
    { keywords: ['restore', 'unarchive', 'archived', 'member', 'back'] },
  ),
  poolCommand(
    'pool.removeMembers',
    'msp.v2.pools.command.remove',
    undefined,
    (p) => p.changeMembers('remove'),
    memberTargets,
    {
      keywords: ['remove', 'member', 'out of pool'],
    },
  ),
]
