import { Box, Button, Callout, Flex, Grid, Heading, Text, VisuallyHidden } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useLocation } from 'react-router'
import { hasPermission } from '../../../../shared/domain/permissions'
import { currentUserQuery } from '../../../api/session'
import { errorText } from '../../../app/api-error'
import { projectStatusCommands } from '../../../commands/project-filter-commands'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { translateIfKnown } from '../../../i18n/i18n'
import { dashboardCountsQuery } from '../api'
import { dashboardListCommands, queueCommands } from '../commands'
import {
  isQueueStage,
  PIPELINE_SECTIONS,
  PROJECT_GROUP_LINKS,
  PROJECT_GROUP_ORDER,
  PROJECT_GROUP_TONES,
  queueLink,
} from '../dashboard-groups'
import { AttentionSection } from './attention-section'
import { CountList } from './count-list'
import { type DashboardList, DashboardListsNav, DashboardPools, DashboardProjects } from './dashboard-lists'

/**
 * §2 dashboard: project groups and talent pipeline totals from dashboard/counts; its children
 * /dashboard/projects (open projects with links to their stages, where the sourcing totals
 * lead) and /dashboard/pools (pools with pending members) show below.
 */
export function DashboardPage() {
  const { t } = useTranslation()
  const user = useQuery(currentUserQuery).data
  const allowed = user ? hasPermission(user.permissions, 'DASHBOARD') : false
  const canListProjects = user ? hasPermission(user.permissions, 'JOB_MANAGE_READ') : false
  useRegisterCommands(projectStatusCommands)
  useRegisterCommands(queueCommands)
  useRegisterCommands(dashboardListCommands)
  const path = useLocation().pathname
  const lists: DashboardList[] = canListProjects ? ['projects', 'pools'] : ['pools']
  const shown = lists.find((list) => path === `/dashboard/${list}`)
  const counts = useQuery({ ...dashboardCountsQuery, enabled: allowed })
  const title = t('msp.v2.dashboard.title')
  const loading = allowed && counts.isPending

  return (
    <Flex direction="column" gap="6">
      <title>{t('msp.v2.app.page.title', { page: title })}</title>
      <header>
        <Heading as="h1" size="7">
          {title}
        </Heading>
        {user ? (
          <Text as="p" color="gray" mt="1">
            {t('msp.v2.dashboard.welcome', { name: user.firstName })}
          </Text>
        ) : null}
      </header>

      {user && !allowed ? (
        <Callout.Root color="gray" variant="surface">
          <Callout.Text>{t('msp.v2.dashboard.forbidden')}</Callout.Text>
        </Callout.Root>
      ) : null}

      {counts.isError ? (
        <Callout.Root color="red" variant="surface" role="alert">
          <Flex
            direction={{ initial: 'column', sm: 'row' }}
            align={{ sm: 'center' }}
            justify="between"
            gap="3"
          >
            <Callout.Text>
              {t('msp.v2.dashboard.error')} {errorText(counts.error, translateIfKnown)}
            </Callout.Text>
            <Button
              variant="soft"
              color="gray"
              onClick={() => void counts.refetch()}
              loading={counts.isFetching}
            >
              {t('msp.v2.dashboard.retry')}
            </Button>
          </Flex>
        </Callout.Root>
      ) : null}

      {allowed && !counts.isError ? (
        <>
          {loading ? <VisuallyHidden role="status">{t('msp.v2.dashboard.loading')}</VisuallyHidden> : null}
          <section aria-labelledby="dashboard-projects" aria-busy={loading}>
            <Heading as="h2" id="dashboard-projects" size="4" mb="3">
              {t('msp.v2.dashboard.projects.title')}
            </Heading>
            <CountList
              headingLevel="h3"
              items={PROJECT_GROUP_ORDER.map((group) => ({
                key: group,
                label: t(`msp.v2.dashboard.project.${group}`),
                value: counts.data?.projects[group],
                tone: PROJECT_GROUP_TONES[group],
                href: canListProjects ? PROJECT_GROUP_LINKS[group] : undefined,
              }))}
            />
          </section>
          <AttentionSection />
          <section aria-labelledby="dashboard-pipeline" aria-busy={loading}>
            <Heading as="h2" id="dashboard-pipeline" size="4" mb="3">
              {t('msp.v2.dashboard.pipeline.title')}
            </Heading>
            <Grid columns={{ initial: '1', md: '3fr 2fr 3fr' }} gap="5">
              {PIPELINE_SECTIONS.map((section) => (
                <Box asChild key={section.key}>
                  <section aria-labelledby={`dashboard-pipeline-${section.key}`} className="pipeline-stage">
                    <Heading
                      as="h3"
                      id={`dashboard-pipeline-${section.key}`}
                      size="2"
                      color="gray"
                      weight="medium"
                      mb="2"
                      className="dashboard-section-title"
                    >
                      {t(`msp.v2.dashboard.pipeline.${section.key}`)}
                    </Heading>
                    <CountList
                      headingLevel="h4"
                      items={section.stages.map((stage) => ({
                        key: stage,
                        label: t(`msp.v2.dashboard.stage.${stage}`),
                        value: counts.data?.pipeline[stage],
                        href: isQueueStage(stage)
                          ? queueLink(stage)
                          : canListProjects
                            ? '/dashboard/projects'
                            : undefined,
                      }))}
                    />
                  </section>
                </Box>
              ))}
            </Grid>
          </section>
        </>
      ) : null}
      {user ? <DashboardListsNav lists={lists} /> : null}
      {shown === 'projects' ? <DashboardProjects /> : null}
      {shown === 'pools' ? <DashboardPools /> : null}
    </Flex>
  )
}
