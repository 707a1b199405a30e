import { Button, Flex, Text } from '@radix-ui/themes'
import { type KeyboardEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { emptyQuestion, type QuestionDraft } from '../../../shared/domain/question-draft'
import { ShortcutKeys } from '../../commands/shortcut-keys'
import { useRegisterCommands } from '../../commands/use-register-commands'
import { ConfirmDeleteDialog } from '../confirm-delete-dialog'
import { isPlainEnter, rovingTarget, scopeFocusHandlers } from '../scope-focus'
import { QUESTION_EDITOR_SCOPE, questionEditorCommands, questionEditorController } from './commands'
import { QuestionDialog } from './question-dialog'
import { QuestionRow } from './question-row'
import './question-editor.css'

export type QuestionEditorProps = {
  /** Prefix of the row ids, unique on the page. */
  id: string
  questions: QuestionDraft[]
  readOnly?: boolean
  /** Ask before deleting (stored questions go at once; the form's go with its save). */
  confirmDelete?: boolean
  saving?: boolean
  serverErrors?: Record<string, string>
  emptyText: string
  /** The dialog closed without saving (stale server errors can go). */
  onDialogClose?: () => void
  /** Resolves true when the dialog may close. `index` is null for a new question. */
  onSave: (question: QuestionDraft, index: number | null) => boolean | Promise<boolean>
  onMove: (index: number, delta: 1 | -1) => void
  onToggleHide: (index: number) => void
  onDelete: (index: number) => void
}

/**
 * The pre-application question editor shared by the project form (job-specific questions)
 * and Settings → Workflow (a legal entity's defaults): a list with row keys (↑/↓, Enter
 * edits) and the registry's commands (n add, e edit, Alt+↑/↓ move, h hide, Delete).
 */
export function QuestionEditor({
  id,
  questions,
  readOnly = false,
  confirmDelete = false,
  saving,
  serverErrors,
  emptyText,
  onDialogClose,
  onSave,
  onMove,
  onToggleHide,
  onDelete,
}: QuestionEditorProps) {
  const { t } = useTranslation()
  const [active, setActive] = useState(0)
  const [editing, setEditing] = useState<{ question: QuestionDraft; index: number | null } | null>(null)
  const [deleting, setDeleting] = useState<number | null>(null)
  const listRef = useRef<HTMLOListElement>(null)
  const focusAfterRender = useRef(false)
  const current = Math.min(active, Math.max(questions.length - 1, 0))

  const focusRow = useCallback((index: number) => {
    setActive(index)
    focusAfterRender.current = true
  }, [])
  useEffect(() => {
    if (!focusAfterRender.current) return
    focusAfterRender.current = false
    listRef.current?.querySelector<HTMLElement>(`[data-row="${current}"]`)?.focus()
  })

  const open = editing !== null || deleting !== null
  const live = useRef({ questions, current, readOnly, open, confirmDelete, onMove, onToggleHide, onDelete })
  live.current = { questions, current, readOnly, open, confirmDelete, onMove, onToggleHide, onDelete }
  const actions = useMemo(() => {
    const l = () => live.current
    return {
      get readOnly() {
        return l().readOnly
      },
      busy: () => l().open,
      hasRow: () => l().questions.length > 0,
      add: () => setEditing({ question: emptyQuestion(), index: null }),
      edit: () => {
        const q = l().questions[l().current]
        if (q) setEditing({ question: q, index: l().current })
      },
      move: (delta: 1 | -1) => {
        const target = l().current + delta
        if (target < 0 || target >= l().questions.length) return
        l().onMove(l().current, delta)
        focusRow(target)
      },
      toggleHide: () => l().onToggleHide(l().current),
      remove: () => {
        if (l().confirmDelete) setDeleting(l().current)
        else {
          l().onDelete(l().current)
          focusRow(Math.max(0, l().current - 1))
        }
      },
    }
  }, [focusRow])
  useEffect(() => {
    // A read-only list (the form's defaults) never takes the commands from an editable one.
    if (live.current.readOnly && questionEditorController.current()) return
    return questionEditorController.publish(actions)
  }, [actions])
  useRegisterCommands(questionEditorCommands)

  const focus = scopeFocusHandlers(QUESTION_EDITOR_SCOPE)
  const onRowKeyDown = (event: KeyboardEvent, index: number) => {
    const target = rovingTarget(event, index, questions.length)
    if (target !== null) {
      event.preventDefault()
      focusRow(target)
    } else if (isPlainEnter(event) && !readOnly && event.target === event.currentTarget) {
      event.preventDefault()
      setEditing({ question: questions[index], index })
    }
  }

  const save = async (question: QuestionDraft) => {
    if (!editing) return
    const closed = await onSave(question, editing.index)
    if (!closed) return
    setEditing(null)
    focusRow(editing.index ?? questions.length)
  }

  return (
    <Flex
      direction="column"
      gap="3"
      className="question-editor"
      onFocus={(event) => {
        questionEditorController.activate(actions)
        focus.onFocus(event)
      }}
      onBlur={focus.onBlur}
    >
      {questions.length === 0 ? (
        <Text size="2" color="gray">
          {emptyText}
        </Text>
      ) : (
        <ol ref={listRef} className="question-list" aria-label={t('msp.v2.questions.list')}>
          {questions.map((q, index) => (
            <QuestionRow
              key={q.key}
              id={`${id}-${index}`}
              index={index}
              question={q}
              tabIndex={index === current ? 0 : -1}
              anchorFocus={!readOnly && index === current}
              readOnly={readOnly}
              first={index === 0}
              last={index === questions.length - 1}
              onKeyDown={(e) => onRowKeyDown(e, index)}
              onFocus={() => setActive(index)}
              onEdit={() => setEditing({ question: q, index })}
              onMove={(delta) => {
                setActive(index)
                live.current.current = index
                actions.move(delta)
              }}
              onToggleHide={() => onToggleHide(index)}
              onDelete={() => {
                setActive(index)
                live.current.current = index
                actions.remove()
              }}
            />
          ))}
        </ol>
      )}
      {readOnly ? null : (
        <Flex>
          <Button
            type="button"
            variant="soft"
            onClick={actions.add}
            data-anchor-focus={questions.length === 0 || undefined}
          >
            {t('msp.v2.questions.add')}
            <ShortcutKeys shortcut="n" />
          </Button>
        </Flex>
      )}
      <QuestionDialog
        question={editing?.question ?? null}
        serverErrors={serverErrors}
        saving={saving}
        onSave={(q) => void save(q)}
        onClose={() => {
          setEditing(null)
          onDialogClose?.()
        }}
      />
      <ConfirmDeleteDialog
        open={deleting !== null}
        title={t('msp.v2.questions.delete.title')}
        body={t('msp.v2.questions.delete.body', {
          label: deleting === null ? '' : (questions[deleting]?.label ?? ''),
        })}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting !== null) onDelete(deleting)
          setDeleting(null)
          focusRow(Math.max(0, (deleting ?? 0) - 1))
        }}
      />
    </Flex>
  )
}
