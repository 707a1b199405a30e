import { Badge, DataList, Flex } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { ApplicationDetail } from '../../../../../shared/contracts/application'
import { formatDate, formatRate } from '../../../../../shared/domain/formats'
import { DataProtected } from '../../../../ui/data-protected'

export type DetailsTabProps = { detail: ApplicationDetail }

/** The application's facts: project, talent, rates, labels, owner, VMS interview and offer. */
export function DetailsTab({ detail }: DetailsTabProps) {
  const { t, i18n } = useTranslation()
  const rate = (amount: string | null, currency: string | null, unit: string | null) =>
    formatRate({ min: amount, currency, unit }, i18n.language, (key) => t(key)) || null
  const date = (iso: string) => formatDate(iso, i18n.language)
  const dash = '—'
  const rows: [string, React.ReactNode][] = [
    ['msp.v2.application.details.project', detail.project.title],
    ['msp.v2.application.details.legalEntity', detail.project.legalEntityName],
    ['msp.v2.application.details.status', t(`msp.v2.application.status.${detail.status}`)],
    ['msp.v2.application.details.source', t(`msp.v2.application.source.${detail.source}`, detail.source)],
    ['msp.v2.application.details.created', date(detail.createdAt)],
    ['msp.v2.application.details.lastUpdated', date(detail.lastUpdated)],
    ['msp.v2.application.details.rate', rate(detail.rate, detail.currency, detail.rateUnit) ?? dash],
    [
      'msp.v2.application.details.clientRate',
      rate(detail.clientRate, detail.currency, detail.rateUnit) ?? dash,
    ],
    [
      'msp.v2.application.details.labels',
      detail.labels.length ? (
        <Flex key="labels" gap="1" wrap="wrap">
          {detail.labels.map((l) => (
            <Badge key={l.id} variant="outline">
              {l.name}
            </Badge>
          ))}
        </Flex>
      ) : (
        dash
      ),
    ],
    [
      'msp.v2.application.details.allocatedMsp',
      detail.allocatedMsp ? `${detail.allocatedMsp.firstName} ${detail.allocatedMsp.lastName}` : dash,
    ],
    [
      'msp.v2.application.details.location',
      [detail.talent.city, detail.talent.countryCode].filter(Boolean).join(', ') || dash,
    ],
    [
      'msp.v2.application.details.vmsInterview',
      detail.vmsInterview ? t('msp.v2.application.details.exists', { id: detail.vmsInterview.id }) : dash,
    ],
    [
      'msp.v2.application.details.vmsOffer',
      detail.vmsOffer ? t('msp.v2.application.details.exists', { id: detail.vmsOffer.id }) : dash,
    ],
  ]
  const hidden = <DataProtected />
  rows.push([
    'msp.v2.application.details.email',
    detail.canSeeDataProtection ? (detail.talent.email ?? dash) : hidden,
  ])
  rows.push([
    'msp.v2.application.details.phone',
    detail.canSeeDataProtection ? (detail.talent.phone ?? dash) : hidden,
  ])
  return (
    <DataList.Root size="2">
      {rows.map(([key, value]) => (
        <DataList.Item key={key}>
          <DataList.Label minWidth="160px">{t(key)}</DataList.Label>
          <DataList.Value>{value}</DataList.Value>
        </DataList.Item>
      ))}
    </DataList.Root>
  )
}
