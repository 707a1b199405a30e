import { Button, Dialog, Flex, Spinner, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { mergePreviewQuery } from '../api'
import type { ExternalRow } from '../commands'
import { providerErrorText } from '../provider-errors'

export type MergeDialogProps = {
  row: ExternalRow
  projectId: number | null
  onClose: () => void
  onMerge: () => Promise<void>
}

/** Merge a found profile into the talent the badge names: what it fills in, before it does. */
export function MergeDialog({ row, onClose, onMerge }: MergeDialogProps) {
  const { t } = useTranslation()
  const existing = row.existing
  const preview = useQuery({
    ...mergePreviewQuery(row.provider, row.id, existing?.talentId ?? 0),
    enabled: existing !== null,
  })
  const [busy, setBusy] = useState(false)
  const confirm = useRef<HTMLButtonElement>(null)
  // The button waits for the preview; then Enter merges what the user has read.
  useEffect(() => {
    if (preview.isSuccess) confirm.current?.focus()
  }, [preview.isSuccess])
  if (!existing) return null
  const changes = preview.data?.changes ?? []
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>
          {t('msp.v2.external.merge.title', { name: `${existing.firstName} ${existing.lastName}` })}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('msp.v2.external.merge.description')}
        </Dialog.Description>
        <Flex direction="column" gap="2" mt="3">
          {preview.isPending ? <Spinner /> : null}
          {preview.isError ? (
            <Text color="red" size="2" role="alert">
              {providerErrorText(t, preview.error)}
            </Text>
          ) : null}
          {preview.isSuccess && changes.length === 0 ? (
            <Text size="2">{t('msp.v2.external.merge.nothing')}</Text>
          ) : null}
          {changes.length > 0 ? (
            <ul className="external-merge-changes" aria-label={t('msp.v2.external.merge.changes')}>
              {changes.map((c) => (
                <li key={c.field}>
                  <Text size="2" weight="bold">
                    {t(`msp.v2.external.field.${c.field}`)}
                  </Text>{' '}
                  <Text size="2">{c.field === 'cv' ? t('msp.v2.external.merge.cv') : c.to}</Text>
                </li>
              ))}
            </ul>
          ) : null}
        </Flex>
        <Flex gap="2" justify="end" mt="4">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('msp.v2.external.merge.cancel')}
            </Button>
          </Dialog.Close>
          <Button
            ref={confirm}
            disabled={busy || !preview.isSuccess}
            onClick={() => {
              setBusy(true)
              void onMerge().finally(() => setBusy(false))
            }}
          >
            {t('msp.v2.external.merge.confirm')}
          </Button>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
