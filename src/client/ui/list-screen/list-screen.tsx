import { Box, Flex, Heading, Text } from '@radix-ui/themes'
import type { RowData } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { errorText } from '../../app/api-error'
import { translateIfKnown } from '../../i18n/i18n'
import type { DataTableColumn } from '../data-table/column-helper'
import { LazyDataTable } from '../data-table/lazy-data-table'
import { FormError } from '../forms/form-error'
import { ListPager } from '../list-pager'
import { WorkspacePanes } from '../panes/workspace-panes'
import type { ListScreenModel } from './list-screen-state'

export type ListScreenProps<TRow extends RowData> = {
  model: ListScreenModel<TRow>
  title: string
  /** "1–10 of 34 projects". */
  rangeText: string
  /** The filter bar, and anything between it and the list (the project beside the talents). */
  filters?: ReactNode
  /** A failed search: shown above the list, which keeps the last rows. */
  error?: unknown
  table: {
    label: string
    columns: DataTableColumn<TRow>[]
    loading: boolean
    emptyText: string
    /** Published to the commands with the selection ('project', 'talent' ...). */
    selectionKind: string
  }
  panes: {
    /** Remembers the pane sizes of this screen. */
    storageId: string
    listLabel: string
    detailLabel: string
  }
  /** The focused row in the detail pane (Enter / Space), or nothing. */
  detail?: (row: TRow) => ReactNode
  /** The screen's dialogs (asked for by its commands). */
  dialogs?: ReactNode
  pager: { pageText: string; previousLabel: string; nextLabel: string }
}

/**
 * The one composition of a server-paged list screen (project list, talent search, and the
 * screens that join them: pools, outbox ...): a header with the range, the filters, the
 * table beside the focused row's detail pane, the dialogs and the pager. Filters, page and
 * selection live in the URL (useListScreen); commands reach the screen through its controller.
 */
export function ListScreen<TRow extends RowData>(props: ListScreenProps<TRow>) {
  const { model, table, panes, pager, detail } = props
  const { input } = model
  return (
    <Flex direction="column" className="workspace-screen">
      <Flex align="center" justify="between" px="3" pt="3" flexShrink="0">
        <Heading as="h1" size="5">
          {props.title}
        </Heading>
        <Text size="2" color="gray" role="status">
          {props.rangeText}
        </Text>
      </Flex>
      {props.filters}
      {props.error ? (
        <Box px="3">
          <FormError message={errorText(props.error, translateIfKnown)} />
        </Box>
      ) : null}
      <div className="workspace-screen-body">
        <WorkspacePanes
          storageId={panes.storageId}
          listLabel={panes.listLabel}
          detailLabel={panes.detailLabel}
          onCloseDetail={model.closeDetail}
          list={
            <LazyDataTable
              label={table.label}
              columns={table.columns}
              rows={input.rows as TRow[]}
              loading={table.loading}
              totalCount={input.rows.length}
              emptyText={table.emptyText}
              getRowId={input.getRowId}
              manualSorting
              selectedIds={model.selectedIds}
              onSelectionChange={model.setSelectedIds}
              focusedId={model.focusedId}
              onFocusChange={model.setFocusedId}
              onOpen={model.openDetail}
              selectionKind={table.selectionKind}
              columnsKey={panes.storageId}
            />
          }
          detail={model.detailOpen && model.focused && detail ? detail(model.focused) : null}
        />
      </div>
      {props.dialogs}
      <ListPager
        page={input.page}
        hasNext={model.hasNext}
        pageText={pager.pageText}
        previousLabel={pager.previousLabel}
        nextLabel={pager.nextLabel}
        onPage={model.setPage}
      />
    </Flex>
  )
}
