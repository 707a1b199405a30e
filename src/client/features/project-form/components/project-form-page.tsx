import '../project-form.css'
import { useQuery } from '@tanstack/react-query'
import { useMemo } from 'react'
import { useParams } from 'react-router'
import { clientContextQuery, currentUserQuery } from '../../../app/session-queries'
import { PageSpinner } from '../../../ui/page-spinner'
import { projectDetailQuery } from '../api'
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
  const id = Number(useParams().id)
  const detail = useQuery(projectDetailQuery(id))
  const initial = useMemo(() => (detail.data ? draftFromForm(detail.data.form) : null), [detail.data])
  if (detail.error) throw detail.error
  if (!detail.data || !initial) return <PageSpinner />
  const effective = mode === 'UNPUBLISHED' && detail.data.freelancerVisible ? 'EDIT' : mode
  return (
    <ProjectFormView key={`${id}:${effective}`} mode={effective} detail={detail.data} initial={initial} />
  )
}

export const EditProjectPage = () => <ManageProjectPage mode="EDIT" />
export const UnpublishedProjectPage = () => <ManageProjectPage mode="UNPUBLISHED" />
