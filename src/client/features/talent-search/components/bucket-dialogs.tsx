import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import { savedTalentQuery } from '../../../../shared/domain/talent-search'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { PickerList } from '../../../ui/picker-list'
import { showToast } from '../../../ui/toasts/toast-store'
import { deleteBucket, saveBucket, talentBucketsQuery } from '../api'
import { PROJECT_PARAM } from '../commands'

export type SaveBucketDialogProps = { mode: 'selection' | 'bucket'; ids: number[]; onClose: () => void }

/** §2 search buckets: names the current search (mode bucket) or the selected talents (mode selection). */
export function SaveBucketDialog({ mode, ids, onClose }: SaveBucketDialogProps) {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const [name, setName] = useState('')
  const [busy, setBusy] = useState(false)
  const queryClient = useQueryClient()
  const save = async () => {
    setBusy(true)
    try {
      await saveBucket.run(
        {
          name: name.trim(),
          target: 'talents',
          mode,
          ...(mode === 'selection' ? { ids } : { query: savedTalentQuery(params) }),
        },
        queryClient,
      )
      showToast('success', t('msp.v2.talent.search.bucket.saved', { name: name.trim() }))
      onClose()
    } catch (error) {
      showToast('error', errorText(error, translateIfKnown))
      setBusy(false)
    }
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="420px">
        <Dialog.Title>
          {t(
            mode === 'selection'
              ? 'msp.v2.talent.search.command.bucket.selection'
              : 'msp.v2.talent.search.command.bucket.search',
          )}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {mode === 'selection'
            ? t('msp.v2.talent.search.bucket.selection.count', { count: ids.length })
            : t('msp.v2.talent.search.bucket.search.hint')}
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
              aria-label={t('msp.v2.talent.search.bucket.name')}
              placeholder={t('msp.v2.talent.search.bucket.name')}
              value={name}
              maxLength={120}
              onChange={(e) => setName(e.target.value)}
            />
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t('msp.v2.talent.search.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" disabled={!name.trim()} loading={busy}>
                {t('msp.v2.talent.search.bucket.save')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}

/** Opens a saved bucket: a query is applied as the search, a selection lists exactly those talents. */
export function OpenBucketDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const [params] = useSearchParams()
  const queryClient = useQueryClient()
  const buckets = useQuery(talentBucketsQuery)
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
              ? 'msp.v2.talent.search.bucket.kind.selection'
              : 'msp.v2.talent.search.bucket.kind.bucket',
            {
              count: b.ids.length,
            },
          ),
        })),
    [list, t],
  )
  const project = params.get(PROJECT_PARAM)
  const withProject = (query: URLSearchParams) => {
    if (project) query.set(PROJECT_PARAM, project)
    const text = query.toString()
    return text ? `/search/talents?${text}` : '/search/talents'
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>{t('msp.v2.talent.search.command.bucket.open')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('msp.v2.talent.search.bucket.open.hint')}
        </Dialog.Description>
        {buckets.isPending ? (
          <Text size="2">{t('msp.v2.talent.search.loading')}</Text>
        ) : (
          <PickerList
            label={t('msp.v2.talent.search.command.bucket.open')}
            placeholder={t('msp.v2.talent.search.bucket.filter')}
            emptyText={t('msp.v2.talent.search.bucket.empty')}
            load={load}
            onPick={(option) => {
              const bucket = list?.find((b) => b.id === option.id)
              if (!bucket) return
              onClose()
              if (bucket.mode === 'bucket') navigate(withProject(new URLSearchParams(bucket.query)))
              else navigate(withProject(new URLSearchParams({ bucket: String(bucket.id) })))
            }}
            onDelete={async (option) => {
              try {
                await deleteBucket.run(Number(option.id), queryClient)
                showToast('success', t('msp.v2.talent.search.bucket.deleted', { name: option.label }))
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
