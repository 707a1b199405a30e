import { Badge, Flex, Link as ThemeLink } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ExistingTalent } from '../../../../shared/contracts/external-search'

export type KnownBadgeProps = {
  existing: ExistingTalent
  projectId: number | null
  /** The pane says it in full (name, how matched); the table cell stays short. */
  full?: boolean
}

/**
 * "Already a talent" (and in which pools, where in this project's pipeline): the profile is a
 * person the client knows. The badge links to that talent (shift+o from the list).
 */
export function KnownBadge({ existing, projectId, full }: KnownBadgeProps) {
  const { t } = useTranslation()
  const name = `${existing.firstName} ${existing.lastName}`
  return (
    <Flex gap="1" align="center" wrap="wrap" className="external-known">
      <Badge color="amber" variant="soft">
        <ThemeLink asChild size="1">
          <Link to={`/talent/${existing.talentId}`} tabIndex={-1}>
            {full ? t('msp.v2.external.known.talentNamed', { name }) : t('msp.v2.external.known.talent')}
          </Link>
        </ThemeLink>
      </Badge>
      {full ? (
        <Badge color="gray" variant="soft">
          {t(`msp.v2.external.known.by.${existing.by}`)}
        </Badge>
      ) : null}
      {existing.pools.length > 0 ? (
        <Badge color="blue" variant="soft">
          {t('msp.v2.external.known.pools', { pools: existing.pools.join(', ') })}
        </Badge>
      ) : null}
      {projectId && existing.inProject ? (
        <Badge color="green" variant="soft">
          {t('msp.v2.external.known.inProject', {
            status: t(`msp.v2.external.known.status.${existing.inProject}`, {
              defaultValue: existing.inProject,
            }),
          })}
        </Badge>
      ) : null}
    </Flex>
  )
}
