import { guardedImport } from '../../app/lazy-page'
import { lazyModule } from '../../commands/lazy-module'
import { withEnglishAreas } from '../../i18n/i18n'

/*
 * TanStack Table and Virtual with the grid's keyboard model are ~30 KB gzip: a list screen
 * paints its frame (header, filters, the grid's place saying "Loading…") without them, and
 * they load beside the screen's chunk and first data request (ARCHITECTURE.md: tables load
 * lazily). The table brings every English area, like the palette: its rows show any screen's.
 */
export const dataTableModule = lazyModule(guardedImport(() => withEnglishAreas(import('./data-table'))))

/** Starts loading the table, e.g. with a list screen's chunk, so it arrives with the data. */
export const preloadDataTable = () => void dataTableModule.load().catch(() => {})
