import '../project-form.css'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useParams } from 'react-router'
import { draftOfQuestion } from '../../../../shared/domain/question-draft'
import { projectDetailQuery } from '../../../api/projects'
import { projectQuestionsQuery } from '../../../api/questions'
import { clientContextQuery, currentUserQuery } from '../../../api/session'
import { entityIdOf, notFoundIfMissing } from '../../../app/entity-route'
import { PageSpinner } from '../../../ui/page-spinner'
import { draftFromForm, emptyDraft, type FormMode } from '../project-draft'
import { ProjectFormView } from './project-form-view'

/** /project/create */
export function CreateProjectPage() {
  const user = useQuery(currentUserQuery).data
  const client = useQuery(clientContextQuery).data
  const initial = useMemo(
    () => emptyDraft(user?.legalEntityIds[0] ?? null, client?.currencies[0] ?? null, user?.id ?? null),
    [user, client],
  )
  if (!user || !client) return <PageSpinner />
  return <ProjectFormView key="create" mode="CREATE" initial={initial} />
}

/** /manage/project/:id/edit and /manage/project/:id/unpublished */
export function ManageProjectPage({ mode }: { mode: Exclude<FormMode, 'CREATE'> }) {
  const id = entityIdOf(useParams().id)
  const detail = useQuery(projectDetailQuery(id))
  const client = useQuery(clientContextQuery).data
  const questionsOn = client?.config.preApplicationQuestions === true
  // Always the stored list, never a cached one: the form's draft is compared with it.
  const questions = useQuery({ ...projectQuestionsQuery(id), enabled: questionsOn, refetchOnMount: 'always' })
  const questionsReady = !questionsOn || (questions.data !== undefined && questions.isFetchedAfterMount)
  const initial = useMemo(
    () =>
      detail.data && questionsReady
        ? { ...draftFromForm(detail.data.form), questions: (questions.data ?? []).map(draftOfQuestion) }
        : null,
    [detail.data, questions.data, questionsReady],
  )
  if (detail.error) throw notFoundIfMissing(detail.error)
  if (questions.error) throw questions.error
  if (!client || !detail.data || !initial) return <PageSpinner />
  const effective = mode === 'UNPUBLISHED' && detail.data.freelancerVisible ? 'EDIT' : mode
  return (
    <ProjectFormView key={`${id}:${effective}`} mode={effective} detail={detail.data} initial={initial} />
  )
}

export const EditProjectPage = () => <ManageProjectPage mode="EDIT" />
export const UnpublishedProjectPage = () => <ManageProjectPage mode="UNPUBLISHED" />
