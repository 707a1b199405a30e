import '../talent-search.css'
import { Box, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useAtom, useSetAtom } from 'jotai'
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { TalentRow } from '../../../../shared/contracts/talent-search'
import { hasPermission } from '../../../../shared/domain/permissions'
import { legalEntityConsentEnabled } from '../../../../shared/domain/talent-actions'
import { setTalentFilter, talentSearchFromParams } from '../../../../shared/domain/talent-search'
import { errorText } from '../../../app/api-error'
import { clientContextQuery, currentUserQuery } from '../../../app/session-queries'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { translateIfKnown } from '../../../i18n/i18n'
import { LazyDataTable } from '../../../ui/data-table/lazy-data-table'
import { useUrlPage } from '../../../ui/data-table/use-url-page'
import { useUrlSelection } from '../../../ui/data-table/use-url-selection'
import { FormError } from '../../../ui/forms/form-error'
import { lazyComponent } from '../../../ui/lazy-component'
import { ListPager } from '../../../ui/list-pager'
import { WorkspacePanes } from '../../../ui/panes/workspace-panes'
import { talentSearchQuery } from '../api'
import {
  PROJECT_PARAM,
  talentAbilitiesAtom,
  talentRowsAtom,
  talentSearchCommands,
  talentSearchDialogAtom,
  talentTotalAtom,
} from '../commands'
import { getTalentRowId, talentColumns } from '../talent-columns'
import { ProjectBeside } from './project-beside'
import { TalentFilterBar } from './talent-filter-bar'

const NO_ROWS: TalentRow[] = []

/* The talent pane and the dialogs load after the list's first paint (lazy-component.tsx). */
const TalentPane = lazyComponent(() =>
  import('../../talent/components/talent-pane').then((m) => m.TalentPane),
)
const TalentSearchDialogs = lazyComponent(() =>
  import('./talent-search-dialogs').then((m) => m.TalentSearchDialogs),
)

/**
 * /search/talents (§2 Searches): the caller's talents as a server-paged table with the focused
 * talent in the detail pane. Filters, sort, page, selection and the project worked for
 * (`project`) live in the URL.
 */
export function TalentSearchPage() {
  const { t, i18n } = useTranslation()
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => talentSearchFromParams(params), [params])
  const projectId = Number(params.get(PROJECT_PARAM)) || null
  const { setPage, setFilters } = useUrlPage()
  const [selectedIds, setSelectedIds] = useUrlSelection()
  const [focusedId, setFocusedId] = useState<string | null>(null)
  const [detailOpen, setDetailOpen] = useState(false)
  const setDialog = useSetAtom(talentSearchDialogAtom)
  const [abilities, setAbilities] = useAtom(talentAbilitiesAtom)
  useRegisterCommands(talentSearchCommands)

  const query = useQuery(talentSearchQuery(state))
  const rows = query.data?.results ?? NO_ROWS
  const total = query.data?.totalResults ?? 0
  const capped = query.data?.totalCapped === true
  const setTotal = useSetAtom(talentTotalAtom)
  useEffect(() => setTotal({ total, capped }), [total, capped, setTotal])
  const setRows = useSetAtom(talentRowsAtom)
  useEffect(() => setRows(rows), [rows, setRows])

  const permissions = useQuery(currentUserQuery).data?.permissions ?? []
  const consent = legalEntityConsentEnabled(useQuery(clientContextQuery).data)
  const can = (name: Parameters<typeof hasPermission>[1]) => hasPermission(permissions, name)
  const next = {
    invite: can('APPLICATION_MANAGE'),
    apply: can('APPLICATION_MANAGE') && consent,
    pool: can('POOL_MANAGE'),
    tag: can('TAGS_ASSIGN'),
  }
  const abilitiesKey = JSON.stringify(next)
  useEffect(() => setAbilities(JSON.parse(abilitiesKey)), [abilitiesKey, setAbilities])

  const withDistance = state.filters.some((f) => f.field === 'postalcoderadius')
  // biome-ignore lint/correctness/useExhaustiveDependencies: headers are rebuilt when the language changes
  const columns = useMemo(() => talentColumns(t, withDistance), [t, i18n.language, withDistance])
  const onFilters = useCallback(
    (apply: (p: URLSearchParams) => void) =>
      setFilters((p) => {
        apply(p)
        p.delete('selectedItems')
      }),
    [setFilters],
  )
  const focused = rows.find((row) => getTalentRowId(row) === focusedId) ?? null
  const first = total === 0 ? 0 : (state.page - 1) * state.size + 1
  const last = Math.min(total, (state.page - 1) * state.size + rows.length)
  const lastPage = capped ? null : Math.max(1, Math.ceil(total / state.size))
  const hasNext = capped ? rows.length === state.size : state.page < (lastPage ?? 1)

  return (
    <Flex direction="column" className="workspace-screen">
      <Flex align="center" justify="between" px="3" pt="3" flexShrink="0">
        <Heading as="h1" size="5">
          {t('msp.v2.talent.search.title')}
        </Heading>
        <Text size="2" color="gray" role="status">
          {t(capped ? 'msp.v2.talent.search.range.capped' : 'msp.v2.talent.search.range', {
            first,
            last,
            total,
          })}
        </Text>
      </Flex>
      <TalentFilterBar
        state={state}
        onChange={onFilters}
        onAddFilter={() => setDialog({ kind: 'filter' })}
        onEditFilter={(filter) => setDialog({ kind: 'filter', field: filter.field })}
      />
      {projectId ? (
        <ProjectBeside
          projectId={projectId}
          canApply={abilities.apply}
          onClose={() =>
            setParams((p) => {
              const copy = new URLSearchParams(p)
              copy.delete(PROJECT_PARAM)
              return copy
            })
          }
        />
      ) : null}
      {query.isError && (
        <Box px="3">
          <FormError message={errorText(query.error, translateIfKnown)} />
        </Box>
      )}
      <div className="workspace-screen-body">
        <WorkspacePanes
          storageId="talent-search"
          listLabel={t('msp.v2.talent.search.list')}
          detailLabel={t('msp.v2.talent.search.detail')}
          onCloseDetail={() => setDetailOpen(false)}
          list={
            <LazyDataTable
              label={t('msp.v2.talent.search.table')}
              columns={columns}
              rows={rows}
              loading={query.isPending}
              totalCount={rows.length}
              emptyText={t('msp.v2.talent.search.empty')}
              getRowId={getTalentRowId}
              manualSorting
              selectedIds={selectedIds}
              onSelectionChange={setSelectedIds}
              focusedId={focusedId}
              onFocusChange={setFocusedId}
              onOpen={(row) => {
                setFocusedId(getTalentRowId(row))
                setDetailOpen(true)
              }}
              selectionKind="talent"
            />
          }
          detail={detailOpen && focused ? <TalentPane talentId={focused.id} /> : null}
        />
      </div>
      <TalentSearchDialogs
        state={state}
        projectId={projectId}
        onApplyFilter={(filter, replacing) =>
          onFilters((p) => {
            if (replacing) p.delete(replacing)
            setTalentFilter(p, filter)
          })
        }
      />
      <ListPager
        page={state.page}
        hasNext={hasNext}
        pageText={
          lastPage === null
            ? t('msp.v2.talent.search.page.open', { page: state.page })
            : t('msp.v2.talent.search.page', { page: state.page, pages: lastPage })
        }
        previousLabel={t('msp.v2.talent.search.command.page.previous')}
        nextLabel={t('msp.v2.talent.search.command.page.next')}
        onPage={setPage}
      />
    </Flex>
  )
}
