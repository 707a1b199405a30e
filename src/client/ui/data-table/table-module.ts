import { guardedImport } from '../../app/lazy-page'
import { lazyModule } from '../../commands/lazy-module'
import { withEnglishAreas } from '../../i18n/i18n'

/*
 * A list's parts, ~47 KB gzip: TanStack Table and Virtual with the grid's keyboard model,
 * and the resizable list/detail panes. A list screen paints its frame (header, filters, the
 * grid's place saying "Loading…") without them; they load beside the screen's chunk and
 * first data request (ARCHITECTURE.md: tables load lazily) and arrive together, so the
 * panes and the table replace their places in one render. The table brings every English
 * area, like the palette: its rows show any screen's.
 */
export const listModule = lazyModule(
  guardedImport(() =>
    withEnglishAreas(
      Promise.all([import('./data-table'), import('../panes/resizable-panes')]).then(([table, panes]) => ({
        DataTable: table.DataTable,
        ResizablePanes: panes.ResizablePanes,
      })),
    ),
  ),
)

/** Starts loading the list's parts, e.g. with a list screen's chunk, so they arrive with the data. */
export const preloadListParts = () => void listModule.load().catch(() => {})
