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
  labels = { label: 'msp.v2.application.tracking.source', none: 'msp.v2.application.tracking.source.none' },
  assistedUtmOnly = false,
}: {
  value: string | null
  onChange: (source: string | null) => void
  /** i18n keys of the label and of the "none" entry. */
  labels?: { label: string; none: string }
  /** Shown only when the client has assisted UTM on (the share dialog's application link). */
  assistedUtmOnly?: boolean
}) {
  const { t } = useTranslation()
  const id = useId()
  const config = useQuery(clientContextQuery).data?.config
  const sources = assistedUtmOnly && !config?.assistedUtm ? [] : (config?.trackingSources ?? [])
  if (sources.length === 0) return null
  return (
    <Flex gap="2" align="center">
      <Text as="label" size="2" htmlFor={id}>
        {t(labels.label)}
      </Text>
      <Select.Root value={value ?? NONE} onValueChange={(v) => onChange(v === NONE ? null : v)}>
        <Select.Trigger id={id} aria-label={t(labels.label)} />
        <Select.Content position="popper">
          <Select.Item value={NONE}>{t(labels.none)}</Select.Item>
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
