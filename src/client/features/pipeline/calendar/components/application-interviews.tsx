import { Badge, Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { InterviewDto } from '../../../../../shared/contracts/calendar'
import { errorText } from '../../../../app/api-error'
import { translateIfKnown } from '../../../../i18n/i18n'
import { cancelInterview, confirmInterview, interviewsQuery } from '../api'
import { calendarAvailable } from '../commands'
import { askSchedule } from '../dialog-store'
import { copyConfirmationLink } from '../flows'

const STATUS_COLOR = { uc: 'amber', cf: 'green', cn: 'gray', sf: 'red' } as const

/**
 * The application's scheduled interviews (issue 24) with their §4 live status, whether the
 * event reached the calendar, and move / cancel. Shown with the application's client side.
 */
export function ApplicationInterviews({ appId, talentName }: { appId: number; talentName: string }) {
  const { t, i18n } = useTranslation()
  const headingId = useId()
  const list = useQuery({
    ...interviewsQuery(appId),
    // While an event is being written, its row follows it.
    refetchInterval: (q) => (q.state.data?.some((i) => i.syncState === 'pending') ? 1500 : false),
  })
  const [error, setError] = useState<string | null>(null)
  const canAct = calendarAvailable()
  if (!list.data || (list.data.length === 0 && !canAct)) return null
  const when = (i: InterviewDto) =>
    `${new Date(i.startsAt).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })} – ${new Date(
      i.endsAt,
    ).toLocaleTimeString(i18n.language, { timeStyle: 'short' })}`
  return (
    <section aria-labelledby={headingId} className="calendar-interviews">
      <Flex justify="between" align="center" mb="2">
        <Heading as="h3" size="3" id={headingId}>
          {t('msp.v2.calendar.interviews')}
        </Heading>
        {canAct ? (
          <Button
            size="1"
            variant="soft"
            onClick={() => void askSchedule({ applicationId: appId, talentName, interview: null })}
          >
            {t('msp.v2.calendar.command.schedule')}
          </Button>
        ) : null}
      </Flex>
      {error ? (
        <Text color="red" size="2" role="alert">
          {error}
        </Text>
      ) : null}
      {list.data.length === 0 ? (
        <Text size="2" color="gray">
          {t('msp.v2.calendar.interviews.empty')}
        </Text>
      ) : (
        <Flex direction="column" gap="2" asChild>
          <ul>
            {list.data.map((i) => (
              <li key={i.id}>
                <Flex gap="2" align="center" wrap="wrap">
                  <Text size="2">{when(i)}</Text>
                  <Badge color={STATUS_COLOR[i.status]}>{t(`msp.v2.calendar.status.live.${i.status}`)}</Badge>
                  {i.syncState === 'pending' ? (
                    <Text size="1" color="gray">
                      {t('msp.v2.calendar.sync.pending')}
                    </Text>
                  ) : null}
                  {i.syncState === 'failed' && i.syncError ? (
                    <Text size="1" color="red">
                      {i.syncError}
                    </Text>
                  ) : null}
                  {canAct && i.status !== 'cn' ? (
                    <Flex gap="1" ml="auto">
                      <Button size="1" variant="ghost" onClick={() => void copyConfirmationLink(i)}>
                        {t('msp.v2.calendar.command.copyLink')}
                      </Button>
                      {i.status === 'uc' ? (
                        <Button
                          size="1"
                          variant="ghost"
                          color="green"
                          onClick={() =>
                            void confirmInterview(i).then(
                              () => setError(null),
                              (e: unknown) => setError(errorText(e, translateIfKnown)),
                            )
                          }
                        >
                          {t('msp.v2.calendar.command.confirm')}
                        </Button>
                      ) : null}
                      <Button
                        size="1"
                        variant="ghost"
                        onClick={() => void askSchedule({ applicationId: appId, talentName, interview: i })}
                      >
                        {t('msp.v2.calendar.command.reschedule')}
                      </Button>
                      <Button
                        size="1"
                        variant="ghost"
                        color="red"
                        onClick={() =>
                          void cancelInterview(i).then(
                            () => setError(null),
                            (e: unknown) => setError(errorText(e, translateIfKnown)),
                          )
                        }
                      >
                        {t('msp.v2.calendar.command.cancel')}
                      </Button>
                    </Flex>
                  ) : null}
                </Flex>
              </li>
            ))}
          </ul>
        </Flex>
      )}
    </section>
  )
}
