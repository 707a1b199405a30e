/**
 * English areas (locales/en/<area>.json) the signed-in frame (header, rail, task snackbars,
 * back links) and the dashboard need besides core.json: awaited with the user, so the first
 * signed-in screen does not wait for every screen's strings. Feature routes and the palette
 * await all areas (i18n.ts `loadEnglishAreas()`), list screens only SCREEN_AREAS. Its own
 * module so the bench can read it.
 */
export const FRAME_AREAS = ['back-navigation', 'commands', 'tasks', 'workspace'] as const

/**
 * English areas a list screen's first paint shows (its header, filters, the table's place);
 * the screen's lazy parts (table, pane, dialogs) bring every area with them.
 */
export const SCREEN_AREAS = {
  pipeline: ['pipeline', 'pipeline-errors', 'table'],
  sourcing: ['pipeline', 'sourcing', 'table'],
  projects: ['projects', 'table'],
  talents: ['talent-search', 'table'],
  external: ['external-search', 'matching', 'table'],
  queue: ['pipeline', 'pipeline-errors', 'table', 'analytics'],
  analytics: ['analytics', 'table'],
} as const satisfies Record<string, readonly string[]>
