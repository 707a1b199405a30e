import '../project-page.css'
import { Badge, Button, Callout, Flex, Grid, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import type { ProjectStatus } from '../../../../shared/domain/statuses'
import { hiringManagersQuery, poolsQuery, recruitersQuery } from '../../../api/directory'
import {
  changeProjectStatus,
  deleteProjects,
  pipelineStagesQuery,
  projectDetailQuery,
  publishProject,
} from '../../../api/projects'
import { clientContextQuery, currentUserQuery } from '../../../api/session'
import { entityIdOf, notFoundIfMissing } from '../../../app/entity-route'
import { useDefinedMutation } from '../../../app/mutation'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { translateIfKnown } from '../../../i18n/i18n'
import { PageSpinner } from '../../../ui/page-spinner'
import { CHIP_TONES, chipLabel } from '../../../ui/project-format'
import { showToast } from '../../../ui/toasts/toast-store'
import { projectPageCommands, projectPageController } from '../commands'
import { AttachmentsPanel } from './attachments-panel'
import { ProjectHistoryPanel } from './project-history-panel'
import { ProjectPanels } from './project-panels'
import { type QuickEdit, QuickEditDialog } from './quick-edit-dialog'
import { ShareDialog } from './share-dialog'
import { StatusDialog } from './status-dialog'

/**
 * /project/:id/summary: the project's header, panels and history, with its actions (edit,
 * publish, status changes with the §4 rules, delete with §5, share).
 */
export function ProjectPage() {
  const { t } = useTranslation()
  const id = entityIdOf(useParams().id)
  const project = useQuery(projectDetailQuery(id))
  const header = useQuery(pipelineStagesQuery(id)).data?.project
  const user = useQuery(currentUserQuery).data
  const pools = useQuery(poolsQuery).data?.results
  const msps = useQuery(recruitersQuery).data
  const managers = useQuery(hiringManagersQuery).data
  const publish = useDefinedMutation(publishProject)
  const status = useDefinedMutation(changeProjectStatus)
  const remove = useDefinedMutation(deleteProjects)
  const [target, setTarget] = useState<ProjectStatus | null>(null)
  const [sharing, setSharing] = useState(false)
  const [quick, setQuick] = useState<QuickEdit | null>(null)
  useRegisterCommands(projectPageCommands)

  const p = project.data
  // Project ownership (§3): without it the page reads, and says whose project it is.
  const mayAct = p?.mayAct !== false
  const canPublish =
    mayAct &&
    !!p &&
    !p.freelancerVisible &&
    p.status === 'ACTIVE' &&
    !!user?.permissions.includes('JOB_MANAGE_PUBLISH')
  const targets = mayAct ? (header?.allowedStatusTargets ?? []).filter((s) => s !== 'DELETED') : []
  const canDelete = mayAct && header?.canDelete === true
  const editPath =
    p && !p.freelancerVisible ? `/manage/project/${id}/unpublished` : `/manage/project/${id}/edit`
  const doPublish = () =>
    publish.mutate(id, { onSuccess: () => showToast('success', t('msp.v2.project.page.published.toast')) })

  // Republished each render: the actions close over this render's state.
  useEffect(() => {
    if (!p) return
    return projectPageController.publish({
      id,
      editPath,
      mayAct,
      canPublish,
      targets,
      canDelete,
      publish: doPublish,
      changeStatus: setTarget,
      share: () => setSharing(true),
      quickEdit: setQuick,
    })
  })

  const poolNames = useMemo(() => new Map((pools ?? []).map((x) => [x.id, x.name])), [pools])
  const legalEntities = useQuery(clientContextQuery).data?.localLegalEntities
  const mspNames = useMemo(
    () => new Map((msps ?? []).map((m) => [m.id, `${m.firstName} ${m.lastName}`])),
    [msps],
  )
  const historyNames = useMemo(
    () => ({
      pools: poolNames,
      msps: mspNames,
      legalEntities: new Map((legalEntities ?? []).map((le) => [le.id, le.name])),
    }),
    [poolNames, mspNames, legalEntities],
  )
  if (project.error) throw notFoundIfMissing(project.error)
  if (!p) return <PageSpinner />
  const hiringManager = managers?.find((m) => m.id === p.form.hiringManagerId)?.name ?? null

  const confirm = (reasonForClosing?: string) => {
    if (!target) return
    const done = () => {
      showToast('success', t(`msp.v2.project.page.status.done.${target}`))
      setTarget(null)
    }
    if (target === 'DELETED')
      remove.mutate([id], {
        onSuccess: (result) => {
          const failure = result.failures[0]
          if (failure)
            showToast('error', translateIfKnown(failure.reason) ?? t('msp.v2.message.generic.error'))
          else done()
        },
      })
    else status.mutate({ projectIds: [id], status: target, reasonForClosing }, { onSuccess: done })
  }
  return (
    <Flex direction="column" gap="4" className="project-page">
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <Flex direction="column" gap="1">
          <Heading as="h1" size="6">
            {p.form.title}
          </Heading>
          <Flex gap="2" align="center">
            <Badge color={CHIP_TONES[p.chip]} variant="soft">
              {chipLabel(t, p.chip)}
            </Badge>
            <Text size="2" color="gray">
              {p.legalEntityName} · #{p.id}
            </Text>
          </Flex>
        </Flex>
        <Flex gap="2" wrap="wrap">
          <Button asChild>
            <Link to={`/project/${id}/active`}>
              {t('msp.v2.projects.open.pipeline')} <kbd className="toast-key">o</kbd>
            </Link>
          </Button>
          {mayAct ? (
            <Button variant="soft" asChild>
              <Link to={editPath}>
                {t('msp.v2.project.page.edit')} <kbd className="toast-key">e</kbd>
              </Link>
            </Button>
          ) : null}
          {mayAct
            ? (['positions', 'dates'] as const).map((kind) => (
                <Button key={kind} variant="soft" color="gray" onClick={() => setQuick(kind)}>
                  {t(`msp.v2.project.page.quick.${kind}`)}
                </Button>
              ))
            : null}
          {canPublish ? (
            <Button variant="soft" loading={publish.isPending} onClick={doPublish}>
              {t('msp.v2.project.page.publish')}
            </Button>
          ) : null}
          {targets.map((s) => (
            <Button key={s} variant="soft" color="gray" onClick={() => setTarget(s)}>
              {t(`msp.v2.project.page.status.${s}`)}
            </Button>
          ))}
          {canDelete ? (
            <Button variant="soft" color="red" onClick={() => setTarget('DELETED')}>
              {t('msp.v2.project.page.status.DELETED')}
            </Button>
          ) : null}
          <Button variant="ghost" onClick={() => setSharing(true)}>
            {t('msp.v2.project.page.share')} <kbd className="toast-key">s</kbd>
          </Button>
        </Flex>
      </Flex>
      {!mayAct && p.owner ? (
        <Callout.Root color="gray" role="status">
          <Callout.Text>
            {t('msp.v2.project.ownership.notice', { owner: `${p.owner.firstName} ${p.owner.lastName}` })}
          </Callout.Text>
        </Callout.Root>
      ) : null}
      <Grid columns={{ initial: '1', md: '3fr 2fr' }} gap="4" align="start">
        <ProjectPanels
          project={p}
          poolNames={poolNames}
          mspNames={mspNames}
          hiringManagerName={hiringManager}
        />
        <Flex direction="column" gap="4">
          <AttachmentsPanel projectId={id} canEdit={!!user?.permissions.includes('JOB_MANAGE_UPDATE')} />
          <ProjectHistoryPanel projectId={id} names={historyNames} />
        </Flex>
      </Grid>
      <StatusDialog
        key={target ?? 'none'}
        target={target}
        pending={status.isPending || remove.isPending}
        error={status.error ?? remove.error}
        onConfirm={confirm}
        onCancel={() => {
          setTarget(null)
          status.reset()
          remove.reset()
        }}
      />
      {quick ? <QuickEditDialog kind={quick} project={p} onClose={() => setQuick(null)} /> : null}
      <ShareDialog
        open={sharing}
        url={`${window.location.origin}/project/${id}/summary`}
        projectId={id}
        onClose={() => setSharing(false)}
      />
    </Flex>
  )
}
