import { Button, Flex, Select, Text, TextField } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { EMAIL_MOTIVATIONS, OUTBOX_STATUSES, SYSTEM_MOTIVATIONS } from '../../../../shared/domain/email'
import { DatePickerSlot, datePlaceholder } from '../../../ui/date-picker/date-picker'
import { type OutboxFilters, recruitersQuery } from '../api'

export type OutboxFilterBarProps = {
  filters: OutboxFilters
  onChange: (filters: OutboxFilters) => void
}

const ALL = 'all'
export const OUTBOX_FILTERS_ID = 'outbox-filter-status'

/** Status, motivation, recruiter and a date range; each change reads the list again from the top. */
export function OutboxFilterBar({ filters, onChange }: OutboxFilterBarProps) {
  const { t } = useTranslation()
  const recruiters = useQuery(recruitersQuery).data ?? []
  const set = (patch: Partial<OutboxFilters>) => onChange({ ...filters, ...patch })
  const any = Object.values(filters).some((v) => v !== undefined)
  return (
    <Flex gap="3" px="3" py="2" align="end" wrap="wrap" role="group" aria-label={t('msp.v2.outbox.filters')}>
      <Flex direction="column" gap="1">
        <Text size="1" color="gray" id="outbox-status-label">
          {t('msp.v2.outbox.filter.status')}
        </Text>
        <Select.Root
          value={filters.status ?? ALL}
          onValueChange={(v) => set({ status: v === ALL ? undefined : (v as OutboxFilters['status']) })}
        >
          <Select.Trigger id={OUTBOX_FILTERS_ID} aria-labelledby="outbox-status-label" />
          <Select.Content>
            <Select.Item value={ALL}>{t('msp.v2.outbox.filter.all')}</Select.Item>
            {OUTBOX_STATUSES.map((s) => (
              <Select.Item key={s} value={s}>
                {t(`msp.v2.outbox.status.${s}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Flex direction="column" gap="1">
        <Text size="1" color="gray" id="outbox-motivation-label">
          {t('msp.v2.outbox.filter.motivation')}
        </Text>
        <Select.Root
          value={filters.motivation ?? ALL}
          onValueChange={(v) => set({ motivation: v === ALL ? undefined : v })}
        >
          <Select.Trigger aria-labelledby="outbox-motivation-label" />
          <Select.Content>
            <Select.Item value={ALL}>{t('msp.v2.outbox.filter.all')}</Select.Item>
            {[...EMAIL_MOTIVATIONS, ...SYSTEM_MOTIVATIONS].map((m) => (
              <Select.Item key={m} value={m}>
                {t(`msp.v2.email.motivation.${m}`)}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Flex direction="column" gap="1">
        <Text size="1" color="gray" id="outbox-recruiter-label">
          {t('msp.v2.outbox.filter.recruiter')}
        </Text>
        <Select.Root
          value={filters.mspId ? String(filters.mspId) : ALL}
          onValueChange={(v) => set({ mspId: v === ALL ? undefined : Number(v) })}
        >
          <Select.Trigger aria-labelledby="outbox-recruiter-label" />
          <Select.Content>
            <Select.Item value={ALL}>{t('msp.v2.outbox.filter.all')}</Select.Item>
            {recruiters.map((m) => (
              <Select.Item key={m.id} value={String(m.id)}>
                {`${m.firstName} ${m.lastName}`}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="label" size="1" color="gray" htmlFor="outbox-from">
          {t('msp.v2.outbox.filter.from')}
        </Text>
        <TextField.Root
          id="outbox-from"
          placeholder={datePlaceholder()}
          value={filters.from ?? ''}
          onChange={(e) => set({ from: e.target.value || undefined })}
        >
          <DatePickerSlot
            value={filters.from ?? ''}
            max={filters.to}
            label={t('msp.v2.outbox.filter.from')}
            onPick={(from) => set({ from: from || undefined })}
          />
        </TextField.Root>
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="label" size="1" color="gray" htmlFor="outbox-to">
          {t('msp.v2.outbox.filter.to')}
        </Text>
        <TextField.Root
          id="outbox-to"
          placeholder={datePlaceholder()}
          value={filters.to ?? ''}
          onChange={(e) => set({ to: e.target.value || undefined })}
        >
          <DatePickerSlot
            value={filters.to ?? ''}
            min={filters.from}
            label={t('msp.v2.outbox.filter.to')}
            onPick={(to) => set({ to: to || undefined })}
          />
        </TextField.Root>
      </Flex>
      {any ? (
        <Button variant="ghost" onClick={() => onChange({})}>
          {t('msp.v2.outbox.filter.clear')}
        </Button>
      ) : null}
    </Flex>
  )
}
