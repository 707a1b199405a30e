import { Button, Dialog, Flex } from '@radix-ui/themes'
import { useCallback } from 'react'
import { useTranslation } from 'react-i18next'
import { PickerList } from '../../../ui/picker-list'
import { projectsByTitle } from '../api'

/** "Work for project…": an active project picked by title. */
export function ProjectPickerDialog({
  onPick,
  onClose,
}: {
  onPick: (id: number) => void
  onClose: () => void
}) {
  const { t } = useTranslation()
  const load = useCallback(
    async (text: string) =>
      (await projectsByTitle(text)).results.map((p) => ({
        id: p.id,
        label: p.title,
        hint: [p.city, p.legalEntityName].filter(Boolean).join(' · '),
      })),
    [],
  )
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="520px">
        <Dialog.Title>{t('msp.v2.talent.search.command.project')}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {t('msp.v2.talent.search.project.hint')}
        </Dialog.Description>
        <PickerList
          label={t('msp.v2.talent.search.project.pick')}
          placeholder={t('msp.v2.talent.search.project.placeholder')}
          emptyText={t('msp.v2.talent.search.project.none')}
          remote
          load={load}
          onPick={(option) => onPick(Number(option.id))}
        />
        <Flex justify="end" mt="3">
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('msp.v2.talent.search.cancel')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  )
}
