import { Flex, Heading, Text, TextField } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type AttentionDays, attentionQuery } from '../api'
import { CountList } from './count-list'

const STORAGE_KEY = 'dashboard.attention.days'
const DEFAULT_DAYS: AttentionDays = { activeDays: 14, send2vmsDays: 7 }

function storedDays(): AttentionDays {
  try {
    const value = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<AttentionDays> | null
    return { ...DEFAULT_DAYS, ...value }
  } catch {
    return DEFAULT_DAYS
  }
}

const clampDays = (value: string) => Math.min(365, Math.max(1, Math.round(Number(value) || 1)))

/**
 * "Needs attention" (issue 25 §1): across every project, what has not moved for longer than the
 * user's days per stage (kept in this browser) and the failed VMS sends, each opening the work
 * queue narrowed to it; the failed emails (the Outbox filtered to them) and the talents waiting
 * to join a pool (the pools with pending members).
 */
export function AttentionSection() {
  const { t } = useTranslation()
  const id = useId()
  const [days, setDays] = useState(storedDays)
  const counts = useQuery(attentionQuery(days)).data
  const change = (key: keyof AttentionDays, value: string) => {
    const next = { ...days, [key]: clampDays(value) }
    setDays(next)
    localStorage.setItem(STORAGE_KEY, JSON.stringify(next))
  }
  return (
    <section aria-labelledby="dashboard-attention" aria-busy={!counts}>
      <Heading as="h2" id="dashboard-attention" size="4" mb="3">
        {t('msp.v2.queue.attention.title')}
      </Heading>
      <CountList
        headingLevel="h3"
        items={[
          {
            key: 'waitingActive',
            label: t('msp.v2.queue.attention.waitingActive', { count: days.activeDays }),
            value: counts?.waitingActive,
            tone: 'amber',
            href: `/dashboard/queue/active?olderThan=${days.activeDays}`,
          },
          {
            key: 'waitingSend2vms',
            label: t('msp.v2.queue.attention.waitingSend2vms', { count: days.send2vmsDays }),
            value: counts?.waitingSend2vms,
            tone: 'amber',
            href: `/dashboard/queue/send2vms?olderThan=${days.send2vmsDays}`,
          },
          {
            key: 'sendFailed',
            label: t('msp.v2.queue.attention.sendFailed'),
            value: counts?.sendFailed,
            tone: 'red',
            href: '/dashboard/queue/send2vms?status=sf',
          },
          ...(counts?.emailsFailed === null
            ? []
            : [
                {
                  key: 'emailsFailed',
                  label: t('msp.v2.queue.attention.emailsFailed'),
                  value: counts?.emailsFailed,
                  tone: 'red' as const,
                  href: '/outbox?status=failed',
                },
              ]),
          {
            key: 'poolPending',
            label: t('msp.v2.queue.attention.poolPending'),
            value: counts?.poolPending,
            tone: 'amber',
            href: '/pools?pending=1',
          },
        ]}
      />
      <Flex gap="4" mt="3" wrap="wrap" align="center">
        {(['activeDays', 'send2vmsDays'] as const).map((key) => (
          <Flex key={key} gap="2" align="center">
            <Text as="label" size="2" color="gray" htmlFor={`${id}-${key}`}>
              {t(`msp.v2.queue.attention.days.${key}`)}
            </Text>
            <TextField.Root
              id={`${id}-${key}`}
              type="number"
              min={1}
              max={365}
              size="1"
              className="attention-days"
              defaultValue={String(days[key])}
              onBlur={(event) => change(key, event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter') change(key, event.currentTarget.value)
              }}
            />
          </Flex>
        ))}
      </Flex>
    </section>
  )
}
