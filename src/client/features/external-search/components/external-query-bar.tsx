import { Badge, Button, Flex, Select, Spinner, Text, TextField } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { ExternalProvider, ExternalSearchPage } from '../../../../shared/contracts/external-search'
import { MAX_EXTERNAL_QUERY } from '../../../../shared/domain/external-query'
import { clientContextQuery } from '../../../api/session'
import { Icon } from '../../../ui/icon'
import { projectTitleQuery } from '../api'
import { EXTERNAL_QUERY_INPUT_ID, QUERY_PARAM } from '../commands'
import {
  DEFAULT_RADIUS_KM,
  type ExternalFilters,
  FACET_NAMES,
  type FacetName,
  withFacetToggled,
  withLocation,
} from '../external-filters'
import { providerErrorText } from '../provider-errors'

export interface ProviderState {
  provider: ExternalProvider
  page: ExternalSearchPage | undefined
  pending: boolean
  error: unknown
}

export type ExternalQueryBarProps = {
  query: string
  projectId: number | null
  states: ProviderState[]
  /** The providers are not known yet. */
  loading: boolean
  filters: ExternalFilters
}

/** How many values of a facet are offered (the provider's most frequent first). */
const FACET_VALUES_SHOWN = 8
const ANY_COUNTRY = 'any'

/**
 * The one query bar (sent on Enter: every search costs the provider's quota), the project the
 * search is for, and per provider: how it received the query, its limits, how many it found,
 * or what went wrong there.
 */
