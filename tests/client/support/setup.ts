import { loadEnglishAreas } from '../../../src/client/i18n/i18n'

// Components render outside the protected routes here, so the English strings of every
// screen are loaded up front, as the routes' loader does in the app.
await loadEnglishAreas()
