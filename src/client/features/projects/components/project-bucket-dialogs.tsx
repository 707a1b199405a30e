import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { savedProjectQuery } from '../../../../shared/domain/project-search'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { PickerList } from '../../../ui/picker-list'
import { showToast } from '../../../ui/toasts/toast-store'
import { deleteProjectBucket, projectBucketsQuery, saveProjectBucket } from '../api'
import { projectBucketDialogAtom } from '../commands'

/** The §2 search-bucket dialogs of the project list, opened by the projects.bucket.* commands. */
export function ProjectBucketDialogs() {
  const [dialog, setDialog] = useAtom(projectBucketDialogAtom)
  if (!dialog) return null
  const close = () => setDialog(null)
  return dialog.kind === 'open' ? (
    <OpenDialog onClose={close} />
  ) : (
    <SaveDialog mode={dialog.mode} ids={dialog.ids} onClose={close} />
  )
}

function SaveDialog({
  mode,
  ids,
  onClose,
}: {
  mode: 'selection' | 'bucket'
  ids: number[]
  onClose: () => void
}) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const save = async () => {
    setBusy(true)
    try {
      await saveProjectBucket.run({
        name: name.trim(),
        mode,
        ...(mode === 'selection' ? { ids } : { query: savedProjectQuery(params) }),
      })
      showToast('success', t('msp.v2.projects.bucket.saved', { name: name.trim() }))
      onClose()
    } catch (error) {
      showToast('error', errorText(error, translateIfKnown))
      setBusy(false)
    }
  }
  const title = t(
    mode === 'selection'
      ? 'msp.v2.projects.command.bucket.selection'
      : 'msp.v2.projects.command.bucket.search',
  )
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {mode === 'selection'
            ? t('msp.v2.projects.bucket.selection.count', { count: ids.length })
            : t('msp.v2.projects.bucket.search.hint')}
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
              aria-label={t('msp.v2.projects.bucket.name')}
              placeholder={t('msp.v2.projects.bucket.name')}
              value={name}
              maxLength={120}
              onChange={(e) => setName(e.target.value)}
            />
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t('msp.v2.projects.bucket.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={!name.trim()} loading={busy}>
                {t('msp.v2.projects.bucket.save')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}

/** A saved search is applied as the search; a saved selection lists exactly those projects. */
function OpenDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const buckets = useQuery(projectBucketsQuery)
  const list = buckets.data?.results
  const load = useCallback(
    (text: string) =>
      (list ?? [])
        .filter((b) => !text || b.name.toLowerCase().includes(text.toLowerCase()))
        .map((b) => ({
          id: b.id,
          label: b.name,
          hint: t(
            b.mode === 'selection'
              ? 'msp.v2.projects.bucket.kind.selection'
              : 'msp.v2.projects.bucket.kind.bucket',
            {
              count: b.ids.length,
            },
          ),
        })),
    [list, t],
  )
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{t('msp.v2.projects.command.bucket.open')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('msp.v2.projects.bucket.open.hint')}
        </Dialog.Description>
        {buckets.isPending ? (
          <Text size="2">{t('msp.v2.projects.bucket.loading')}</Text>
        ) : (
          <PickerList
            label={t('msp.v2.projects.command.bucket.open')}
            placeholder={t('msp.v2.projects.bucket.filter')}
            emptyText={t('msp.v2.projects.bucket.empty')}
            load={load}
            onPick={(option) => {
              const bucket = list?.find((b) => b.id === option.id)
              if (!bucket) return
              onClose()
              const query =
                bucket.mode === 'bucket'
                  ? bucket.query
                  : new URLSearchParams({ bucket: String(bucket.id) }).toString()
              navigate(query ? `/search/projects?${query}` : '/search/projects')
            }}
            onDelete={async (option) => {
              try {
                await deleteProjectBucket.run(Number(option.id))
                showToast('success', t('msp.v2.projects.bucket.deleted', { name: option.label }))
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
