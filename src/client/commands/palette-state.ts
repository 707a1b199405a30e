import { atom } from 'jotai'

/**
 * Open state of the command surfaces, in jotai so the header search field, buttons and the
 * global shortcuts can all open them without prop drilling.
 */
export const paletteOpenAtom = atom(false)
/** Initial text of the palette: the header search field sets it before opening the palette. */
export const paletteQueryAtom = atom('')
export const cheatSheetOpenAtom = atom(false)
