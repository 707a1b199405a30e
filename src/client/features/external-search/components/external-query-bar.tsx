import { Badge, Button, Flex, Spinner, Text, TextField } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { ExternalProvider, ExternalSearchPage } from '../../../../shared/contracts/external-search'
import { MAX_EXTERNAL_QUERY } from '../../../../shared/domain/external-query'
import { Icon } from '../../../ui/icon'
import { projectTitleQuery } from '../api'
import { EXTERNAL_QUERY_INPUT_ID, QUERY_PARAM } from '../commands'
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
}

/**
 * The one query bar (sent on Enter: every search costs the provider's quota), the project the
 * search is for, and per provider: how it received the query, its limits, how many it found,
 * or what went wrong there.
 */
export function ExternalQueryBar({ query, projectId, states, loading }: ExternalQueryBarProps) {
  const { t } = useTranslation()
  const [, setParams] = useSearchParams()
  const [text, setText] = useState(query)
  useEffect(() => setText(query), [query])
  const project = useQuery({ ...projectTitleQuery(projectId ?? 0), enabled: projectId !== null })
  const submit = () =>
    setParams((p) => {
      const copy = new URLSearchParams(p)
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
          <Button type="submit">{t('msp.v2.external.query.submit')}</Button>
          {projectId ? (
            <Badge size="2" color="green" variant="soft">
              {t('msp.v2.external.forProject', { title: project.data?.title ?? `#${projectId}` })}
            </Badge>
          ) : null}
        </Flex>
        <Text as="p" size="1" color="gray" id="external-query-help" mt="1">
          {t('msp.v2.external.query.help')}
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
            <ProviderLine key={s.provider} state={s} />
          ))}
        </ul>
      ) : null}
    </Flex>
  )
}

function ProviderLine({ state }: { state: ProviderState }) {
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
    </li>
  )
}
