import { Flex, Heading, Link as RadixLink, Spinner, Table, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, NavLink } from 'react-router'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { pipelinePath, SOURCING_STAGES, stagePath } from '../../../ui/stage-menu/stage-paths'
import { dashboardPoolsQuery, dashboardProjectsQuery } from '../api'

export type DashboardList = 'projects' | 'pools'

/** The dashboard's children (§2 /dashboard: pools, projects) as links; the current one is marked. */
export function DashboardListsNav({ lists }: { lists: readonly DashboardList[] }) {
  const { t } = useTranslation()
  if (lists.length === 0) return null
  return (
    <nav aria-label={t('msp.v2.dashboard.lists.label')}>
      <Flex gap="4" wrap="wrap">
        {lists.map((list) => (
          <RadixLink key={list} asChild size="3" weight="medium">
            <NavLink to={`/dashboard/${list}`}>{t(`msp.v2.dashboard.lists.${list}`)}</NavLink>
          </RadixLink>
        ))}
      </Flex>
    </nav>
  )
}

/** A list opened from a total further up (or the palette) comes into view. */
function useIntoView() {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'start' })
  }, [])
  return ref
}

function Loading() {
  const { t } = useTranslation()
  return (
    <Flex role="status" aria-label={t('msp.v2.dashboard.loading')} p="3">
      <Spinner />
    </Flex>
  )
}

/**
 * /dashboard/projects: the open projects, each with links to its sourcing working lists (data
 * harbour, suggested, invited) and its active applications — where the dashboard's pipeline
 * counts of the sourcing stages lead.
 */
export function DashboardProjects() {
  const { t } = useTranslation()
  const projects = useQuery(dashboardProjectsQuery)
  const ref = useIntoView()
  return (
    <section ref={ref} aria-labelledby="dashboard-list-projects">
      <Flex justify="between" align="baseline" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" id="dashboard-list-projects" size="4">
          {t('msp.v2.dashboard.lists.projects')}
        </Heading>
        <RadixLink asChild size="2">
          <Link to="/search/projects?status=OPEN">{t('msp.v2.dashboard.lists.all.projects')}</Link>
        </RadixLink>
      </Flex>
      {projects.isPending ? <Loading /> : null}
      {projects.isError ? (
        <Text color="red" role="alert">
          {errorText(projects.error, translateIfKnown)}
        </Text>
      ) : null}
      {projects.data?.results.length === 0 ? (
        <Text color="gray">{t('msp.v2.dashboard.lists.projects.empty')}</Text>
      ) : null}
      {projects.data && projects.data.results.length > 0 ? (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('msp.v2.dashboard.lists.project')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell>{t('msp.v2.dashboard.lists.stages')}</Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {projects.data.results.map((p) => (
              <Table.Row key={p.id}>
                <Table.RowHeaderCell>
                  <Link to={`/project/${p.id}`}>{p.title}</Link>
                </Table.RowHeaderCell>
                <Table.Cell>
                  <Flex gap="3" wrap="wrap">
                    {SOURCING_STAGES.map((stage) => (
                      <Link
                        key={stage}
                        to={stagePath(p.id, stage)}
                        aria-label={t('msp.v2.dashboard.lists.stage.link', {
                          stage: t(`msp.v2.dashboard.stage.${stage}`),
                          project: p.title,
                        })}
                      >
                        {t(`msp.v2.dashboard.stage.${stage}`)}
                      </Link>
                    ))}
                    <Link
                      to={pipelinePath(p.id, 'active')}
                      aria-label={t('msp.v2.dashboard.lists.stage.link', {
                        stage: t('msp.v2.dashboard.stage.active'),
                        project: p.title,
                      })}
                    >
                      {t('msp.v2.dashboard.lists.stage.active', { count: p.counts.active })}
                    </Link>
                  </Flex>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </section>
  )
}

/** /dashboard/pools: the pools with members waiting for a decision, each leading to its pool page. */
export function DashboardPools() {
  const { t, i18n } = useTranslation()
  const pools = useQuery(dashboardPoolsQuery)
  const number = new Intl.NumberFormat(i18n.language)
  const ref = useIntoView()
  return (
    <section ref={ref} aria-labelledby="dashboard-list-pools">
      <Flex justify="between" align="baseline" mb="3" gap="3" wrap="wrap">
        <Heading as="h2" id="dashboard-list-pools" size="4">
          {t('msp.v2.dashboard.lists.pools')}
        </Heading>
        <RadixLink asChild size="2">
          <Link to="/pools">{t('msp.v2.dashboard.lists.all.pools')}</Link>
        </RadixLink>
      </Flex>
      {pools.isPending ? <Loading /> : null}
      {pools.isError ? (
        <Text color="red" role="alert">
          {errorText(pools.error, translateIfKnown)}
        </Text>
      ) : null}
      {pools.data?.results.length === 0 ? (
        <Text color="gray">{t('msp.v2.dashboard.lists.pools.empty')}</Text>
      ) : null}
      {pools.data && pools.data.results.length > 0 ? (
        <Table.Root variant="surface">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeaderCell>{t('msp.v2.dashboard.lists.pool')}</Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">
                {t('msp.v2.dashboard.lists.pending')}
              </Table.ColumnHeaderCell>
              <Table.ColumnHeaderCell justify="end">
                {t('msp.v2.dashboard.lists.members')}
              </Table.ColumnHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {pools.data.results.map((p) => (
              <Table.Row key={p.id}>
                <Table.RowHeaderCell>
                  <Link to={`/pool/${p.id}`}>{p.name}</Link>
                </Table.RowHeaderCell>
                <Table.Cell justify="end">{number.format(p.counts.PENDING)}</Table.Cell>
                <Table.Cell justify="end">{number.format(p.counts.ACCEPTED)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      ) : null}
    </section>
  )
}
