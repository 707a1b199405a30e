import { Badge, Flex, IconButton, Text } from '@radix-ui/themes'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Tag } from '../../../../shared/contracts/tags'
import type { TalentProfile } from '../../../../shared/contracts/talent'
import { assignTagChange, changeTalent, tagListQuery } from '../api'
import { DialogError } from './dialog-error'
import { PickerField } from './picker-field'
import { ModalFooter, TalentModal } from './talent-modal'

export type TalentTagsDialogProps = { talent: TalentProfile; canCreate: boolean; onClose: () => void }

/**
 * Tags modal (§2): type to filter the client's tags, ↑/↓ to choose, Enter assigns (or
 * creates the tag when none matches and the user may manage tags); each tag can be removed.
 */
export function TalentTagsDialog({ talent, canCreate, onClose }: TalentTagsDialogProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const { data } = useQuery(tagListQuery)
  const [text, setText] = useState('')
  const [active, setActive] = useState(0)
  const assigned = new Set(talent.tags.map((tag) => tag.id))
  const query = text.trim().toLowerCase()
  const matches = (data?.results ?? [])
    .filter((tag) => !assigned.has(tag.id) && tag.value.toLowerCase().includes(query))
    .slice(0, 8)
  const exact = (data?.results ?? []).some((tag) => tag.value.toLowerCase() === query)
  const creates = query !== '' && !exact && canCreate
  const options: (Tag | { value: string })[] = [...matches, ...(creates ? [{ value: text.trim() }] : [])]

  const assign = useMutation({
    mutationFn: (tag: Tag | { value: string }) =>
      changeTalent.run(assignTagChange(talent.id, tag), queryClient),
    onSuccess: () => {
      setText('')
      setActive(0)
    },
  })
  const remove = useMutation({
    mutationFn: (tag: Tag) =>
      changeTalent.run(
        { talentId: talent.id, path: '/unAssignTag', method: 'POST', body: { tagId: tag.id } },
        queryClient,
      ),
  })
  const choose = (index: number) => {
    const option = options[index]
    if (option && !assign.isPending) assign.mutate(option)
  }

  return (
    <TalentModal title={t('msp.v2.talent.command.tags')} onClose={onClose}>
      <Flex gap="2" wrap="wrap" mb="3" aria-label={t('msp.v2.talent.tags')} role="list">
        {talent.tags.length === 0 ? (
          <Text size="2" color="gray">
            {t('msp.v2.talent.empty')}
          </Text>
        ) : null}
        {talent.tags.map((tag) => (
          <Badge key={tag.id} role="listitem" variant="soft" color="gray" size="2">
            {tag.value}
            <IconButton
              size="1"
              variant="ghost"
              aria-label={t('msp.v2.talent.tags.remove', { tag: tag.value })}
              onClick={() => remove.mutate(tag)}
            >
              ×
            </IconButton>
          </Badge>
        ))}
      </Flex>
      <PickerField
        id="talent-tag-options"
        label={t('msp.v2.talent.tags.input')}
        text={text}
        onText={setText}
        options={options}
        active={active}
        onActive={setActive}
        onChoose={choose}
        keyOf={(option) => ('id' in option ? option.id : 'new')}
        render={(option) => (
          <Text size="2">
            {'id' in option ? option.value : t('msp.v2.talent.tags.create', { tag: option.value })}
          </Text>
        )}
      />
      <DialogError error={assign.error ?? remove.error} />
      <ModalFooter onCancel={onClose} cancelKey="msp.v2.talent.dialog.close" />
    </TalentModal>
  )
}
