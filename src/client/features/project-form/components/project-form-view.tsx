import { Button, Callout, Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { legalEntityConfigSchema } from '../../../../shared/contracts/client-config'
import { type ProjectDetail, projectFormSchema } from '../../../../shared/contracts/project'
import { type JobFieldSettings, jobFieldRules } from '../../../../shared/domain/job-fields'
import { hiringManagersQuery, poolsQuery, recruitersQuery } from '../../../api/directory'
import { publishProject } from '../../../api/projects'
import { clientContextQuery, currentUserQuery } from '../../../api/session'
import { errorText, toApiError } from '../../../app/api-error'
import { useDefinedMutation } from '../../../app/mutation'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { translateIfKnown } from '../../../i18n/i18n'
import { FormError } from '../../../ui/forms/form-error'
import { firstErrorPerField, firstServerErrorPerField } from '../../../ui/forms/zod-field-errors'
import { showToast } from '../../../ui/toasts/toast-store'
import { useSaveProject } from '../api'
import { projectFormActions, projectFormCommands } from '../commands'
import {
  draftStorageKey,
  draftToInput,
  type FormMode,
  loadDraft,
  missingFieldErrors,
  type ProjectDraft,
  storeDraft,
} from '../project-draft'
import { saveQuestionsAfter } from '../save-questions'
import { ExtractButton } from './extract-button'
import { JobPostingSection } from './job-posting-section'
import { LeaveGuard } from './leave-guard'
import { PoolsSection, TeamSection } from './pools-team-sections'
import { QuestionsSection } from './questions-section'
import { TemplatePicker } from './template-picker'
import { PositionsSection, TimelineSection } from './timeline-positions-sections'

export type ProjectFormViewProps = {
  mode: FormMode
  detail?: ProjectDetail
  /** The values the form starts from (a new project's defaults, or the saved project). */
  initial: ProjectDraft
}

/** A legal entity without job field settings uses the contract's defaults. */
const DEFAULT_SETTINGS: JobFieldSettings = legalEntityConfigSchema.parse({}).jobFieldSettings

/** The one project form of modes CREATE, EDIT and UNPUBLISHED (§2 Project management page). */
export function ProjectFormView({ mode, detail, initial }: ProjectFormViewProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const projectId = detail?.id ?? null
  const storageKey = draftStorageKey(mode, projectId)
  const [restored] = useState(() => loadDraft(storageKey))
  const [draft, setDraft] = useState<ProjectDraft>(restored ?? initial)
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({})
  const formRef = useRef<HTMLFormElement>(null)
  const client = useQuery(clientContextQuery).data
  const user = useQuery(currentUserQuery).data
  const pools = useQuery(poolsQuery).data?.results ?? []
  const teamLimit = client?.config.teamAssigneeLimit ?? 0
  const questionsOn = client?.config.preApplicationQuestions === true
  const queryClient = useQueryClient()
  const msps = useQuery({ ...recruitersQuery, enabled: teamLimit > 0 }).data ?? []
  const managers = useQuery({ ...hiringManagersQuery, enabled: teamLimit > 0 }).data ?? []
  const save = useSaveProject(projectId)
  const publish = useDefinedMutation(publishProject)
  const [publishAfterSave, setPublishAfterSave] = useState(false)

  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(initial), [draft, initial])
  // Once saved, the form only waits for the navigation away: the refreshed saved values must
  // not make the old ones look like a draft to restore.
  const finished = useRef(false)
  useEffect(() => {
    if (!finished.current) storeDraft(storageKey, dirty ? draft : null)
  }, [storageKey, draft, dirty])

  const entity = client?.legalEntity.find((le) => String(le.id) === draft.legalEntityId)
  const settings = (entity?.config.jobFieldSettings as JobFieldSettings | undefined) ?? DEFAULT_SETTINGS
  const rules = jobFieldRules(settings)
  const set = useCallback((patch: Partial<ProjectDraft>) => setDraft((d) => ({ ...d, ...patch })), [])

  const apiError = save.error ? toApiError(save.error) : publish.error ? toApiError(publish.error) : null
  const serverErrors = apiError ? firstServerErrorPerField(apiError.fields) : {}
  const error = (field: string) => {
    const key = clientErrors[field] ?? serverErrors[field]
    return key ? t(key) : undefined
  }
  const formError =
    apiError && Object.keys(apiError.fields).length === 0 ? errorText(apiError, translateIfKnown) : null

  const submit = useCallback(
    (andPublish: boolean) => {
      const input = draftToInput(draft)
      const parsed = projectFormSchema.safeParse(input)
      const errors = {
        ...(parsed.success ? {} : firstErrorPerField(parsed.error)),
        ...missingFieldErrors(input, settings),
      }
      setClientErrors(errors)
      if (Object.keys(errors).length > 0) {
        requestAnimationFrame(() =>
          formRef.current
            ?.querySelector<HTMLElement>('[aria-invalid="true"]')
            ?.focus({ preventScroll: false }),
        )
        return
      }
      save.mutate(input, {
        onSuccess: async (saved) => {
          if (questionsOn) {
            const written = await saveQuestionsAfter(saved, draft, initial, queryClient)
            if (!written) {
              // The project exists now: its edit page restores the questions from its draft.
              if (mode === 'CREATE') {
                finished.current = true
                storeDraft(storageKey, null)
                navigate(`/manage/project/${saved.id}/edit`)
              }
              return
            }
          }
          finished.current = true
          storeDraft(storageKey, null)
          setDraft(initial)
          const done = () => {
            showToast(
              'success',
              t(mode === 'CREATE' ? 'msp.v2.project.form.created' : 'msp.v2.project.form.saved'),
            )
            navigate(`/project/${saved.id}/active`)
          }
          if (andPublish) publish.mutate(saved.id, { onSuccess: done })
          else done()
        },
      })
    },
    [draft, settings, save, publish, storageKey, initial, mode, navigate, t, questionsOn, queryClient],
  )
  useEffect(() => {
    projectFormActions.submit = () => submit(publishAfterSave)
    return () => {
      projectFormActions.submit = null
    }
  }, [submit, publishAfterSave])
  useRegisterCommands(projectFormCommands)

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    submit(publishAfterSave)
  }
  const legalEntities = (client?.localLegalEntities ?? []).filter((le) =>
    user ? user.legalEntityIds.includes(le.id) : true,
  )
  const saving = save.isPending || publish.isPending
  return (
    <form ref={formRef} noValidate onSubmit={onSubmit} aria-busy={saving} className="project-form">
      <LeaveGuard dirty={dirty && !saving && !save.isSuccess} />
      <Flex direction="column" gap="5">
        <Flex justify="between" align="center" gap="3" wrap="wrap">
          <Heading as="h1" size="6">
            {t(`msp.v2.project.form.title.${mode}`)}
          </Heading>
          <Text size="2" color="gray">
            {t('msp.v2.project.form.keys')}
          </Text>
        </Flex>
        {restored ? (
          <Callout.Root color="blue" variant="surface">
            <Callout.Text>
              {t('msp.v2.project.form.draft.restored')}{' '}
              <Button type="button" size="1" variant="ghost" onClick={() => setDraft(initial)}>
                {t('msp.v2.project.form.draft.discard')}
              </Button>
            </Callout.Text>
          </Callout.Root>
        ) : null}
        {mode === 'CREATE' ? (
          <Flex gap="4" align="start" wrap="wrap">
            <TemplatePicker
              onPick={(values) => setDraft((d) => ({ ...values, questions: d.questions, templateName: '' }))}
            />
            <ExtractButton currencies={client?.currencies ?? []} onExtracted={set} />
          </Flex>
        ) : null}
        <FormError message={formError} />
        <JobPostingSection
          draft={draft}
          set={set}
          error={error}
          rules={rules}
          legalEntities={legalEntities}
          legalEntityFixed={mode !== 'CREATE'}
          currencies={client?.currencies ?? []}
          countries={client?.countries ?? []}
        />
        <TimelineSection draft={draft} set={set} error={error} rules={rules} />
        <PositionsSection
          draft={draft}
          set={set}
          error={error}
          rules={rules}
          multipleApplicationsOffered={entity?.config.multipleApplicationsAllowed === true}
        />
        <PoolsSection draft={draft} set={set} error={error} pools={pools} />
        {teamLimit > 0 ? (
          <TeamSection
            draft={draft}
            set={set}
            error={error}
            limit={teamLimit}
            msps={msps}
            hiringManagers={managers}
          />
        ) : null}
        {questionsOn ? (
          <QuestionsSection
            questions={draft.questions}
            set={set}
            legalEntityId={draft.legalEntityId ? Number(draft.legalEntityId) : null}
            canEdit={user?.permissions.includes('JOB_MANAGE_UPDATE') === true}
          />
        ) : null}
        <Flex gap="3" align="center" justify="end" wrap="wrap" className="project-form-actions">
          <TextField.Root
            aria-label={t('msp.v2.project.form.template.name')}
            placeholder={t('msp.v2.project.form.template.name')}
            value={draft.templateName}
            onChange={(e) => set({ templateName: e.target.value })}
          />
          {mode === 'UNPUBLISHED' ? (
            <Button type="submit" variant="soft" loading={saving} onClick={() => setPublishAfterSave(true)}>
              {t('msp.v2.project.form.save.publish')}
            </Button>
          ) : null}
          <Button type="submit" loading={saving} onClick={() => setPublishAfterSave(false)}>
            {t(mode === 'CREATE' ? 'msp.v2.project.form.create' : 'msp.v2.project.form.save')}
            <kbd className="toast-key">Ctrl+Enter</kbd>
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}
