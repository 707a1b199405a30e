import { Link, Table, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { formatDate } from '../../../../../shared/domain/formats'
import { PageSpinner } from '../../../../ui/page-spinner'
import { applicationAssessmentsQuery } from '../api'

export type AssessmentsTabProps = { appId: number }

/** Assessment test results (only offered when the legal entity enables assessments). */
export function AssessmentsTab({ appId }: AssessmentsTabProps) {
  const { t, i18n } = useTranslation()
  const query = useQuery(applicationAssessmentsQuery(appId))
  if (query.isPending) return <PageSpinner />
  if (query.isError)
    return (
      <Text role="alert" color="red" size="2">
        {t('msp.v2.message.generic.error')}
      </Text>
    )
  if (query.data.length === 0)
    return (
      <Text size="2" color="gray">
        {t('msp.v2.application.assessments.empty')}
      </Text>
    )
  return (
    <Table.Root size="1">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeaderCell>{t('msp.v2.application.assessments.name')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('msp.v2.application.assessments.provider')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('msp.v2.application.assessments.status')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('msp.v2.application.assessments.score')}</Table.ColumnHeaderCell>
          <Table.ColumnHeaderCell>{t('msp.v2.application.assessments.completed')}</Table.ColumnHeaderCell>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {query.data.map((a) => (
          <Table.Row key={a.id}>
            <Table.RowHeaderCell>
              {a.resultUrl ? (
                <Link href={a.resultUrl} target="_blank" rel="noopener noreferrer">
                  {a.name}
                </Link>
              ) : (
                a.name
              )}
            </Table.RowHeaderCell>
            <Table.Cell>{a.provider}</Table.Cell>
            <Table.Cell>{t(`msp.v2.application.assessments.state.${a.status}`, a.status)}</Table.Cell>
            <Table.Cell>
              {a.score ?? '—'}
              {a.passThreshold ? (
                <Text
                  as="div"
                  size="1"
                  color={a.score && Number(a.score) >= Number(a.passThreshold) ? 'green' : 'gray'}
                >
                  {t('msp.v2.application.assessments.threshold', { threshold: a.passThreshold })}
                </Text>
              ) : null}
            </Table.Cell>
            <Table.Cell>{a.completedAt ? formatDate(a.completedAt, i18n.language) : '—'}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  )
}
