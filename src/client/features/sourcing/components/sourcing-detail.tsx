import { Flex, Heading, Spinner, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { CommandButton } from '../../../commands/command-button'
import { dataHarbourCvQuery } from '../api'
import { availabilityKey, formatWhen } from '../sourcing-columns'
import type { SourcingRow } from '../sourcing-rows'
import { MatchReasons } from './match-reasons'

const ACTIONS = ['invite', 'reinvite', 'withdraw', 'email', 'archive', 'unarchive', 'askAvailability']

/** The data-harbour record's CV (a PDF made from the record), once the pane rests on it. */
function HarbourCv({ dhTalentId, name }: { dhTalentId: number; name: string }) {
  const { t } = useTranslation()
  const [rested, setRested] = useState<number | null>(null)
  useEffect(() => {
    const timer = window.setTimeout(() => setRested(dhTalentId), 300)
    return () => window.clearTimeout(timer)
  }, [dhTalentId])
  const cv = useQuery({ ...dataHarbourCvQuery(dhTalentId), enabled: rested === dhTalentId })
  const [url, setUrl] = useState<string | null>(null)
  useEffect(() => {
    if (!cv.data) return
    const next = URL.createObjectURL(cv.data)
    setUrl(next)
    return () => URL.revokeObjectURL(next)
  }, [cv.data])
  if (!cv.data || !url)
    return (
      <Flex role="status" aria-label={t('msp.v2.sourcing.cv.loading')} justify="center" p="4">
        <Spinner size="3" />
      </Flex>
    )
  return <iframe className="sourcing-cv" src={url} title={t('msp.v2.sourcing.cv.title', { name })} />
}

/** The pane of a sourcing row: who, the stage's facts, the actions (from the registry) and the CV or reasons. */
export function SourcingDetail({ row }: { row: SourcingRow }) {
  const { t, i18n } = useTranslation()
  const facts: [string, string][] = []
  const inv = row.invitation
  if (inv) {
    facts.push([t('msp.v2.sourcing.column.status'), t(`msp.v2.sourcing.invitation.status.${inv.status}`)])
    facts.push([t('msp.v2.sourcing.column.invitedAt'), formatWhen(inv.createdAt, i18n.language)])
    facts.push([t('msp.v2.sourcing.column.sent'), formatWhen(inv.sentAt, i18n.language)])
    facts.push([
      t('msp.v2.sourcing.column.by'),
      inv.invitedBy ? `${inv.invitedBy.firstName} ${inv.invitedBy.lastName}` : '',
    ])
    facts.push([
      t('msp.v2.sourcing.column.opened'),
      inv.openedAt ? formatWhen(inv.openedAt, i18n.language) : t('msp.v2.sourcing.invitation.notOpened'),
    ])
  }
  if (row.match) {
    facts.push([
      t('msp.v2.sourcing.column.status'),
      t(`msp.v2.sourcing.dataHarbour.status.${row.match.status}`),
    ])
    facts.push([t('msp.v2.sourcing.column.score'), String(Math.round(row.match.score))])
    facts.push([t('msp.v2.sourcing.column.matchedAt'), formatWhen(row.match.matchedAt, i18n.language)])
  }
  if (row.place) facts.push([t('msp.v2.sourcing.column.place'), row.place])
  const answer = availabilityKey(row.availability)
  if (answer && row.availability) {
    const asked = row.availability.askedBy
      ? t('msp.v2.sourcing.availability.askedBy', {
          at: formatWhen(row.availability.askedAt, i18n.language),
          name: `${row.availability.askedBy.firstName} ${row.availability.askedBy.lastName}`,
        })
      : formatWhen(row.availability.askedAt, i18n.language)
    facts.push([t('msp.v2.sourcing.column.availability'), `${t(answer)} (${asked})`])
  }
  return (
    <Flex direction="column" gap="3" p="3" className="sourcing-detail">
      <div>
        <Heading as="h2" size="4">
          {row.talentId !== null ? <Link to={`/talent/${row.talentId}`}>{row.name}</Link> : row.name}
        </Heading>
        {row.title ? (
          <Text as="p" size="2" color="gray">
            {row.title}
          </Text>
        ) : null}
      </div>
      <Flex gap="2" wrap="wrap" role="group" aria-label={t('msp.v2.sourcing.actions')}>
        {ACTIONS.map((action) => (
          <CommandButton key={action} id={`sourcing.${action}`} />
        ))}
      </Flex>
      <dl className="sourcing-facts">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {row.suggested ? <MatchReasons match={row.suggested.match} /> : null}
      {row.match ? <HarbourCv dhTalentId={row.match.dataHarbourTalent.id} name={row.name} /> : null}
    </Flex>
  )
}
