import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useInfiniteQuery } from '@tanstack/react-query'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { DrillRow } from '../../../../shared/contracts/analytics'
import { dayFormatter } from '../../../../shared/domain/formats'
import { dataTableColumnHelper } from '../../../ui/data-table/column-helper'
import { LazyDataTable } from '../../../ui/data-table/lazy-data-table'
import { durationText } from '../analytics-format'
import { type AnalyticsFilters, type Drill, drillQuery } from '../api'

const col = dataTableColumnHelper<DrillRow>()

export type DrillListProps = {
  filters: AnalyticsFilters
  drill: Drill
  figure: string
  exporting: boolean
  onExport: () => void
  onClose: () => void
}

/** The applications behind a figure; Enter opens one, the export writes all of them. */
export function DrillList({ filters, drill, figure, exporting, onExport, onClose }: DrillListProps) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const query = useInfiniteQuery(drillQuery(filters, drill))
  const rows = useMemo(() => query.data?.pages.flatMap((p) => p.results) ?? [], [query.data])
  const total = query.data?.pages.at(-1)?.totalResults ?? 0
  const [focusedId, setFocusedId] = useState<string | null>(null)
  const columns = useMemo(() => {
    const day = dayFormatter(i18n.language)
    const stay = drill.kind !== 'funnel'
    // Time to first submission / to fill: from the project's creation to the application's arrival.
    const reach = drill.kind === 'fill' || drill.kind === 'firstSubmission'
    return [
      col.accessor('talentName', { header: t('msp.v2.analytics.column.talent'), size: 200 }),
      col.accessor('projectTitle', { header: t('msp.v2.analytics.column.project'), size: 240 }),
      col.accessor((r) => t(`msp.v2.pipeline.status.${r.status}`), {
        id: 'status',
        header: t('msp.v2.analytics.column.status'),
        size: 150,
      }),
      col.accessor('enteredAt', {
        header: t(
          reach
            ? 'msp.v2.analytics.column.projectCreated'
            : stay
              ? 'msp.v2.analytics.column.entered'
              : 'msp.v2.analytics.column.created',
        ),
        size: 130,
        cell: (info) => day(info.getValue()),
      }),
      ...(stay
        ? [
            col.accessor((r) => (r.leftAt ? day(r.leftAt) : ''), {
              id: 'left',
              header: t(reach ? 'msp.v2.analytics.column.reached' : 'msp.v2.analytics.column.left'),
              size: 130,
            }),
            col.accessor((r) => durationText(r.hours, t, i18n.language), {
              id: 'time',
              header: t(reach ? 'msp.v2.analytics.column.took' : 'msp.v2.analytics.column.time'),
              size: 130,
            }),
          ]
        : []),
    ].map((c) => ({ ...c, enableSorting: false }))
  }, [t, i18n.language, drill.kind])
  const title = t('msp.v2.analytics.drill.title', { figure })
  return (
    <section aria-labelledby="analytics-drill" className="analytics-card analytics-drill">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <div>
          <Heading as="h2" size="4" id="analytics-drill">
            {title}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t('msp.v2.analytics.drill.total', { count: total })}
          </Text>
        </div>
        <Flex gap="2">
          <Button onClick={onExport} loading={exporting} disabled={total === 0}>
            {t('msp.v2.analytics.drill.export')}
          </Button>
          <Button variant="soft" color="gray" onClick={onClose}>
            {t('msp.v2.analytics.drill.close')}
          </Button>
        </Flex>
      </Flex>
      <div className="analytics-drill-table">
        <LazyDataTable
          label={title}
          columns={columns}
          rows={rows}
          getRowId={(r) => `${r.applicationId}-${r.enteredAt}`}
          totalCount={total}
          loading={query.isPending}
          loadingMore={query.isFetchingNextPage}
          onEndReached={() => {
            if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage()
          }}
          emptyText={t('msp.v2.analytics.drill.empty')}
          focusedId={focusedId}
          onFocusChange={(id) => setFocusedId(id)}
          onOpen={(row) => void navigate(`/application/${row.applicationId}`)}
          selectionKind="row"
        />
      </div>
    </section>
  )
}
