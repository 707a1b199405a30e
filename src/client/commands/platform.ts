/** macOS (and iOS with a keyboard) shows ⌘ for 'mod' and binds it to the Command key. */
export const IS_MAC = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform)
