import { MANUAL_LOG_TYPES } from '../../../../shared/domain/statuses'
import { type Command, defineCommand } from '../../../commands/registry'
import { applicationDetailController } from './application-controller'
import { APPLICATION_TABS, type ApplicationTab } from './application-tabs'
import { beginNote, noteFormController } from './note-opening'

/**
 * Keyboard of the application detail (scope 'detail': the detail pane of the pipeline, or
 * the standalone /application/:appId page, which claims that scope while mounted). Digits
 * pick the n-th visible tab; p / n move to the previous / next application of the list.
 */
const detail = () => applicationDetailController.current()

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth'] as const

const tabByIndex = (index: number): Command =>
  defineCommand({
    id: `application.tab.${index + 1}`,
    titleKey: `msp.v2.application.command.tab.${ORDINALS[index]}`,
    group: 'application',
    shortcut: String(index + 1),
    scope: 'detail',
    hideInPalette: true,
    when: () => (detail()?.tabs().length ?? 0) > index,
    run: () => {
      const d = detail()
      const tab = d?.tabs()[index]
      if (d && tab) d.selectTab(tab)
    },
  })

/** Named tab entries for the palette (no shortcut: the digits above are positional). */
const tabByName = (tab: ApplicationTab): Command =>
  defineCommand({
    id: `application.open.${tab}`,
    titleKey: `msp.v2.application.command.open.${tab}`,
    group: 'application',
    keywords: ['tab', 'application'],
    when: () => detail()?.tabs().includes(tab) ?? false,
    run: () => detail()?.selectTab(tab),
  })

export const applicationCommands: readonly Command[] = [
  ...ORDINALS.map((_, index) => tabByIndex(index)),
  ...APPLICATION_TABS.map(tabByName),
  defineCommand({
    id: 'application.previous',
    titleKey: 'msp.v2.application.command.previous',
    group: 'application',
    shortcut: 'p',
    scope: 'detail',
    keywords: ['previous', 'application', 'back'],
    when: () => detail()?.hasPrevious() ?? false,
    run: () => detail()?.previous(),
  }),
  defineCommand({
    id: 'application.next',
    titleKey: 'msp.v2.application.command.next',
    group: 'application',
    shortcut: 'n',
    scope: 'detail',
    keywords: ['next', 'application', 'forward'],
    when: () => detail()?.hasNext() ?? false,
    run: () => detail()?.next(),
  }),
  defineCommand({
    id: 'application.note.add',
    titleKey: 'msp.v2.application.command.note.add',
    group: 'application',
    shortcut: 'shift+n',
    scope: 'detail',
    keywords: ['note', 'log', 'call', 'meeting', 'email'],
    when: () => detail()?.canAddNote() ?? false,
    run: () => {
      beginNote()
      detail()?.addNote()
    },
  }),
  ...MANUAL_LOG_TYPES.map((type, index) =>
    defineCommand({
      id: `application.note.type.${type}`,
      titleKey: `msp.v2.application.command.note.type.${type}`,
      group: 'application',
      shortcut: `alt+${index + 1}`,
      scope: 'detail',
      allowInFields: true,
      hideInPalette: true,
      when: () => noteFormController.current() !== null,
      run: () => noteFormController.current()?.setType(type),
    }),
  ),
  defineCommand({
    id: 'application.form.submit',
    titleKey: 'msp.v2.application.command.form.submit',
    group: 'application',
    shortcut: 'mod+Enter',
    scope: 'detail',
    allowInFields: true,
    keywords: ['save', 'post', 'submit', 'answers', 'note'],
    when: () => detail()?.canSubmitForm() ?? false,
    run: () => detail()?.submitForm(),
  }),
]
