import { Flex, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { participantsQuery } from '../api'

/**
 * Who takes part in a new interview (issue 24 §2): the talent (always; invited by email) and
 * the organizer, fixed; the recruiters of the project's legal entity (its team first) to tick
 * with Tab and Space. The slots then read the busy time of every ticked recruiter whose
 * calendar is connected; the others are marked, not guessed.
 */
export function ParticipantChooser({
  applicationId,
  chosen,
  onChange,
}: {
  applicationId: number
  chosen: readonly number[]
  onChange: (next: number[]) => void
}) {
  const { t } = useTranslation()
  const legend = useId()
  const people = useQuery(participantsQuery(applicationId)).data
  if (!people) return null
  const toggle = (id: number) =>
    onChange(chosen.includes(id) ? chosen.filter((x) => x !== id) : [...chosen, id])
  const hint = (p: { onTeam: boolean; connected: boolean }) =>
    [
      p.onTeam ? t('msp.v2.calendar.participants.team') : null,
      t(p.connected ? 'msp.v2.calendar.participants.connected' : 'msp.v2.calendar.participants.notConnected'),
    ]
      .filter(Boolean)
      .join(' · ')
  return (
    <fieldset className="calendar-participants" aria-labelledby={legend}>
      <Text as="div" size="2" weight="medium" id={legend} mb="1">
        {t('msp.v2.calendar.participants.title')}
      </Text>
      <Flex direction="column" gap="1">
        <Text as="label" size="2">
          <input type="checkbox" checked disabled />{' '}
          {t(
            people.talent.hasEmail
              ? 'msp.v2.calendar.participants.talent'
              : 'msp.v2.calendar.participants.noEmail',
            { name: people.talent.name },
          )}
        </Text>
        <Text as="label" size="2">
          <input type="checkbox" checked disabled />{' '}
          {t('msp.v2.calendar.participants.you', { name: people.organizer.name })}
        </Text>
        {people.recruiters.length === 0 ? (
          <Text size="1" color="gray">
            {t('msp.v2.calendar.participants.none')}
          </Text>
        ) : (
          <div className="calendar-participant-list">
            {people.recruiters.map((p) => (
              <Text as="label" size="2" key={p.id} className="calendar-participant">
                <input type="checkbox" checked={chosen.includes(p.id)} onChange={() => toggle(p.id)} />{' '}
                {p.name}{' '}
                <Text size="1" color="gray">
                  ({hint(p)})
                </Text>
              </Text>
            ))}
          </div>
        )}
      </Flex>
    </fieldset>
  )
}
