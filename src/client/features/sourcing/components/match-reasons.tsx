import { Text } from '@radix-ui/themes'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import type { MatchBreakdown, MatchDetail } from '../../../../shared/domain/matching'

/** A language code in the user's language ('de' → 'German'), the code itself when unknown. */
function languageName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code
  } catch {
    return code
  }
}

/** One criterion's reason in a recruiter's words (docs/matching.md). */
export function reasonText(detail: MatchDetail, t: TFunction, locale: string): string {
  const k = (key: string, options?: Record<string, unknown>) => t(`msp.v2.sourcing.reason.${key}`, options)
  switch (detail.key) {
    case 'skills': {
      const all = detail.matched.length + detail.partial.length + detail.missing.length
      if (all === 0) return k('skills.none')
      return k('skills.count', { matched: detail.matched.length, partial: detail.partial.length, all })
    }
    case 'title': {
      const words = k('title.words', { matched: detail.matchedWords.length, all: detail.words.length })
      const years =
        detail.experienceYears === null
          ? k('title.noYears')
          : k('title.years', { count: detail.experienceYears })
      return `${words} ${years}`
    }
    case 'location':
      return k(`location.${detail.verdict}`, { km: Math.round(detail.distanceKm ?? 0) })
    case 'rate':
      return k(`rate.${detail.verdict}`, {
        rate:
          detail.talentRate === null
            ? ''
            : `${detail.talentRate}${detail.talentCurrency ? ` ${detail.talentCurrency}` : ''}`,
        percent: Math.round(detail.overPercent ?? 0),
      })
    case 'availability':
      return k(`availability.${detail.verdict}`, {
        // A calendar day (YYYY-MM-DD): shown as that day wherever the user is.
        date: detail.availableFrom
          ? new Date(detail.availableFrom).toLocaleDateString(locale, {
              dateStyle: 'medium',
              timeZone: 'UTC',
            })
          : '',
      })
    case 'languages':
      return k(`languages.${detail.verdict}`, { language: languageName(detail.language, locale) })
  }
}

/** Skills in three lists: found, partly found (CV, title, a broader skill), missing. */
function SkillLists({ detail }: { detail: Extract<MatchDetail, { key: 'skills' }> }) {
  const { t } = useTranslation()
  const lists = [
    ['matched', detail.matched],
    ['partial', detail.partial],
    ['missing', detail.missing],
  ] as const
  return (
    <dl className="sourcing-skill-lists">
      {lists
        .filter(([, skills]) => skills.length > 0)
        .map(([kind, skills]) => (
          <div key={kind}>
            <dt>{t(`msp.v2.sourcing.reason.skills.${kind}`)}</dt>
            <dd>{skills.join(', ')}</dd>
          </div>
        ))}
    </dl>
  )
}

/**
 * Issue 23 §1: why a talent is where it is in the ranking, criterion by criterion: its
 * points out of the criterion's weight and the reason, never a lone number.
 */
export function MatchReasons({ match }: { match: MatchBreakdown }) {
  const { t, i18n } = useTranslation()
  return (
    <section aria-labelledby="sourcing-reasons-title" className="sourcing-reasons">
      <Text as="p" size="2" weight="bold" id="sourcing-reasons-title">
        {t('msp.v2.sourcing.reason.title', { total: match.total })}
      </Text>
      <table className="sourcing-reason-table">
        <thead>
          <tr>
            <th scope="col">{t('msp.v2.sourcing.reason.criterion')}</th>
            <th scope="col">{t('msp.v2.sourcing.reason.points')}</th>
            <th scope="col">{t('msp.v2.sourcing.reason.why')}</th>
          </tr>
        </thead>
        <tbody>
          {match.criteria.map((c) => (
            <tr key={c.key} data-criterion={c.key}>
              <th scope="row">{t(`msp.v2.sourcing.criterion.${c.key}`)}</th>
              <td>
                <meter min={0} max={c.weight} value={c.points} aria-hidden="true" />{' '}
                {t('msp.v2.sourcing.reason.pointsOf', { points: c.points, weight: c.weight })}
              </td>
              <td>
                {reasonText(c.detail, t, i18n.language)}
                {c.detail.key === 'skills' ? <SkillLists detail={c.detail} /> : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
