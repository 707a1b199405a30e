import '../external-search.css'
import { useQueries, useQuery } from '@tanstack/react-query'
import { useAtom } from 'jotai'
import { useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import {
  type ExternalProvider,
  externalProviderSchema,
  type ExternalSearchPage as ProviderPage,
} from '../../../../shared/contracts/external-search'
import { hasPermission } from '../../../../shared/domain/permissions'
import { legalEntityConsentEnabled } from '../../../../shared/domain/talent-actions'
import { clientContextQuery, currentUserQuery } from '../../../api/session'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { ListScreen } from '../../../ui/list-screen/list-screen'
import { useListScreen } from '../../../ui/list-screen/list-screen-state'
import { EXTERNAL_PAGE_SIZE, externalProvidersQuery, externalSearchQuery } from '../api'
import {
  type ExternalRow,
  type ExternalSearchScreen,
  externalRowId,
  externalSearchCommands,
  externalSearchDialogAtom,
  externalSearchScreen,
  PROJECT_PARAM,
  QUERY_PARAM,
} from '../commands'
import { externalColumns } from '../external-columns'
import { filtersOf } from '../external-filters'
import { ExternalProfilePane } from './external-profile-pane'
import { ExternalQueryBar, type ProviderState } from './external-query-bar'
import { MergeDialog } from './merge-dialog'
import { useImportRows } from './use-import-rows'

const NO_ROWS: ExternalRow[] = []

/**
 * /search/external/talents/:provider? (§2): one query to the client's talent providers
 * (Monster, Textkernel, or the one in the address), their results in one table with the
 * provider and whom the client already knows, the profile in the detail pane. Each provider
 * answers on its own: a fault of one (slow, 429, down) is shown beside the other's results.
 */
export function ExternalSearchPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const only = externalProviderSchema.safeParse(useParams().provider)
  const query = params.get(QUERY_PARAM)?.trim() ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const projectId = Number(params.get(PROJECT_PARAM)) || null
  const filters = useMemo(() => filtersOf(params), [params])
  useRegisterCommands(externalSearchCommands)

  const enabled = useQuery(externalProvidersQuery).data?.providers
  const providers: ExternalProvider[] = (enabled ?? []).filter((p) => !only.success || p === only.data)
  const searches = useQueries({
    queries: providers.map((provider) => externalSearchQuery({ provider, query, page, projectId, filters })),
  })
  const states: ProviderState[] = providers.map((provider, i) => ({
    provider,
    page: searches[i].data as ProviderPage | undefined,
    pending: searches[i].isFetching,
    error: searches[i].isError ? searches[i].error : null,
  }))
  // The rows change only with an answer (or a fault) of a provider, not with every render.
  const answers = `${providers.join()}|${searches.map((q) => `${q.dataUpdatedAt}/${q.errorUpdatedAt}/${q.isError}`).join()}`
  const cache = useRef({ answers: '', rows: NO_ROWS })
  if (cache.current.answers !== answers)
    cache.current = {
      answers,
      rows: states.flatMap((s) =>
        !s.error && s.page ? s.page.results.map((r): ExternalRow => ({ ...r, provider: s.provider })) : [],
      ),
    }
  const rows = cache.current.rows
  // Each provider pages on its own; the pager goes as far as the furthest of them reaches.
  const pages = Math.max(
    1,
    ...states.map((s) =>
      s.page ? Math.ceil(Math.min(s.page.totalResults, s.page.limits.maxResults) / EXTERNAL_PAGE_SIZE) : 1,
    ),
  )
  const size = EXTERNAL_PAGE_SIZE * Math.max(1, providers.length)
  const list = useListScreen({
    rows: query ? rows : NO_ROWS,
    total: pages * size,
    page,
    size,
    getRowId: externalRowId,
    loaded: searches.length > 0 && searches.every((s) => !s.isPending && !s.isPlaceholderData),
  })

  const permissions = useQuery(currentUserQuery).data?.permissions ?? []
  const canImport = hasPermission(permissions, 'FREELANCER_MANAGE')
  const canInvite = canImport && hasPermission(permissions, 'APPLICATION_MANAGE')
  const consent = legalEntityConsentEnabled(useQuery(clientContextQuery).data)
  const canApply = canInvite && consent
  const importRows = useImportRows(projectId)
  const live = useRef({ canImport, canInvite, canApply, importRows })
  live.current = { canImport, canInvite, canApply, importRows }
  const screen = useMemo<ExternalSearchScreen>(
    () => ({
      ...list.state,
      canImport: () => live.current.canImport,
      canInvite: () => live.current.canInvite,
      canApply: () => live.current.canApply,
      importRows: (r, mode) => live.current.importRows(r, mode),
    }),
    [list.state],
  )
  externalSearchScreen.usePublish(screen)
  const [dialog, setDialog] = useAtom(externalSearchDialogAtom)

  const columns = useMemo(() => externalColumns(t, projectId), [t, projectId])
  const found = states.reduce((sum, s) => sum + (s.page && !s.error ? s.page.totalResults : 0), 0)

  return (
    <ListScreen
      model={list}
      title={
        only.success
          ? t('msp.v2.external.title.one', { provider: t(`msp.v2.external.provider.name.${only.data}`) })
          : t('msp.v2.external.title')
      }
      rangeText={
        query
          ? t('msp.v2.external.range', { shown: rows.length, total: found, page, pages })
          : t('msp.v2.external.range.none')
      }
      filters={
        <ExternalQueryBar
          query={query}
          projectId={projectId}
          states={states}
          loading={!enabled}
          filters={filters}
        />
      }
      table={{
        label: t('msp.v2.external.table'),
        columns,
        loading: searches.some((s) => s.isPending && s.fetchStatus === 'fetching'),
        emptyText: query ? t('msp.v2.external.empty') : t('msp.v2.external.empty.noQuery'),
        selectionKind: 'external',
      }}
      panes={{
        storageId: 'external-search',
        listLabel: t('msp.v2.external.list'),
        detailLabel: t('msp.v2.external.detail'),
      }}
      detail={(row) => <ExternalProfilePane row={row} projectId={projectId} />}
      dialogs={
        dialog?.kind === 'merge' ? (
          <MergeDialog
            row={dialog.row}
            projectId={projectId}
            onClose={() => setDialog(null)}
            onMerge={() => importRows([dialog.row], 'merge').finally(() => setDialog(null))}
          />
        ) : null
      }
      pager={{
        pageText: t('msp.v2.external.page', { page, pages }),
        previousLabel: t('msp.v2.external.command.page.previous'),
        nextLabel: t('msp.v2.external.command.page.next'),
      }}
    />
  )
}
