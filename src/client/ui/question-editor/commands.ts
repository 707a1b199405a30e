import { defineCommand } from '../../commands/registry'
import { screenController } from '../../commands/screen-controller'

/**
 * What the mounted question editor offers (project form or Settings → Workflow). The editor
 * that last had focus owns it; the shortcuts work while focus is inside it (scope
 * `questions`), the palette offers them whenever an editor is on screen.
 */
export interface QuestionEditorActions {
  readOnly: boolean
  /** Its dialog is open: the list's commands wait. */
  busy: () => boolean
  /** A question row is focused (or was last): the row commands act on it. */
  hasRow: () => boolean
  add: () => void
  edit: () => void
  move: (delta: 1 | -1) => void
  toggleHide: () => void
  remove: () => void
}

export const questionEditorController = screenController<QuestionEditorActions>()

export const QUESTION_EDITOR_SCOPE = 'questions'

const editor = () => questionEditorController.current()
const writable = () => editor()?.readOnly === false && editor()?.busy() === false
const onRow = () => writable() && editor()?.hasRow() === true

export const questionEditorCommands = [
  defineCommand({
    id: 'questions.add',
    titleKey: 'msp.v2.questions.command.add',
    group: 'questions',
    scope: QUESTION_EDITOR_SCOPE,
    shortcut: 'n',
    keywords: ['question', 'new'],
    when: writable,
    run: () => editor()?.add(),
  }),
  defineCommand({
    id: 'questions.edit',
    titleKey: 'msp.v2.questions.command.edit',
    group: 'questions',
    scope: QUESTION_EDITOR_SCOPE,
    shortcut: 'e',
    when: onRow,
    run: () => editor()?.edit(),
  }),
  defineCommand({
    id: 'questions.moveUp',
    titleKey: 'msp.v2.questions.command.move.up',
    group: 'questions',
    scope: QUESTION_EDITOR_SCOPE,
    shortcut: 'alt+ArrowUp',
    when: onRow,
    run: () => editor()?.move(-1),
  }),
  defineCommand({
    id: 'questions.moveDown',
    titleKey: 'msp.v2.questions.command.move.down',
    group: 'questions',
    scope: QUESTION_EDITOR_SCOPE,
    shortcut: 'alt+ArrowDown',
    when: onRow,
    run: () => editor()?.move(1),
  }),
  defineCommand({
    id: 'questions.toggleHide',
    titleKey: 'msp.v2.questions.command.toggle.hide',
    group: 'questions',
    scope: QUESTION_EDITOR_SCOPE,
    shortcut: 'h',
    when: onRow,
    run: () => editor()?.toggleHide(),
  }),
  defineCommand({
    id: 'questions.delete',
    titleKey: 'msp.v2.questions.command.delete',
    group: 'questions',
    scope: QUESTION_EDITOR_SCOPE,
    shortcut: 'Delete',
    when: onRow,
    run: () => editor()?.remove(),
  }),
]
