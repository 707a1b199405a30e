import { atom } from 'jotai'

/** Whether the register-a-talent dialog is open (the command opens it from any screen). */
export const talentRegisterOpenAtom = atom(false)
