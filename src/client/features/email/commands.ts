import { defineCommand } from '../../commands/registry'
import { COMPOSE_SCOPE, composeActions, TEMPLATE_LIST_SCOPE, templateListActions } from './email-state'

/*
 * Commands of the email feature. Composing starts from the screens that have recipients (the
 * pipeline, the talent page and pane, the talent search: their own commands ask for the
 * dialog); these act on the open dialog and on Settings → Workflow → Email templates.
 */

const list = () => templateListActions.current()
const writable = () => list()?.readOnly === false && list()?.busy() === false
const onRow = () => writable() && list()?.hasRow() === true

export const emailCommands = [
  defineCommand({
    id: 'email.compose.send',
    titleKey: 'msp.v2.email.command.send',
    group: 'email',
    scope: COMPOSE_SCOPE,
    shortcut: 'mod+Enter',
    allowInFields: true,
    keywords: ['send', 'email', 'mail'],
    when: () => composeActions.current()?.canSend() === true,
    run: () => composeActions.current()?.send(),
  }),
  defineCommand({
    id: 'email.templates.add',
    titleKey: 'msp.v2.email.command.template.add',
    group: 'settings',
    scope: TEMPLATE_LIST_SCOPE,
    shortcut: 'n',
    keywords: ['email', 'template', 'new'],
    when: writable,
    run: () => list()?.add(),
  }),
  defineCommand({
    id: 'email.templates.edit',
    titleKey: 'msp.v2.email.command.template.edit',
    group: 'settings',
    scope: TEMPLATE_LIST_SCOPE,
    shortcut: 'e',
    keywords: ['email', 'template', 'edit', 'language'],
    when: onRow,
    run: () => list()?.edit(),
  }),
  defineCommand({
    id: 'email.templates.delete',
    titleKey: 'msp.v2.email.command.template.delete',
    group: 'settings',
    scope: TEMPLATE_LIST_SCOPE,
    shortcut: 'Delete',
    keywords: ['email', 'template', 'remove'],
    when: onRow,
    run: () => list()?.remove(),
  }),
]
