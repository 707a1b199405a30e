import { defineCommand } from '../../commands/registry'
import { screenController } from '../../commands/screen-controller'

/** Shortcut scope of the tag list in Settings → Workflow: its keys work while focus is inside. */
export const TAG_MANAGER_SCOPE = 'tags'

/** What the mounted tag list offers. */
export interface TagManagerActions {
  canManage: boolean
  hasRow: () => boolean
  create: () => void
  rename: () => void
  merge: () => void
  remove: () => void
}
export const tagManagerController = screenController<TagManagerActions>()

const manager = () => tagManagerController.current()
const writable = () => manager()?.canManage === true
const onRow = () => writable() && manager()?.hasRow() === true

export const tagManagerCommands = [
  defineCommand({
    id: 'tags.create',
    titleKey: 'msp.v2.tags.command.create',
    group: 'settings',
    scope: TAG_MANAGER_SCOPE,
    shortcut: 'n',
    keywords: ['tag', 'new'],
    when: writable,
    run: () => manager()?.create(),
  }),
  defineCommand({
    id: 'tags.rename',
    titleKey: 'msp.v2.tags.command.rename',
    group: 'settings',
    scope: TAG_MANAGER_SCOPE,
    shortcut: 'e',
    when: onRow,
    run: () => manager()?.rename(),
  }),
  defineCommand({
    id: 'tags.merge',
    titleKey: 'msp.v2.tags.command.merge',
    group: 'settings',
    scope: TAG_MANAGER_SCOPE,
    shortcut: 'm',
    when: onRow,
    run: () => manager()?.merge(),
  }),
  defineCommand({
    id: 'tags.delete',
    titleKey: 'msp.v2.tags.command.delete',
    group: 'settings',
    scope: TAG_MANAGER_SCOPE,
    shortcut: 'Delete',
    when: onRow,
    run: () => manager()?.remove(),
  }),
]
