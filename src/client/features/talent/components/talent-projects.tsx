import { Badge, Flex, Link, Tabs, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { TALENT_PROJECT_TABS, type TalentProjectRow } from '../../../../shared/contracts/talent-projects'
import { talentProjectsQuery } from '../api'
import { TALENT_PROJECTS_SECTION_ID, talentProjectTabAtom } from '../project-tab-commands'
import { formatDay } from '../talent-format'
import { TalentSection } from './talent-section'

export type TalentProjectsProps = { talentId: number }

/** What links the talent to the project, as a badge. */
function statusText(row: TalentProjectRow, t: (key: string, o?: Record<string, unknown>) => string) {
  if (row.kind === 'application') return t(`msp.v2.application.status.${row.status}`)
  if (row.kind === 'invitation') return t(`msp.v2.talent.projects.invitation.${row.status}`)
  return t('msp.v2.talent.projects.pool', { pool: row.poolName ?? '' })
}

/**
 * §2 talent-view project tabs: spotted (suggested through a project's pool), invited, applied,
 * archived, each with its count; a row opens the application where there is one, else the project.
 */
export function TalentProjects({ talentId }: TalentProjectsProps) {
  const { t } = useTranslation()
  const [tab, setTab] = useAtom(talentProjectTabAtom)
  const { data, isSuccess } = useQuery(talentProjectsQuery(talentId, tab))
  return (
    <TalentSection id={TALENT_PROJECTS_SECTION_ID} title={t('msp.v2.talent.projects.title')}>
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as typeof tab)}>
        <Tabs.List aria-label={t('msp.v2.talent.projects.title')}>
          {TALENT_PROJECT_TABS.map((name) => (
            <Tabs.Trigger key={name} value={name} data-talent-projects-tab={name}>
              {t(`msp.v2.talent.projects.tab.${name}`)}
              {data ? ` (${data.counts[name]})` : ''}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {TALENT_PROJECT_TABS.map((name) => (
          <Tabs.Content key={name} value={name}>
            {name !== tab ? null : isSuccess && data.results.length === 0 ? (
              <Text as="p" size="2" color="gray" mt="3">
                {t(`msp.v2.talent.projects.empty.${name}`)}
              </Text>
            ) : (
              <ul
                className="plain-list talent-projects-list"
                aria-label={t(`msp.v2.talent.projects.tab.${name}`)}
              >
                {(data?.results ?? []).map((row) => (
                  <Flex asChild key={row.projectId} gap="2" mt="2" align="center" wrap="wrap">
                    <li>
                      <Link asChild size="2">
                        <RouterLink
                          to={
                            row.applicationId
                              ? `/application/${row.applicationId}`
                              : `/project/${row.projectId}`
                          }
                        >
                          {row.title}
                        </RouterLink>
                      </Link>
                      <Badge variant="soft" color="gray">
                        {statusText(row, t)}
                      </Badge>
                      <Text size="1" color="gray">
                        {row.legalEntityName} · {formatDay(row.since)}
                      </Text>
                    </li>
                  </Flex>
                ))}
              </ul>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </TalentSection>
  )
}
