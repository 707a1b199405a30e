import { atom } from 'jotai'

/** Tasks whose snackbar the user closed (§3 snackbarOpen false); each starts open. */
export const closedTaskIdsAtom = atom<ReadonlySet<string>>(new Set<string>())
