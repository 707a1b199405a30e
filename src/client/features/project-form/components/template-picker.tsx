import { Button, Flex } from '@radix-ui/themes'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useDefinedMutation } from '../../../app/mutation'
import { showToast } from '../../../ui/toasts/toast-store'
import { deleteTemplate, templateFormQuery, templatesQuery } from '../api'
import { draftFromForm, type ProjectDraft } from '../project-draft'
import { SelectField } from './form-controls'

/** Create from a template (§7 project/template/listAll; delete template). */
export function TemplatePicker({ onPick }: { onPick: (draft: ProjectDraft) => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const templates = useQuery(templatesQuery).data ?? []
  const [chosen, setChosen] = useState('')
  const remove = useDefinedMutation(deleteTemplate, {
    onSuccess: () => {
      setChosen('')
      showToast('success', t('msp.v2.project.form.template.deleted'))
    },
  })
  if (templates.length === 0) return null
  const pick = async (value: string) => {
    setChosen(value)
    if (!value) return
    const form = await queryClient.fetchQuery(templateFormQuery(Number(value)))
    onPick(draftFromForm(form))
  }
  return (
    <Flex gap="3" align="end">
      <SelectField
        id="project-template"
        label={t('msp.v2.project.form.template.pick')}
        value={chosen}
        emptyLabel={t('msp.v2.project.form.template.none')}
        onChange={(value) => void pick(value)}
        options={templates.map((tpl) => ({ value: String(tpl.id), label: tpl.name }))}
      />
      {chosen ? (
        <Button
          type="button"
          variant="soft"
          color="red"
          loading={remove.isPending}
          onClick={() => remove.mutate(Number(chosen))}
        >
          {t('msp.v2.project.form.template.delete')}
        </Button>
      ) : null}
    </Flex>
  )
}
