import { Badge, Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { CommandButton } from '../../../commands/command-button'
import { externalProfileQuery } from '../api'
import type { ExternalRow } from '../commands'
import { providerErrorText } from '../provider-errors'
import { KnownBadge } from './known-badge'

const period = (start: string | null, end: string | null, now: string) =>
  [start?.slice(0, 7) ?? '', end?.slice(0, 7) ?? now].join(' – ')

/** The focused result's full profile (profileFetch), whom the client already knows it as, and its actions. */
export function ExternalProfilePane({ row, projectId }: { row: ExternalRow; projectId: number | null }) {
  const { t } = useTranslation()
  const query = useQuery(externalProfileQuery(row.provider, row.id, projectId))
  const profile = query.data?.profile
  const existing = query.data?.existing ?? row.existing
  return (
    <Flex direction="column" gap="3" p="3" className="external-profile">
      <Flex direction="column" gap="1">
        <Heading as="h2" size="4">
          {row.firstName} {row.lastName}
        </Heading>
        <Text size="2" color="gray">
          {[row.title, [row.city, row.countryCode].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}
        </Text>
        <Text size="1" color="gray">
          {t('msp.v2.external.from', { provider: t(`msp.v2.external.provider.name.${row.provider}`) })}
        </Text>
      </Flex>
      {existing ? <KnownBadge existing={existing} projectId={projectId} full /> : null}
      <Flex gap="2" wrap="wrap">
        <CommandButton id="externalSearch.invite" focusedRow={row} />
        <CommandButton id="externalSearch.import" focusedRow={row} showKey />
        <CommandButton id="externalSearch.merge" focusedRow={row} />
        <CommandButton id="externalSearch.openTalent" focusedRow={row} />
      </Flex>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? (
        <Text size="2" color="red" role="alert">
          {providerErrorText(t, query.error)}
        </Text>
      ) : null}
      {profile ? (
        <>
          {!profile.email ? (
            <Text size="2" color="amber">
              {t('msp.v2.external.noEmail')}
            </Text>
          ) : null}
          {profile.summary ? <Text size="2">{profile.summary}</Text> : null}
          {profile.skills.length ? (
            <section aria-label={t('msp.v2.external.section.skills')}>
              <Heading as="h3" size="2" mb="1">
                {t('msp.v2.external.section.skills')}
              </Heading>
              <Flex gap="1" wrap="wrap">
                {profile.skills.map((s) => (
                  <Badge key={s} color="gray" variant="soft">
                    {s}
                  </Badge>
                ))}
              </Flex>
            </section>
          ) : null}
          <ProfileList
            title={t('msp.v2.external.section.experience')}
            items={profile.experience.map((e) => ({
              head: [e.title, e.organization].filter(Boolean).join(', '),
              when: period(e.startDate, e.endDate, t('msp.v2.external.now')),
            }))}
          />
          <ProfileList
            title={t('msp.v2.external.section.education')}
            items={profile.education.map((e) => ({
              head: [e.title, e.organization].filter(Boolean).join(', '),
              when: period(e.startDate, e.endDate, t('msp.v2.external.now')),
            }))}
          />
          {profile.languages.length ? (
            <Text size="2">
              {t('msp.v2.external.section.languages')}:{' '}
              {profile.languages.map((l) => `${l.iso.toUpperCase()} (${l.level})`).join(', ')}
            </Text>
          ) : null}
        </>
      ) : null}
    </Flex>
  )
}

function ProfileList({ title, items }: { title: string; items: { head: string; when: string }[] }) {
  if (items.length === 0) return null
  return (
    <section aria-label={title}>
      <Heading as="h3" size="2" mb="1">
        {title}
      </Heading>
      <ul className="external-profile-list">
        {items.map((item, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries have no id and never reorder.
          <li key={i}>
            <Text size="2">{item.head}</Text>{' '}
            <Text size="1" color="gray">
              {item.when}
            </Text>
          </li>
        ))}
      </ul>
    </section>
  )
}
