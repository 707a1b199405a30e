/** Every fr area in one chunk, loaded when the language is chosen (i18n.ts `otherLanguages`). */
const files = import.meta.glob<Record<string, string>>('../locales/fr/*.json', {
  eager: true,
  import: 'default',
})

export const messages: Record<string, string> = Object.assign({}, ...Object.values(files))