export function ExternalQueryBar({ query, projectId, states, loading, filters }: ExternalQueryBarProps) {
  const { t } = useTranslation()
  const [, setParams] = useSearchParams()
  const [text, setText] = useState(query)
  useEffect(() => setText(query), [query])
  const countries = useQuery(clientContextQuery).data?.countries ?? []
  const [city, setCity] = useState(filters.location?.city ?? '')
  const [country, setCountry] = useState(filters.location?.countryCode ?? ANY_COUNTRY)
  const [radius, setRadius] = useState(String(filters.location?.radiusKm ?? DEFAULT_RADIUS_KM))
  useEffect(() => {
    setCity(filters.location?.city ?? '')
    setCountry(filters.location?.countryCode ?? ANY_COUNTRY)
    setRadius(String(filters.location?.radiusKm ?? DEFAULT_RADIUS_KM))
  }, [filters.location])
  const project = useQuery({ ...projectTitleQuery(projectId ?? 0), enabled: projectId !== null })
  const submit = () =>
    setParams((p) => {
      const copy = withLocation(p, {
        city,
        countryCode: country === ANY_COUNTRY ? '' : country,
        radiusKm: Math.min(500, Math.max(1, Math.round(Number(radius) || DEFAULT_RADIUS_KM))),
      })
      if (text.trim()) copy.set(QUERY_PARAM, text.trim())
      else copy.delete(QUERY_PARAM)
      copy.delete('page')
      copy.delete('selectedItems')
      return copy
    })
  return (
    <Flex direction="column" gap="2" p="2" className="external-query-bar">
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <Flex gap="2" align="center" wrap="wrap">
          <TextField.Root
            id={EXTERNAL_QUERY_INPUT_ID}
            size="2"
            value={text}
            maxLength={MAX_EXTERNAL_QUERY}
            placeholder={t('msp.v2.external.query.placeholder')}
            aria-label={t('msp.v2.external.query.label')}
            aria-describedby="external-query-help"
            className="external-query-field"
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') e.currentTarget.blur()
            }}
          >
            <TextField.Slot>
              <Icon name="search" size={14} />
            </TextField.Slot>
          </TextField.Root>
          <TextField.Root
            size="2"
            value={city}
            maxLength={100}
            placeholder={t('msp.v2.external.location.city')}
            aria-label={t('msp.v2.external.location.city')}
            className="external-location-city"
            onChange={(e) => setCity(e.target.value)}
          />
          <Select.Root value={country} onValueChange={setCountry}>
            <Select.Trigger
              aria-label={t('msp.v2.external.location.country')}
              className="external-location-country"
            />
            <Select.Content position="popper">
              <Select.Item value={ANY_COUNTRY}>{t('msp.v2.external.location.country.any')}</Select.Item>
              {countries.map((c) => (
                <Select.Item key={c.iso2} value={c.iso2}>
                  {c.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          <TextField.Root
            size="2"
            type="number"
            min={1}
            max={500}
            value={radius}
            aria-label={t('msp.v2.external.location.radius')}
            className="external-location-radius"
            onChange={(e) => setRadius(e.target.value)}
          >
            <TextField.Slot side="right">{t('msp.v2.external.location.km')}</TextField.Slot>
          </TextField.Root>
          <Button type="submit">{t('msp.v2.external.query.submit')}</Button>
          {projectId ? (
            <Badge size="2" color="green" variant="soft">
              {t('msp.v2.external.forProject', { title: project.data?.title ?? `#${projectId}` })}
            </Badge>
          ) : null}
        </Flex>
        <Text as="p" size="1" color="gray" id="external-query-help" mt="1">
          {t('msp.v2.external.query.help')}
          {city.trim() && country === ANY_COUNTRY ? ` ${t('msp.v2.external.location.needsCountry')}` : null}
        </Text>
      </form>
      {loading ? <Spinner /> : null}
      {!loading && states.length === 0 ? (
        <Text size="2" color="gray">
          {t('msp.v2.external.noProviders')}
        </Text>
      ) : null}
      {query ? (
        <ul className="external-provider-states" aria-label={t('msp.v2.external.providers')}>
          {states.map((s) => (
            <ProviderLine key={s.provider} state={s} filters={filters} />
          ))}
        </ul>
      ) : null}
    </Flex>
  )
}

function ProviderLine({ state, filters }: { state: ProviderState; filters: ExternalFilters }) {
  const { t } = useTranslation()
  const name = t(`msp.v2.external.provider.name.${state.provider}`)
  const { page, error } = state
  return (
    <li className="external-provider-state" data-provider={state.provider}>
      <Text size="2" weight="bold">
        {name}
      </Text>{' '}
      {error ? (
        <Text size="2" color="red" role="alert">
          {providerErrorText(t, error)}
        </Text>
      ) : page ? (
        <Text size="2" color="gray">
          {t('msp.v2.external.found', { count: page.totalResults })}
          {' · '}
          {t('msp.v2.external.sentAs', { query: page.translatedQuery })}
          {' · '}
          {t('msp.v2.external.limits', {
            pageSize: page.limits.maxPageSize,
            maxResults: page.limits.maxResults,
          })}
          {page.skipped ? ` · ${t('msp.v2.external.skipped', { count: page.skipped })}` : null}
        </Text>
      ) : (
        <Text size="2" color="gray">
          {t('msp.v2.external.searching')}
        </Text>
      )}
      {state.pending && page ? <Spinner size="1" /> : null}
      {page && !error ? <Facets facets={page.facets} filters={filters} /> : null}
    </li>
  )
}

/**
 * The provider's facets (country, skills) with their counts: a value switches a filter on or
 * off for every provider, the chosen ones stay listed even when this page has none of them.
 */
function Facets({ facets, filters }: { facets: ExternalSearchPage['facets']; filters: ExternalFilters }) {
  const { t } = useTranslation()
  const [, setParams] = useSearchParams()
  const groups = FACET_NAMES.map((name) => {
    const chosen = filters.facets[name] ?? []
    const offered = (facets[name] ?? []).slice(0, FACET_VALUES_SHOWN)
    const values = [
      ...offered,
      ...chosen.filter((v) => !offered.some((o) => o.value === v)).map((value) => ({ value, count: null })),
    ]
    return { name, chosen, values }
  }).filter((g) => g.values.length > 0)
  if (groups.length === 0) return null
  return (
    <Flex gap="3" wrap="wrap" className="external-facets">
      {groups.map((g) => (
        <Flex
          key={g.name}
          gap="1"
          align="center"
          wrap="wrap"
          role="group"
          aria-label={t(`msp.v2.external.facet.${g.name}`)}
        >
          <Text size="1" color="gray">
            {t(`msp.v2.external.facet.${g.name}`)}
          </Text>
          {g.values.map((v) => {
            const on = g.chosen.includes(v.value)
            return (
              <Button
                key={v.value}
                size="1"
                variant={on ? 'solid' : 'soft'}
                color={on ? undefined : 'gray'}
                aria-pressed={on}
                onClick={() => setParams((p) => withFacetToggled(p, g.name as FacetName, v.value))}
              >
                {v.value}
                {v.count === null ? null : ` (${v.count})`}
              </Button>
            )
          })}
        </Flex>
      ))}
    </Flex>
  )
}
