import { Badge, Flex, Link, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { TalentApplication } from '../../../../shared/contracts/talent'
import { talentApplicationsQuery } from '../api'
import { formatDay } from '../talent-format'

/** Still open in a pipeline: active, unconfirmed or on its way to the VMS. */
const PENDING = new Set(['a', 'uc', 'sp'])
const LAST = 5

export const pendingApplications = (list: readonly TalentApplication[]) =>
  list.filter((a) => PENDING.has(a.status))

export type TalentApplicationsProps = { talentId: number; which: 'last' | 'pending' }

/** Overview panels "last applications" (the five newest) and "pending applications". */
export function TalentApplications({ talentId, which }: TalentApplicationsProps) {
  const { t } = useTranslation()
  const { data } = useQuery(talentApplicationsQuery(talentId))
  const all = data?.results ?? []
  const list = which === 'last' ? all.slice(0, LAST) : pendingApplications(all)
  if (data && list.length === 0)
    return (
      <Text size="2" color="gray">
        {t('msp.v2.talent.applications.empty')}
      </Text>
    )
  return (
    <ul className="plain-list">
      {list.map((a) => (
        <Flex asChild key={a.id} gap="2" mb="1" align="center" wrap="wrap">
          <li>
            <Link asChild size="2">
              <RouterLink to={`/application/${a.id}`}>{a.projectTitle}</RouterLink>
            </Link>
            <Badge variant="soft" color="gray">
              {t(`msp.v2.application.status.${a.status}`)}
            </Badge>
            <Text size="1" color="gray">
              {formatDay(a.created)}
            </Text>
          </li>
        </Flex>
      ))}
    </ul>
  )
}
