/**
 * English areas (locales/en/<area>.json) the signed-in frame (header, rail, task snackbars,
 * back links) and the dashboard need besides core.json: awaited with the user, so the first
 * signed-in screen does not wait for every screen's strings. Feature routes and the palette
 * await all areas (i18n.ts `loadEnglishAreas()`). Its own module so the bench can read it.
 */
export const FRAME_AREAS = ['back-navigation', 'commands', 'tasks'] as const
