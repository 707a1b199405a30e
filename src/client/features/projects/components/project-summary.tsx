import { Badge, Button, DataList, Flex, Heading, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ProjectRow } from '../../../../shared/contracts/project-search'
import { formatDate } from '../../../../shared/domain/formats'
import {
  CHIP_TONES,
  chipLabel,
  formatLocation,
  formatRateRange,
  formatSubmissions,
} from '../../../ui/project-format'

export type ProjectSummaryProps = { project: ProjectRow }

/** The project in focus beside the list: what a recruiter checks before opening its pipeline. */
export function ProjectSummary({ project }: ProjectSummaryProps) {
  const { t, i18n } = useTranslation()
  const day = (value: string | null) => formatDate(value, i18n.language) || t('msp.v2.projects.none')
  const rows: [string, string][] = [
    ['msp.v2.projects.column.legal.entity', project.legalEntityName],
    ['msp.v2.projects.column.vms', project.vmsJobId ?? t('msp.v2.projects.none')],
    ['msp.v2.projects.column.location', formatLocation(project) || t('msp.v2.projects.none')],
    ['msp.v2.projects.column.rate', formatRateRange(t, project, i18n.language) || t('msp.v2.projects.none')],
    ['msp.v2.projects.positions', String(project.positions)],
    [
      'msp.v2.projects.column.submissions',
      formatSubmissions(project.counts.sentToClient, project.maxSubmissions),
    ],
    ['msp.v2.projects.column.active', String(project.counts.active)],
    ['msp.v2.projects.hired', String(project.counts.hired)],
    ['msp.v2.projects.column.deadline', day(project.hiringDeadline)],
    ['msp.v2.projects.assignment', `${day(project.assignmentStart)} – ${day(project.assignmentEnd)}`],
    ['msp.v2.projects.last.application', day(project.lastApplicationAt)],
    [
      'msp.v2.projects.column.owner',
      project.owner ? `${project.owner.firstName} ${project.owner.lastName}` : t('msp.v2.projects.none'),
    ],
  ]
  return (
    <Flex direction="column" gap="4" p="4" data-testid="project-summary">
      <Flex direction="column" gap="2">
        <Heading as="h2" size="5">
          {project.title}
        </Heading>
        <Flex gap="2" align="center">
          <Badge color={CHIP_TONES[project.chip]} variant="soft">
            {chipLabel(t, project.chip)}
          </Badge>
          <Text size="1" color="gray">
            #{project.id}
          </Text>
        </Flex>
      </Flex>
      <DataList.Root size="2">
        {rows.map(([key, value]) => (
          <DataList.Item key={key}>
            <DataList.Label minWidth="140px">{t(key)}</DataList.Label>
            <DataList.Value>{value}</DataList.Value>
          </DataList.Item>
        ))}
      </DataList.Root>
      <Flex gap="2">
        <Button asChild>
          <Link to={`/project/${project.id}/active`}>
            {t('msp.v2.projects.open.pipeline')}
            <kbd className="toast-key">o</kbd>
          </Link>
        </Button>
        <Button variant="soft" asChild>
          <Link to={`/project/${project.id}/summary`}>
            {t('msp.v2.projects.open.summary')}
            <kbd className="toast-key">⇧O</kbd>
          </Link>
        </Button>
      </Flex>
    </Flex>
  )
}
