import { Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { draftOfQuestion, type QuestionDraft } from '../../../../shared/domain/question-draft'
import { moved } from '../../../../shared/domain/questions'
import { defaultQuestionsQuery } from '../../../api/questions'
import { QuestionEditor } from '../../../ui/question-editor/question-editor'
import type { ProjectDraft } from '../project-draft'
import { FormSection } from './form-section'

export type QuestionsSectionProps = {
  questions: QuestionDraft[]
  set: (patch: Partial<ProjectDraft>) => void
  legalEntityId: number | null
  /** Job-specific questions are part of editing a project (JOB_MANAGE_UPDATE). */
  canEdit: boolean
}

/**
 * Questions (§2 anchor, only with the pre-application questions flag): the legal entity's
 * defaults for reference, and the project's own questions, kept in the form's draft and
 * written right after the project's save.
 */
export function QuestionsSection({ questions, set, legalEntityId, canEdit }: QuestionsSectionProps) {
  const { t } = useTranslation()
  const defaults = useQuery({ ...defaultQuestionsQuery(legalEntityId ?? 0), enabled: legalEntityId !== null })
  const update = (next: QuestionDraft[]) => set({ questions: next })
  const defaultDrafts = (defaults.data ?? []).map(draftOfQuestion)
  return (
    <FormSection anchor="questions" title={t('msp.v2.project.form.section.questions')}>
      <Flex direction="column" gap="2">
        <Heading as="h3" size="3">
          {t('msp.v2.project.form.questions.job.specific')}
        </Heading>
        <QuestionEditor
          id="project-question"
          questions={questions}
          readOnly={!canEdit}
          emptyText={t('msp.v2.project.form.questions.empty')}
          onSave={(question, index) => {
            update(
              index === null
                ? [...questions, question]
                : questions.map((q, i) => (i === index ? question : q)),
            )
            return true
          }}
          onMove={(index, delta) => update(moved(questions, index, delta))}
          onToggleHide={(index) =>
            update(
              questions.map((q, i) =>
                i === index ? { ...q, visibility: q.visibility === 'hide' ? 'optional' : 'hide' } : q,
              ),
            )
          }
          onDelete={(index) =>
            // A child cannot show without its parent: it goes too (the server does the same).
            update(
              questions.filter((q, i) => i !== index && q.parentQuestionId !== (questions[index]?.id ?? -1)),
            )
          }
        />
      </Flex>
      <details className="project-form-defaults">
        <summary>
          <Text size="2" weight="medium">
            {t('msp.v2.project.form.questions.defaults', { count: defaultDrafts.length })}
          </Text>
        </summary>
        <QuestionEditor
          id="project-default-question"
          questions={defaultDrafts}
          readOnly
          emptyText={t('msp.v2.project.form.questions.defaults.empty')}
          onSave={() => false}
          onMove={() => {}}
          onToggleHide={() => {}}
          onDelete={() => {}}
        />
      </details>
    </FormSection>
  )
}
