import { Badge, Card, DataList, Flex, Heading, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProjectDetail } from '../../../../shared/contracts/project'
import { formatDate } from '../../../../shared/domain/formats'
import { formatRateRange } from '../../../ui/project-format'

type Row = [labelKey: string, value: ReactNode]

export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card size="2" asChild>
      <section id={id} aria-labelledby={`${id}-title`} className="project-page-panel">
        <Heading as="h2" size="3" id={`${id}-title`} mb="3">
          {title}
        </Heading>
        {children}
      </section>
    </Card>
  )
}

function Rows({ rows }: { rows: Row[] }) {
  const { t } = useTranslation()
  return (
    <DataList.Root size="2">
      {rows.map(([key, value]) => (
        <DataList.Item key={key}>
          <DataList.Label minWidth="150px">{t(key)}</DataList.Label>
          <DataList.Value>{value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}

export type ProjectPanelsProps = {
  project: ProjectDetail
  poolNames: Map<number, string>
  mspNames: Map<number, string>
  hiringManagerName: string | null
}

/** Details, timeline, positions, pools and team of a project (§2 "Other project panels"). */
export function ProjectPanels({ project, poolNames, mspNames, hiringManagerName }: ProjectPanelsProps) {
  const { t, i18n } = useTranslation()
  const f = project.form
  const none = t('msp.v2.projects.none')
  const day = (v: string | null) => formatDate(v, i18n.language) || none
  const site = [
    f.site.line1,
    f.site.line2,
    [f.site.zipCode, f.site.city].filter(Boolean).join(' '),
    f.site.countryCode,
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <Flex direction="column" gap="4">
      <Panel id="project-details" title={t('msp.v2.project.page.details')}>
        <Flex direction="column" gap="3">
          <Text as="p" size="2" className="project-page-description">
            {f.description || none}
          </Text>
          <Flex gap="1" wrap="wrap">
            {f.skills.map((skill) => (
              <Badge key={skill} variant="soft" color="gray">
                {skill}
              </Badge>
            ))}
          </Flex>
          <Rows
            rows={[
              [
                'msp.v2.project.form.employment',
                f.employment ? t(`msp.v2.project.employment.${f.employment}`) : none,
              ],
              [
                'msp.v2.project.form.work.mode',
                f.workMode ? t(`msp.v2.project.work.mode.${f.workMode}`) : none,
              ],
              ['msp.v2.project.form.site.line1', site || none],
              ['msp.v2.projects.column.rate', formatRateRange(t, f, i18n.language) || none],
              ['msp.v2.projects.column.vms', project.vmsJobId ?? none],
            ]}
          />
        </Flex>
      </Panel>
      <Panel id="project-timeline" title={t('msp.v2.project.form.section.timeline')}>
        <Rows
          rows={[
            ['msp.v2.project.form.assignment.start', day(f.assignmentStart)],
            ['msp.v2.project.form.assignment.end', day(f.assignmentEnd)],
            ['msp.v2.project.form.hiring.deadline', day(f.hiringDeadline)],
            ['msp.v2.project.form.public.deadline', day(f.publicDeadline)],
            [
              'msp.v2.project.page.published',
              project.publishDate ? day(project.publishDate) : t('msp.v2.project.page.not.published'),
            ],
          ]}
        />
      </Panel>
      <Panel id="project-positions" title={t('msp.v2.project.form.section.positions')}>
        <Rows
          rows={[
            ['msp.v2.project.form.positions', f.positions],
            [
              'msp.v2.project.form.max.submissions',
              f.maxSubmissions === -1 ? t('msp.v2.project.form.unlimited') : f.maxSubmissions,
            ],
            ['msp.v2.projects.hired', project.hiredCount],
          ]}
        />
      </Panel>
      <Panel id="project-pools" title={t('msp.v2.project.form.section.pools')}>
        {f.poolIds.length === 0 ? (
          <Text size="2" color="gray">
            {t('msp.v2.project.page.no.pools')}
          </Text>
        ) : (
          <ul className="plain-list">
            {f.poolIds.map((id) => (
              <li key={id}>
                <Text size="2">{poolNames.get(id) ?? `#${id}`}</Text>
              </li>
            ))}
          </ul>
        )}
      </Panel>
      <Panel id="project-team" title={t('msp.v2.project.form.section.team')}>
        <Rows
          rows={[
            [
              'msp.v2.projects.column.owner',
              project.owner ? `${project.owner.firstName} ${project.owner.lastName}` : none,
            ],
            [
              'msp.v2.project.page.assignees',
              f.assigneeIds.map((id) => mspNames.get(id) ?? `#${id}`).join(', ') || none,
            ],
            ['msp.v2.project.form.hiring.manager', hiringManagerName ?? none],
          ]}
        />
      </Panel>
    </Flex>
  )
}
