import { defineCommand } from '../../commands/registry'
import { screenController } from '../../commands/screen-controller'

export const SETTINGS_PAGE = 'settings'
export const LOCATION_EDITOR_SCOPE = 'locations'

/** What the mounted location template list offers (Settings → Workflow). */
export interface LocationEditorActions {
  readOnly: boolean
  /** Its dialog is open: the list's commands wait. */
  busy: () => boolean
  hasRow: () => boolean
  add: () => void
  edit: () => void
  remove: () => void
}
export const locationEditorController = screenController<LocationEditorActions>()

const editor = () => locationEditorController.current()
const writable = () => editor()?.readOnly === false && editor()?.busy() === false
const onRow = () => writable() && editor()?.hasRow() === true

/** The settings sections, in order; Alt+digit jumps to each (like the project form's anchors). */
export const SETTINGS_SECTIONS = [
  { id: 'settings-account-section', key: 'account' },
  { id: 'settings-questions', key: 'questions' },
  { id: 'settings-locations', key: 'locations' },
  { id: 'settings-tags', key: 'tags' },
  { id: 'settings-email-templates', key: 'emailTemplates' },
] as const

function jumpTo(id: string) {
  const section = document.getElementById(id)
  if (!section) return
  section.scrollIntoView({ block: 'start' })
  const target =
    section.querySelector<HTMLElement>('[data-anchor-focus]') ??
    section.querySelector<HTMLElement>('input:not([disabled]), button[role="combobox"], button')
  target?.focus()
}

export const settingsCommands = [
  ...SETTINGS_SECTIONS.map(({ id, key }, index) =>
    defineCommand({
      id: `settings.section.${key}`,
      titleKey: `msp.v2.settings.command.section.${key}`,
      group: 'settings',
      page: SETTINGS_PAGE,
      shortcut: `alt+${index + 1}`,
      allowInFields: true,
      when: () => document.getElementById(id) !== null,
      run: () => jumpTo(id),
    }),
  ),
  defineCommand({
    id: 'locations.add',
    titleKey: 'msp.v2.locations.command.add',
    group: 'settings',
    scope: LOCATION_EDITOR_SCOPE,
    shortcut: 'n',
    keywords: ['location', 'template', 'address'],
    when: writable,
    run: () => editor()?.add(),
  }),
  defineCommand({
    id: 'locations.edit',
    titleKey: 'msp.v2.locations.command.edit',
    group: 'settings',
    scope: LOCATION_EDITOR_SCOPE,
    shortcut: 'e',
    when: onRow,
    run: () => editor()?.edit(),
  }),
  defineCommand({
    id: 'locations.delete',
    titleKey: 'msp.v2.locations.command.delete',
    group: 'settings',
    scope: LOCATION_EDITOR_SCOPE,
    shortcut: 'Delete',
    when: onRow,
    run: () => editor()?.remove(),
  }),
]
