import { defineCommand } from '../../commands/registry'
import { FORM_ANCHORS } from './components/form-section'

/** Set by the mounted project form: what its commands act on. */
export const projectFormActions: { submit: (() => void) | null } = { submit: null }

export const PROJECT_FORM_PAGE = 'project-form'

function jumpTo(anchor: string) {
  const section = document.getElementById(anchor)
  if (!section) return
  section.scrollIntoView({ block: 'start' })
  const target =
    section.querySelector<HTMLElement>('[data-anchor-focus]') ??
    section.querySelector<HTMLElement>('input:not([disabled]), textarea, button[role="combobox"], button')
  target?.focus()
}

export const projectFormCommands = [
  defineCommand({
    id: 'projectForm.save',
    titleKey: 'msp.v2.project.form.command.save',
    group: 'project',
    page: PROJECT_FORM_PAGE,
    shortcut: 'mod+Enter',
    allowInFields: true,
    when: () => projectFormActions.submit !== null,
    run: () => projectFormActions.submit?.(),
  }),
  ...FORM_ANCHORS.map((anchor, index) =>
    defineCommand({
      id: `projectForm.anchor.${anchor}`,
      titleKey: `msp.v2.project.form.command.anchor.${anchor}`,
      group: 'project',
      page: PROJECT_FORM_PAGE,
      shortcut: `alt+${index + 1}`,
      allowInFields: true,
      when: () => document.getElementById(anchor) !== null,
      run: () => jumpTo(anchor),
    }),
  ),
]
