import { atom, getDefaultStore } from 'jotai'
import type { InterviewDto } from '../../../../shared/contracts/calendar'

/*
 * The schedule dialog is asked for by commands (outside React) and answered by the user: the
 * request waits in an atom until the dialog resolves it with the interview it wrote (or null).
 */
export interface ScheduleRequest {
  applicationId: number
  talentName: string
  /** Set: move this interview instead of booking a new one. */
  interview: InterviewDto | null
}

export type OpenScheduleDialog = ScheduleRequest & { resolve: (answer: InterviewDto | null) => void }

export const scheduleDialogAtom = atom<OpenScheduleDialog | null>(null)
const store = getDefaultStore()

export function askSchedule(request: ScheduleRequest): Promise<InterviewDto | null> {
  store.get(scheduleDialogAtom)?.resolve(null)
  return new Promise((resolve) => {
    const open: OpenScheduleDialog = {
      ...request,
      resolve: (answer) => {
        if (store.get(scheduleDialogAtom) === open) store.set(scheduleDialogAtom, null)
        resolve(answer)
      },
    }
    store.set(scheduleDialogAtom, open)
  })
}
