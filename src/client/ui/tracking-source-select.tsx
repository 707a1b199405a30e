import { Flex, Select, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { clientContextQuery } from '../api/session'

const NONE = 'none'

/**
 * The channel a talent came through, for the applications a recruiter makes (§3 tracking
 * sources): shown only when the client tracks sources; "none" sends nothing.
 */
export function TrackingSourceSelect({
  value,
  onChange,
}: {
  value: string | null
  onChange: (source: string | null) => void
}) {
  const { t } = useTranslation()
  const id = useId()
  const sources = useQuery(clientContextQuery).data?.config.trackingSources ?? []
  if (sources.length === 0) return null
  return (
    <Flex gap="2" align="center">
      <Text as="label" size="2" htmlFor={id}>
        {t('msp.v2.application.tracking.source')}
      </Text>
      <Select.Root value={value ?? NONE} onValueChange={(v) => onChange(v === NONE ? null : v)}>
        <Select.Trigger id={id} aria-label={t('msp.v2.application.tracking.source')} />
        <Select.Content position="popper">
          <Select.Item value={NONE}>{t('msp.v2.application.tracking.source.none')}</Select.Item>
          {sources.map((s) => (
            <Select.Item key={s} value={s}>
              {s}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  )
}
