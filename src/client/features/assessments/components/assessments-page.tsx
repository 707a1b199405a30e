import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate, useSearchParams } from 'react-router'
import type { IncompleteAssessment } from '../../../../shared/contracts/assessments'
import { errorText } from '../../../app/api-error'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { translateIfKnown } from '../../../i18n/i18n'
import { useInfiniteRows } from '../../../ui/data-table/infinite-rows'
import { LazyDataTable } from '../../../ui/data-table/lazy-data-table'
import { showToast } from '../../../ui/toasts/toast-store'
import { incompleteAssessmentsQuery, remindAssessments } from '../api'
import { assessmentColumns, getAssessmentRowId } from '../assessments-columns'
import { assessmentsScreen, canRemind } from '../assessments-screen'
import { assessmentsCommands } from '../commands'

/** The selection, else the focused row. */
function targetsOf(rows: IncompleteAssessment[], selectedIds: string[], focusedId: string | null) {
  const ids = selectedIds.length > 0 ? selectedIds : focusedId ? [focusedId] : []
  return rows.filter((row) => ids.includes(getAssessmentRowId(row)))
}

/**
 * Incomplete assessments (issue 24 §3): every test a candidate has not finished, oldest
 * invitation first, across the user's projects or one (?project=); remind the selection or
 * the focused candidate (r), open the application (o / Enter).
 */
export function AssessmentsPage() {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const [params, setParams] = useSearchParams()
  const projectId = Number(params.get('project')) || null
  const query = useInfiniteQuery(incompleteAssessmentsQuery(projectId))
  const [focusedId, setFocusedId] = useState<string | null>(null)
  const [selectedIds, setSelectedIds] = useState<string[]>([])
  useRegisterCommands(assessmentsCommands)

  const { rows, total, onEndReached } = useInfiniteRows(query)
  const columns = useMemo(() => assessmentColumns(t, i18n.language), [t, i18n.language])
  const project = projectId ? rows.find((r) => r.projectId === projectId)?.projectTitle : undefined

  const remind = async (targets: IncompleteAssessment[]) => {
    const due = targets.filter((row) => canRemind(row))
    if (due.length === 0) return
    try {
      const result = await remindAssessments.run(due.map((row) => row.id))
      if (result.reminded.length > 0)
        showToast('success', t('msp.v2.assessments.reminded', { count: result.reminded.length }))
      if (result.skipped.length > 0)
        showToast(
          'error',
          t('msp.v2.assessments.not.reminded', {
            count: result.skipped.length,
            reason: t(result.skipped[0].reason),
          }),
        )
      setSelectedIds([])
    } catch (error) {
      showToast('error', errorText(error, translateIfKnown))
    }
  }

  const live = useRef({ rows, focusedId, selectedIds, projectId })
  live.current = { rows, focusedId, selectedIds, projectId }
  useEffect(() =>
    assessmentsScreen.publish({
      targets: () => targetsOf(live.current.rows, live.current.selectedIds, live.current.focusedId),
      focused: () =>
        live.current.rows.find((row) => getAssessmentRowId(row) === live.current.focusedId) ?? null,
      remind: (targets) => void remind(targets),
      projectId: () => live.current.projectId,
      allProjects: () => setParams(new URLSearchParams(), { replace: true }),
    }),
  )

  return (
    <Flex direction="column" className="workspace-screen">
      <title>{t('msp.v2.app.page.title', { page: t('msp.v2.assessments.title') })}</title>
      <Flex align="center" justify="between" px="3" pt="3" pb="2" gap="3" flexShrink="0" wrap="wrap">
        <Flex align="baseline" gap="3" wrap="wrap">
          <Heading as="h1" size="5">
            {t('msp.v2.assessments.title')}
          </Heading>
          {projectId ? (
            <Flex align="center" gap="2">
              <Text size="2">{t('msp.v2.assessments.project', { project: project ?? `#${projectId}` })}</Text>
              <Button
                size="1"
                variant="soft"
                onClick={() => setParams(new URLSearchParams(), { replace: true })}
              >
                {t('msp.v2.assessments.command.all')}
              </Button>
            </Flex>
          ) : null}
        </Flex>
        <Flex align="center" gap="3">
          <Text size="2" color="gray" role="status">
            {t('msp.v2.assessments.count', { count: total })}
          </Text>
          <Button
            size="2"
            disabled={!targetsOf(rows, selectedIds, focusedId).some((row) => canRemind(row))}
            onClick={() => void remind(targetsOf(rows, selectedIds, focusedId))}
          >
            {t('msp.v2.assessments.command.remind')}
          </Button>
        </Flex>
      </Flex>
      {query.isError ? (
        <Text size="2" color="red" mx="3">
          {errorText(query.error, translateIfKnown)}
        </Text>
      ) : null}
      <div className="workspace-screen-body">
        <LazyDataTable
          label={t('msp.v2.assessments.table')}
          columns={columns}
          rows={rows}
          getRowId={getAssessmentRowId}
          totalCount={total}
          loading={query.isPending}
          loadingMore={query.isFetchingNextPage}
          onEndReached={onEndReached}
          emptyText={t('msp.v2.assessments.empty')}
          manualSorting
          focusedId={focusedId}
          onFocusChange={setFocusedId}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          onOpen={(row) => navigate(`/application/${row.applicationId}`)}
          selectionKind="assessment"
        />
      </div>
    </Flex>
  )
}
