import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../app/api-error'
import { translateIfKnown } from '../i18n/i18n'
import { PickerList } from './picker-list'
import { showToast } from './toasts/toast-store'

/**
 * The §2 search-bucket dialogs shared by the talent and the project searches: name a bucket
 * (the current search or the selection), and open or delete a saved one. Each search passes
 * its own i18n keys and what saving, opening and deleting mean for it.
 */

export interface SavedBucket {
  id: number
  name: string
  mode: 'selection' | 'bucket'
  ids: number[]
}

export function NameBucketDialog({
  title,
  description,
  keys,
  onSave,
  onClose,
}: {
  title: string
  description: string
  /** Keys of the name field, the buttons and the success toast (`{{name}}`). */
  keys: { name: string; cancel: string; save: string; saved: string }
  onSave: (name: string) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const save = async () => {
    setBusy(true)
    try {
      await onSave(name.trim())
      showToast('success', t(keys.saved, { name: name.trim() }))
      onClose()
    } catch (error) {
      showToast('error', errorText(error, translateIfKnown))
      setBusy(false)
    }
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {description}
        </Dialog.Description>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (name.trim()) void save()
          }}
        >
          <Flex direction="column" gap="3" mt="3">
            <TextField.Root
              autoFocus
              aria-label={t(keys.name)}
              placeholder={t(keys.name)}
              value={name}
              maxLength={120}
              onChange={(e) => setName(e.target.value)}
            />
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t(keys.cancel)}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={!name.trim()} loading={busy}>
                {t(keys.save)}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}

export function OpenBucketList<B extends SavedBucket>({
  buckets,
  pending,
  keys,
  onOpen,
  onDelete,
  onClose,
}: {
  buckets: B[] | undefined
  pending: boolean
  /** Keys of the dialog's texts; `kindSelection` / `kindBucket` take `{{count}}`, `deleted` `{{name}}`. */
  keys: {
    title: string
    hint: string
    loading: string
    filter: string
    empty: string
    kindSelection: string
    kindBucket: string
    deleted: string
  }
  onOpen: (bucket: B) => void
  onDelete: (id: number) => Promise<unknown>
  onClose: () => void
}) {
  const { t } = useTranslation()
  const load = useCallback(
    (text: string) =>
      (buckets ?? [])
        .filter((b) => !text || b.name.toLowerCase().includes(text.toLowerCase()))
        .map((b) => ({
          id: b.id,
          label: b.name,
          hint: t(b.mode === 'selection' ? keys.kindSelection : keys.kindBucket, { count: b.ids.length }),
        })),
    [buckets, keys.kindSelection, keys.kindBucket, t],
  )
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{t(keys.title)}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t(keys.hint)}
        </Dialog.Description>
        {pending ? (
          <Text size="2">{t(keys.loading)}</Text>
        ) : (
          <PickerList
            label={t(keys.title)}
            placeholder={t(keys.filter)}
            emptyText={t(keys.empty)}
            load={load}
            onPick={(option) => {
              const bucket = buckets?.find((b) => b.id === option.id)
              if (!bucket) return
              onClose()
              onOpen(bucket)
            }}
            onDelete={async (option) => {
              try {
                await onDelete(Number(option.id))
                showToast('success', t(keys.deleted, { name: option.label }))
              } catch (error) {
                showToast('error', errorText(error, translateIfKnown))
              }
            }}
          />
        )}
      </Dialog.Content>
    </Dialog.Root>
  )
}
