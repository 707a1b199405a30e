import { Flex, Heading } from '@radix-ui/themes'
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { DataTable } from '../../../ui/data-table/data-table'
import { getShowcaseRowId, showcaseColumns } from '../showcase-columns'
import type { ShowcaseRow } from '../showcase-rows'

const NO_ROWS: ShowcaseRow[] = []

/** The table's empty and loading states, side by side. */
export function ShowcaseTableStates() {
  const { t, i18n } = useTranslation()
  const columns = useMemo(() => showcaseColumns(t, i18n.language), [t, i18n.language])
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="ui-showcase-states">
        <Heading as="h2" size="5" id="ui-showcase-states">
          {t('msp.v2.ui.showcase.states.title')}
        </Heading>
        <Flex gap="4" wrap="wrap">
          <div className="ui-showcase-small-table">
            <DataTable
              label={t('msp.v2.ui.showcase.states.empty')}
              columns={columns}
              rows={NO_ROWS}
              getRowId={getShowcaseRowId}
              emptyText={t('msp.v2.ui.showcase.states.empty.text')}
            />
          </div>
          <div className="ui-showcase-small-table">
            <DataTable
              label={t('msp.v2.ui.showcase.states.loading')}
              columns={columns}
              rows={NO_ROWS}
              getRowId={getShowcaseRowId}
              loading
            />
          </div>
        </Flex>
      </section>
    </Flex>
  )
}
