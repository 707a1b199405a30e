import { AlertDialog, Badge, Button, Flex, Text } from '@radix-ui/themes'
import type { Dispatch } from 'react'
import { useTranslation } from 'react-i18next'
import type { ManualNote } from '../../../../../shared/contracts/application'
import { formatDate } from '../../../../../shared/domain/formats'
import { canAddNote, type NotesPanelAction, type NotesPanelState } from '../../../../../shared/domain/notes'
import { ShortcutKeys } from '../../../../commands/shortcut-keys'
import { clearDraft } from '../../../../ui/drafts'
import { useNoteMutation } from '../api'
import type { FormSubmitter } from '../application-controller'
import { noteDraftKey } from '../drafts'
import { NoteForm } from './note-form'

export type NotesTabProps = {
  appId: number
  notes: ManualNote[]
  state: NotesPanelState
  dispatch: Dispatch<NotesPanelAction>
  registerSubmitter: (submitter: FormSubmitter | null) => void
  /** The user holds APPLICATION_MANAGE: without it the notes are read-only. */
  canManage: boolean
  /** Whether the user may change this note: their own, or anyone's with team management (domain/notes.ts). */
  canEditNote: (note: ManualNote) => boolean
}

/**
 * §2/§4 notes: the list with add, edit and delete. States: list, adding, editing one note,
 * confirming a delete; adding is hidden while editing; saving or cancelling returns to the
 * list. The history (which carries the notes) is fetched again after every change.
 */
export function NotesTab({
  appId,
  notes,
  state,
  dispatch,
  registerSubmitter,
  canManage,
  canEditNote,
}: NotesTabProps) {
  const { t, i18n } = useTranslation()
  const mutation = useNoteMutation(appId)
  const editing = state.mode === 'editing' ? (notes.find((n) => n.id === state.noteId) ?? null) : null
  const deleting = state.mode === 'confirmingDelete' ? state.noteId : null
  const draftKey = noteDraftKey(appId, editing?.id ?? null)
  // Execution dates are days, stored as UTC midnight: formatDate keeps them on their day.
  const day = (iso: string) => formatDate(iso, i18n.language)

  const form =
    canManage && (state.mode === 'adding' || editing) ? (
      <NoteForm
        key={editing?.id ?? 'new'}
        note={editing}
        draftKey={draftKey}
        pending={mutation.isPending}
        registerSubmitter={registerSubmitter}
        onCancel={() => {
          // Cancel is the one way to throw the text away on purpose.
          clearDraft(draftKey)
          dispatch({ type: 'cancel' })
        }}
        onSubmit={(payload) =>
          mutation.mutate(
            editing ? { kind: 'update', id: editing.id, payload } : { kind: 'create', payload },
            {
              onSuccess: () => {
                clearDraft(draftKey)
                dispatch({ type: 'saved' })
              },
            },
          )
        }
      />
    ) : null

  return (
    <Flex direction="column" gap="4">
      {canManage && canAddNote(state) ? (
        <Flex gap="2" align="center">
          <Button onClick={() => dispatch({ type: 'add' })}>{t('msp.v2.application.notes.add')}</Button>
          <ShortcutKeys shortcut="shift+n" />
        </Flex>
      ) : null}
      {form}
      {notes.length === 0 ? (
        <Text size="2" color="gray">
          {t('msp.v2.application.notes.notfound')}
        </Text>
      ) : (
        <ul className="application-notes" aria-label={t('msp.v2.application.tab.notes')}>
          {notes.map((note) => (
            <li key={note.id} className="application-note" data-note-id={note.id}>
              <Flex direction="column" gap="2">
                <Flex gap="2" align="center" wrap="wrap">
                  <Badge variant="soft">{t(`msp.v2.application.notes.type.${note.actionType}`)}</Badge>
                  <Text size="1" color="gray">
                    {day(note.executionDate)}
                    {note.msp ? ` · ${note.msp.firstName} ${note.msp.lastName}` : ''}
                  </Text>
                </Flex>
                <Text as="p" size="2">
                  {note.note}
                </Text>
                {canManage && canEditNote(note) && state.mode === 'list' ? (
                  <Flex gap="2">
                    <Button
                      size="1"
                      variant="soft"
                      onClick={() => dispatch({ type: 'edit', noteId: note.id })}
                    >
                      {t('msp.v2.application.notes.edit')}
                    </Button>
                    <Button
                      size="1"
                      variant="soft"
                      color="red"
                      onClick={() => dispatch({ type: 'askDelete', noteId: note.id })}
                    >
                      {t('msp.v2.application.notes.delete')}
                    </Button>
                  </Flex>
                ) : null}
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <AlertDialog.Root
        open={deleting !== null}
        onOpenChange={(open) => !open && dispatch({ type: 'cancel' })}
      >
        <AlertDialog.Content maxWidth="420px">
          <AlertDialog.Title>{t('msp.v2.application.notes.delete.title')}</AlertDialog.Title>
          <AlertDialog.Description size="2">
            {t('msp.v2.application.notes.delete.body')}
          </AlertDialog.Description>
          <Flex gap="3" mt="4" justify="end">
            <AlertDialog.Cancel>
              <Button variant="soft" color="gray">
                {t('msp.v2.application.notes.cancel')}
              </Button>
            </AlertDialog.Cancel>
            <AlertDialog.Action>
              <Button
                color="red"
                onClick={() => {
                  if (deleting === null) return
                  mutation.mutate(
                    { kind: 'delete', id: deleting },
                    { onSettled: () => dispatch({ type: 'deleted' }) },
                  )
                }}
              >
                {t('msp.v2.application.notes.delete.confirm')}
              </Button>
            </AlertDialog.Action>
          </Flex>
        </AlertDialog.Content>
      </AlertDialog.Root>
    </Flex>
  )
}
