import { Badge, DataList, Flex, Heading, IconButton, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../../ui/icon'
import { statusLabel } from '../showcase-columns'
import type { ShowcaseRow } from '../showcase-rows'

export type ShowcaseDetailProps = {
  row: ShowcaseRow
  onClose: () => void
}

const STATUS_COLOR = {
  available: 'green',
  interviewing: 'amber',
  placed: 'blue',
  unavailable: 'gray',
} as const

/** The detail pane of the showcase: follows the focused row while open. */
export function ShowcaseDetail({ row, onClose }: ShowcaseDetailProps) {
  const { t, i18n } = useTranslation()
  const rate = new Intl.NumberFormat(i18n.language, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  })
  return (
    <Flex direction="column" gap="4" p="4" className="ui-showcase-detail">
      <Flex justify="between" align="start" gap="3">
        <Heading as="h3" size="5" id="ui-showcase-detail-title">
          {row.name}
        </Heading>
        <IconButton
          variant="ghost"
          color="gray"
          aria-label={t('msp.v2.panes.close.detail')}
          title={`${t('msp.v2.panes.close.detail')} (Esc)`}
          onClick={onClose}
        >
          <Icon name="close" />
        </IconButton>
      </Flex>
      <DataList.Root>
        <DataList.Item>
          <DataList.Label>{t('msp.v2.ui.showcase.column.title')}</DataList.Label>
          <DataList.Value>{row.title}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('msp.v2.ui.showcase.column.city')}</DataList.Label>
          <DataList.Value>{row.city}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('msp.v2.ui.showcase.column.rate')}</DataList.Label>
          <DataList.Value>{rate.format(row.rate)}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('msp.v2.ui.showcase.column.status')}</DataList.Label>
          <DataList.Value>
            <Badge color={STATUS_COLOR[row.status]}>{statusLabel(t, row.status)}</Badge>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label>{t('msp.v2.ui.showcase.detail.id')}</DataList.Label>
          <DataList.Value>
            <Text className="ui-showcase-mono">{row.id}</Text>
          </DataList.Value>
        </DataList.Item>
      </DataList.Root>
      <Text size="2" color="gray">
        {t('msp.v2.ui.showcase.detail.hint')}
      </Text>
    </Flex>
  )
}
