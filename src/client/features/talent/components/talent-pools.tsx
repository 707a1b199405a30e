import { Badge, Flex, Link, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { talentPoolsQuery } from '../api'
import { formatDay } from '../talent-format'

const STATUS_COLORS: Record<string, 'amber' | 'green' | 'gray' | 'red'> = {
  PENDING: 'amber',
  ACCEPTED: 'green',
  ARCHIVED_ACCEPTED: 'gray',
  REJECTED: 'red',
  DELETED: 'gray',
}

/** Overview panel "pools" (issue 22 §1): each membership's status, since when, and by whom. */
export function TalentPools({ talentId }: { talentId: number }) {
  const { t } = useTranslation()
  const { data } = useQuery(talentPoolsQuery(talentId))
  const list = data?.results ?? []
  if (data && list.length === 0)
    return (
      <Text size="2" color="gray">
        {t('msp.v2.talent.pools.empty')}
      </Text>
    )
  return (
    <ul className="plain-list" aria-label={t('msp.v2.talent.pools')}>
      {list.map((m) => (
        <Flex asChild key={m.id} gap="2" mb="1" align="center" wrap="wrap">
          <li>
            <Link asChild size="2">
              <RouterLink to={`/pool/${m.poolId}`}>{m.poolName}</RouterLink>
            </Link>
            <Badge variant="soft" color={STATUS_COLORS[m.status] ?? 'gray'}>
              {t(`msp.v2.talent.pools.status.${m.status}`)}
            </Badge>
            <Text size="1" color="gray">
              {m.changedBy
                ? t('msp.v2.talent.pools.since.by', {
                    date: formatDay(m.updatedAt),
                    name: `${m.changedBy.firstName} ${m.changedBy.lastName}`,
                  })
                : t('msp.v2.talent.pools.since', { date: formatDay(m.updatedAt) })}
            </Text>
          </li>
        </Flex>
      ))}
    </ul>
  )
}
