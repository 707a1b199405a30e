import { Flex, Heading, Text } from '@radix-ui/themes'
import { useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../../ui/data-table/data-table'
import { useUrlSelection } from '../../../ui/data-table/use-url-selection'
import { WorkspacePanes } from '../../../ui/panes/workspace-panes'
import { getShowcaseRowId, showcaseColumns } from '../showcase-columns'
import { generateShowcaseRows, type ShowcaseRow, showcaseRowById } from '../showcase-rows'
import { ShowcaseDetail } from './showcase-detail'

export type ShowcaseTableSectionProps = {
  rowCount?: number
}

const NO_ROWS: ShowcaseRow[] = []
/** The benchmark measures "first rows after data" from this mark (e2e/bench). */
export const ROWS_READY_MARK = 'ui-showcase:rows-ready'

/**
 * 100,000 generated rows in the real table beside a detail pane: the place to feel and
 * measure the keyboard and scrolling budgets. Selection is mirrored to `selectedItems`.
 */
export function ShowcaseTableSection({ rowCount = 100_000 }: ShowcaseTableSectionProps) {
  const { t, i18n } = useTranslation()
  const [rows, setRows] = useState<ShowcaseRow[] | null>(null)
  const [selectedIds, setSelectedIds] = useUrlSelection()
  const [focusedId, setFocusedId] = useState<string | null>(null)
  const [detailOpen, setDetailOpen] = useState(false)
  const columns = useMemo(() => showcaseColumns(t, i18n.language), [t, i18n.language])

  useEffect(() => {
    // Generated after the first paint, like data arriving from the server: the loading state shows first.
    const timer = setTimeout(() => {
      const data = generateShowcaseRows(rowCount)
      performance.mark(ROWS_READY_MARK)
      setRows(data)
    }, 0)
    return () => clearTimeout(timer)
  }, [rowCount])

  const detailRow = detailOpen && rows ? showcaseRowById(rows, focusedId) : null
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="ui-showcase-table">
        <Heading as="h2" size="5" id="ui-showcase-table">
          {t('msp.v2.ui.showcase.table.title')}
        </Heading>
        <Text as="p" size="2" color="gray">
          {t('msp.v2.ui.showcase.table.keys')}
        </Text>
        <div className="ui-showcase-workspace">
          <WorkspacePanes
            storageId="ui-showcase"
            listLabel={t('msp.v2.ui.showcase.table.list')}
            detailLabel={t('msp.v2.ui.showcase.table.detail')}
            onCloseDetail={() => setDetailOpen(false)}
            list={
              <DataTable
                label={t('msp.v2.ui.showcase.table.label')}
                columns={columns}
                rows={rows ?? NO_ROWS}
                loading={rows === null}
                getRowId={getShowcaseRowId}
                selectedIds={selectedIds}
                onSelectionChange={setSelectedIds}
                focusedId={focusedId}
                onFocusChange={setFocusedId}
                onOpen={(row) => {
                  setFocusedId(row.id)
                  setDetailOpen(true)
                }}
                selectionKind="row"
              />
            }
            detail={
              detailRow ? <ShowcaseDetail row={detailRow} onClose={() => setDetailOpen(false)} /> : null
            }
          />
        </div>
      </section>
    </Flex>
  )
}
