import { Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { draftOfQuestion, inputOfDraft } from '../../../../shared/domain/question-draft'
import { moved } from '../../../../shared/domain/questions'
import { defaultQuestionsQuery, useDefaultQuestionsMutation } from '../../../api/questions'
import { toApiError } from '../../../app/api-error'
import { QuestionEditor } from '../../../ui/question-editor/question-editor'
import { SettingsCard } from './settings-card'

export type DefaultQuestionsCardProps = {
  legalEntityId: number
  legalEntityName: string
  /** Defaults shape every project of the entity: team management (§6) may change them. */
  canManage: boolean
}

/** Settings → Workflow → questions: the legal entity's default pre-application questions, saved at once. */
export function DefaultQuestionsCard({
  legalEntityId,
  legalEntityName,
  canManage,
}: DefaultQuestionsCardProps) {
  const { t } = useTranslation()
  const query = useQuery(defaultQuestionsQuery(legalEntityId))
  const mutation = useDefaultQuestionsMutation(legalEntityId)
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({})
  const questions = (query.data ?? []).map(draftOfQuestion)
  const idAt = (index: number) => questions[index]?.id ?? 0

  return (
    <SettingsCard
      id="settings-questions"
      title={t('msp.v2.settings.workflow.questions.title')}
      description={t('msp.v2.settings.workflow.questions.description', { entity: legalEntityName })}
    >
      {canManage ? null : (
        <Text size="2" color="gray">
          {t('msp.v2.settings.workflow.read.only')}
        </Text>
      )}
      <QuestionEditor
        id="settings-question"
        questions={questions}
        readOnly={!canManage}
        confirmDelete
        saving={mutation.isPending}
        serverErrors={serverErrors}
        onDialogClose={() => setServerErrors({})}
        emptyText={t(
          query.isPending ? 'msp.v2.settings.workflow.loading' : 'msp.v2.settings.workflow.questions.empty',
        )}
        onSave={async (question, index) => {
          try {
            await mutation.mutateAsync(
              index === null || question.id === undefined
                ? { kind: 'create', legalEntityId, question: inputOfDraft(question) }
                : { kind: 'update', id: question.id, question: inputOfDraft(question) },
            )
            setServerErrors({})
            return true
          } catch (error) {
            const fields = toApiError(error).fields
            setServerErrors(Object.fromEntries(Object.entries(fields).map(([path, keys]) => [path, keys[0]])))
            return false
          }
        }}
        onMove={(index, delta) =>
          mutation.mutate({ kind: 'order', ids: moved(questions, index, delta).map((q) => q.id ?? 0) })
        }
        onToggleHide={(index) => mutation.mutate({ kind: 'toggleHide', id: idAt(index) })}
        onDelete={(index) => mutation.mutate({ kind: 'delete', id: idAt(index) })}
      />
    </SettingsCard>
  )
}
