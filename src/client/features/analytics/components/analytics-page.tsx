import '../analytics.css'
import { Callout, Flex, Heading, Select, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { clientContextQuery } from '../../../api/session'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { showToast } from '../../../ui/toasts/toast-store'
import { DEFAULT_PERIOD, lastDays, PERIODS } from '../analytics-format'
import {
  type AnalyticsFilters,
  activityQuery,
  type Drill,
  downloadActivityCsv,
  downloadDrillCsv,
  funnelQuery,
  recruitersQuery,
  sourcesQuery,
  timeInStageQuery,
  timeToFillQuery,
} from '../api'
import { type AnalyticsActions, analyticsCommands, analyticsScreen } from '../commands'
import { ActivityChart } from './activity-chart'
import { DrillList } from './drill-list'
import { FunnelChart } from './funnel-chart'
import { SourcesChart } from './sources-chart'
import { TimeInStageChart } from './time-in-stage-chart'
import { TimeToFillChart } from './time-to-fill-chart'

const ALL = 'all'
const DRILL_KINDS: readonly string[] = ['funnel', 'movedOn', 'waiting', 'firstSubmission', 'fill']

/**
 * §2 /analytics (issue 25 §2): the funnel of a period and the time applications spend in the
 * stages where they wait, each figure opening the applications behind it, exported as CSV. The
 * address holds the filters and the open list, so a figure can be shared and reopened.
 */
export function AnalyticsPage() {
  const { t } = useTranslation()
  const [params, setParams] = useSearchParams()
  const days = Number(params.get('days')) || DEFAULT_PERIOD
  const legalEntityId = Number(params.get('le')) || undefined
  const mspId = Number(params.get('msp')) || undefined
  const filters = useMemo<AnalyticsFilters>(
    () => ({ ...lastDays(days), legalEntityId, mspId }),
    [days, legalEntityId, mspId],
  )
  const drillParam = params.get('drill')
  const drill = useMemo<Drill | null>(() => {
    const [kind, key] = (drillParam ?? '').split(':')
    return DRILL_KINDS.includes(kind as Drill['kind']) ? { kind: kind as Drill['kind'], key } : null
  }, [drillParam])
  const client = useQuery(clientContextQuery).data
  const recruiters = useQuery(recruitersQuery).data ?? []
  const funnel = useQuery(funnelQuery(filters))
  const time = useQuery(timeInStageQuery(filters))
  const sourceFigures = useQuery(sourcesQuery(filters))
  const fill = useQuery(timeToFillQuery(filters))
  const activityFigures = useQuery(activityQuery(filters))
  const [exporting, setExporting] = useState(false)
  const [exportingActivity, setExportingActivity] = useState(false)

  const set = (changes: Record<string, string | null>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev)
        for (const [k, v] of Object.entries(changes))
          if (v === null) next.delete(k)
          else next.set(k, v)
        return next
      },
      { replace: true },
    )
  const slowest = useMemo(() => {
    const stages = time.data?.stages ?? []
    let best: (typeof stages)[number] | null = null
    for (const s of stages) if ((s.movedOn.medianHours ?? -1) > (best?.movedOn.medianHours ?? -1)) best = s
    return best?.movedOn.count ? best.stage : null
  }, [time.data])

  const figureOf = (d: Drill): string => {
    if (d.kind === 'funnel') return t(`msp.v2.analytics.funnel.step.${d.key}`)
    if (d.kind === 'fill' || d.kind === 'firstSubmission') return t(`msp.v2.analytics.fill.${d.kind}`)
    return `${t(`msp.v2.dashboard.stage.${d.key}`)}, ${t(`msp.v2.analytics.time.${d.kind}`)}`
  }
  const drillSection = useRef<HTMLDivElement>(null)
  const openDrill = (d: Drill) => set({ drill: `${d.kind}:${d.key}` })
  useEffect(() => {
    // A list opened by a figure takes the focus, so its keys (j/k, Enter) work at once.
    if (drillParam)
      drillSection.current?.querySelector<HTMLElement>('[role="grid"]')?.focus({ preventScroll: false })
  }, [drillParam])
  const exportCsv = async () => {
    if (!drill) return
    setExporting(true)
    try {
      if (!(await downloadDrillCsv(filters, drill))) showToast('error', t('msp.v2.analytics.error'))
    } finally {
      setExporting(false)
    }
  }
  const exportActivity = async () => {
    setExportingActivity(true)
    try {
      if (!(await downloadActivityCsv(filters))) showToast('error', t('msp.v2.analytics.error'))
    } finally {
      setExportingActivity(false)
    }
  }
  const live = useRef({ drill, slowest, exportCsv, openDrill, set })
  live.current = { drill, slowest, exportCsv, openDrill, set }
  const actions = useMemo<AnalyticsActions>(() => {
    const s = () => live.current
    return {
      canExport: () => s().drill !== null,
      exportCsv: () => s().exportCsv(),
      canDrillSlowest: () => s().slowest !== null,
      drillSlowest: () => {
        const stage = s().slowest
        if (stage) s().openDrill({ kind: 'movedOn', key: stage })
      },
      canClose: () => s().drill !== null,
      closeDrill: () => s().set({ drill: null }),
    }
  }, [])
  analyticsScreen.usePublish(actions)
  useRegisterCommands(analyticsCommands)

  const title = t('msp.v2.analytics.title')
  const entities = client?.localLegalEntities ?? []
  const failed =
    funnel.isError || time.isError || sourceFigures.isError || fill.isError || activityFigures.isError
  return (
    <Flex direction="column" gap="5" className="analytics-page">
      <title>{t('msp.v2.app.page.title', { page: title })}</title>
      <header>
        <Heading as="h1" size="7">
          {title}
        </Heading>
        <Text as="p" color="gray" mt="1">
          {t('msp.v2.analytics.range', { from: filters.from, to: filters.to })}
        </Text>
      </header>
      <search aria-label={t('msp.v2.analytics.filters')} className="analytics-filters">
        <div className="analytics-filter">
          <Text size="2" weight="medium">
            {t('msp.v2.analytics.period')}
          </Text>
          <Select.Root value={String(days)} onValueChange={(v) => set({ days: v, drill: null })}>
            <Select.Trigger aria-label={t('msp.v2.analytics.period')} />
            <Select.Content>
              {PERIODS.map((d) => (
                <Select.Item key={d} value={String(d)}>
                  {t('msp.v2.analytics.period.days', { count: d })}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </div>
        {entities.length > 1 ? (
          <div className="analytics-filter">
            <Text size="2" weight="medium">
              {t('msp.v2.analytics.legalEntity')}
            </Text>
            <Select.Root
              value={legalEntityId ? String(legalEntityId) : ALL}
              onValueChange={(v) => set({ le: v === ALL ? null : v, drill: null })}
            >
              <Select.Trigger aria-label={t('msp.v2.analytics.legalEntity')} />
              <Select.Content>
                <Select.Item value={ALL}>{t('msp.v2.analytics.legalEntity.all')}</Select.Item>
                {entities.map((le) => (
                  <Select.Item key={le.id} value={String(le.id)}>
                    {le.name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </div>
        ) : null}
        {recruiters.length > 0 ? (
          <div className="analytics-filter">
            <Text size="2" weight="medium">
              {t('msp.v2.analytics.recruiter')}
            </Text>
            <Select.Root
              value={mspId ? String(mspId) : ALL}
              onValueChange={(v) => set({ msp: v === ALL ? null : v, drill: null })}
            >
              <Select.Trigger aria-label={t('msp.v2.analytics.recruiter')} />
              <Select.Content>
                <Select.Item value={ALL}>{t('msp.v2.analytics.recruiter.all')}</Select.Item>
                {recruiters.map((m) => (
                  <Select.Item key={m.id} value={String(m.id)}>
                    {`${m.firstName} ${m.lastName}`}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </div>
        ) : null}
      </search>
      {failed ? (
        <Callout.Root color="red" variant="surface" role="alert">
          <Callout.Text>{t('msp.v2.analytics.error')}</Callout.Text>
        </Callout.Root>
      ) : null}
      <div className="analytics-grid">
        <FunnelChart data={funnel.data} onDrill={openDrill} />
        <TimeInStageChart data={time.data} slowest={slowest} onDrill={openDrill} />
        <SourcesChart data={sourceFigures.data} />
        <TimeToFillChart data={fill.data} onDrill={openDrill} />
        <ActivityChart
          data={activityFigures.data}
          exporting={exportingActivity}
          onExport={() => void exportActivity()}
        />
      </div>
      <div ref={drillSection}>
        {drill ? (
          <DrillList
            filters={filters}
            drill={drill}
            figure={figureOf(drill)}
            exporting={exporting}
            onExport={() => void exportCsv()}
            onClose={() => set({ drill: null })}
          />
        ) : null}
      </div>
    </Flex>
  )
}
