import '../talent-search.css'
import { useQuery } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { type ReactNode, useMemo, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import type { TalentRow } from '../../../../shared/contracts/talent-search'
import { hasPermission } from '../../../../shared/domain/permissions'
import { setTalentFilter, talentSearchFromParams } from '../../../../shared/domain/talent-search'
import { clientContextQuery, currentUserQuery } from '../../../api/session'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { lazyComponent } from '../../../ui/lazy-component'
import { ListScreen } from '../../../ui/list-screen/list-screen'
import { useListScreen } from '../../../ui/list-screen/list-screen-state'
import { talentSearchQuery } from '../api'
import {
  PROJECT_PARAM,
  type TalentAbilities,
  type TalentSearchScreen,
  talentSearchCommands,
  talentSearchDialogAtom,
  talentSearchScreen,
} from '../commands'
import { getTalentRowId, talentColumns } from '../talent-columns'
import { ProjectBeside } from './project-beside'
import { TalentFilterBar } from './talent-filter-bar'

const NO_ROWS: TalentRow[] = []

/* The dialogs load after the list's first paint (lazy-component.tsx). */
const TalentSearchDialogs = lazyComponent(() =>
  import('./talent-search-dialogs').then((m) => m.TalentSearchDialogs),
)

export type TalentSearchPageProps = {
  /** The focused talent in the detail pane (composed by the app: app/screens). */
  detail: (talent: TalentRow) => ReactNode
}

/**
 * /search/talents (§2 Searches): the caller's talents as a server-paged table with the focused
 * talent in the detail pane. Filters, sort, page, selection and the project worked for
 * (`project`) live in the URL.
 */
export function TalentSearchPage({ detail }: TalentSearchPageProps) {
  const { t, i18n } = useTranslation()
  const [params, setParams] = useSearchParams()
  const state = useMemo(() => talentSearchFromParams(params), [params])
  const projectId = Number(params.get(PROJECT_PARAM)) || null
  const setDialog = useSetAtom(talentSearchDialogAtom)
  useRegisterCommands(talentSearchCommands)

  const query = useQuery(talentSearchQuery(state))
  const capped = query.data?.totalCapped === true
  const list = useListScreen({
    rows: query.data?.results ?? NO_ROWS,
    total: query.data?.totalResults ?? 0,
    capped,
    page: state.page,
    size: state.size,
    getRowId: getTalentRowId,
    loaded: query.isSuccess && !query.isPlaceholderData,
  })

  const permissions = useQuery(currentUserQuery).data?.permissions ?? []
  const consent = useQuery(clientContextQuery).data?.hasConsentEnabled === true
  const can = (name: Parameters<typeof hasPermission>[1]) => hasPermission(permissions, name)
  const abilities: TalentAbilities = {
    invite: can('APPLICATION_MANAGE'),
    apply: can('APPLICATION_MANAGE') && consent,
    pool: can('POOL_MANAGE'),
    tag: can('TAGS_ASSIGN'),
    contact: can('FREELANCER_ACTION_LOG'),
  }
  const liveAbilities = useRef(abilities)
  liveAbilities.current = abilities
  const screen = useMemo<TalentSearchScreen>(
    () => ({ ...list.state, abilities: () => liveAbilities.current }),
    [list.state],
  )
  talentSearchScreen.usePublish(screen)

  const withDistance = state.filters.some((f) => f.field === 'postalcoderadius')
  const columns = useMemo(
    () => talentColumns(t, withDistance, i18n.language),
    [t, i18n.language, withDistance],
  )

  return (
    <ListScreen
      model={list}
      title={t('msp.v2.talent.search.title')}
      rangeText={t(capped ? 'msp.v2.talent.search.range.capped' : 'msp.v2.talent.search.range', {
        first: list.first,
        last: list.last,
        total: list.input.total,
      })}
      filters={
        <>
          <TalentFilterBar
            state={state}
            onChange={list.setFilters}
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
        </>
      }
      error={query.isError ? query.error : undefined}
      table={{
        label: t('msp.v2.talent.search.table'),
        columns,
        loading: query.isPending,
        emptyText: t('msp.v2.talent.search.empty'),
        selectionKind: 'talent',
      }}
      panes={{
        storageId: 'talent-search',
        listLabel: t('msp.v2.talent.search.list'),
        detailLabel: t('msp.v2.talent.search.detail'),
      }}
      detail={detail}
      dialogs={
        <TalentSearchDialogs
          state={state}
          projectId={projectId}
          onApplyFilter={(filter, replacing) =>
            list.setFilters((p) => {
              if (replacing) p.delete(replacing)
              setTalentFilter(p, filter)
            })
          }
        />
      }
      pager={{
        pageText:
          list.lastPage === null
            ? t('msp.v2.talent.search.page.open', { page: state.page })
            : t('msp.v2.talent.search.page', { page: state.page, pages: list.lastPage }),
        previousLabel: t('msp.v2.talent.search.command.page.previous'),
        nextLabel: t('msp.v2.talent.search.command.page.next'),
      }}
    />
  )
}
