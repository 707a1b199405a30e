import { Button, Callout, Flex, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { announcementView } from '../../../shared/domain/announcement'
import { formatDate } from '../../../shared/domain/formats'
import { announcementQuery } from '../../api/announcement'
import { Icon } from '../../ui/icon'
import { snoozeBucket, snoozedBuckets } from './announcement-snooze'

/** How often the countdown is re-evaluated: buckets change at fixed seconds, not on fetch. */
export const ANNOUNCEMENT_TICK_MS = 5000

export type AnnouncementBannerProps = {
  /** Injected by tests; the real clock otherwise. */
  now?: () => number
}

/** §4 maintenance banner: its urgency and whether it can be snoozed follow the countdown. */
export function AnnouncementBanner({ now = Date.now }: AnnouncementBannerProps) {
  const { t, i18n } = useTranslation()
  const { data } = useQuery(announcementQuery)
  const [time, setTime] = useState(now)
  // Bumped on snooze so the stored flag is read again.
  const [, setSnoozes] = useState(0)

  useEffect(() => {
    if (!data?.deadline) return
    const timer = setInterval(() => setTime(now()), ANNOUNCEMENT_TICK_MS)
    return () => clearInterval(timer)
  }, [data?.deadline, now])

  const deadline = data?.deadline
  const view = deadline ? announcementView(data, new Date(time), snoozedBuckets(deadline)) : null
  if (!deadline || !view) return null

  const when = formatDate(deadline, i18n.language, 'dayTime')
  const forced = view.banner === 'forced'
  return (
    <Callout.Root
      color={forced || view.banner === 'tenMinutes' ? 'red' : 'blue'}
      variant="surface"
      role={forced ? 'alert' : 'status'}
      className="shell-banner"
      size="1"
      data-banner={view.banner}
    >
      <Callout.Icon>
        <Icon name={forced ? 'alert' : 'info'} />
      </Callout.Icon>
      <Flex align="center" justify="between" gap="3" wrap="wrap">
        <Callout.Text>
          {t(`msp.v2.announcement.${view.banner}`, { time: when })}
          {data?.message ? (
            <Text as="span" color="gray">
              {' '}
              {data.message}
            </Text>
          ) : null}
        </Callout.Text>
        {view.canSnooze ? (
          <Button
            size="1"
            variant="soft"
            color="gray"
            onClick={() => {
              snoozeBucket(deadline, view.bucket)
              setSnoozes((count) => count + 1)
            }}
          >
            {t('msp.v2.announcement.snooze')}
          </Button>
        ) : null}
      </Flex>
    </Callout.Root>
  )
}
