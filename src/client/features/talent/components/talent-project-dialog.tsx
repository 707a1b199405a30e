import { Flex, Text } from '@radix-ui/themes'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TalentProfile } from '../../../../shared/contracts/talent'
import { talentAction } from '../../../api/talent-actions'
import { translateIfKnown } from '../../../i18n/i18n'
import { showToast } from '../../../ui/toasts/toast-store'
import { TrackingSourceSelect } from '../../../ui/tracking-source-select'
import { activeProjectsByTitleQuery } from '../api'
import { DialogError } from './dialog-error'
import { PickerField } from './picker-field'
import { ModalFooter, TalentModal } from './talent-modal'

export type TalentProjectDialogProps = {
  talent: TalentProfile
  mode: 'invite' | 'apply'
  onClose: () => void
}

/**
 * Invite or apply the talent to a project (§2 actions), with the existing pipeline calls.
 * The picker searches the client's active projects (debounced 500 ms, §9); ↑/↓ and Enter.
 */
export function TalentProjectDialog({ talent, mode, onClose }: TalentProjectDialogProps) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [text, setText] = useState('')
  const [query, setQuery] = useState('')
  const [active, setActive] = useState(0)
  const [source, setSource] = useState<string | null>(null)
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text.trim()), 500)
    return () => clearTimeout(timer)
  }, [text])
  const { data } = useQuery({ ...activeProjectsByTitleQuery(query), placeholderData: keepPreviousData })
  const projects = (data?.results ?? []).filter((p) => !p.filled && p.freelancerVisible)
  const run = useMutation({
    mutationFn: (projectId: number) =>
      talentAction.run(
        { action: mode, targetId: projectId, talentIds: [talent.id], trackingSource: source },
        queryClient,
      ),
    onSuccess: (result) => {
      const failure = result.failures[0]
      if (failure) showToast('error', translateIfKnown(failure.reason) ?? failure.reason)
      else showToast('success', t(`msp.v2.talent.${mode}.done`))
      onClose()
    },
  })
  const choose = (index: number) => {
    const project = projects[index]
    if (project && !run.isPending) run.mutate(project.id)
  }
  const title = t(mode === 'apply' ? 'msp.v2.talent.command.apply' : 'msp.v2.talent.command.invite')

  return (
    <TalentModal title={title} onClose={onClose}>
      {mode === 'apply' ? <TrackingSourceSelect value={source} onChange={setSource} /> : null}
      <PickerField
        id="talent-project-options"
        label={t('msp.v2.talent.project.search')}
        text={text}
        onText={setText}
        options={projects}
        active={active}
        onActive={setActive}
        onChoose={choose}
        keyOf={(project) => project.id}
        render={(project) => (
          <Flex justify="between" gap="3">
            <Text size="2">{project.title}</Text>
            <Text size="1" color="gray">
              {project.legalEntityName}
            </Text>
          </Flex>
        )}
      />
      {data && projects.length === 0 ? (
        <Text size="2" color="gray">
          {t('msp.v2.talent.project.empty')}
        </Text>
      ) : null}
      <DialogError error={run.error} />
      <ModalFooter onCancel={onClose} />
    </TalentModal>
  )
}
