import { atom, getDefaultStore } from 'jotai'

/* The send dialog is asked for by a command and answered with the chosen test id (or null). */
export interface SendAssessmentRequest {
  count: number
  resolve: (testId: string | null) => void
}

export const sendAssessmentAtom = atom<SendAssessmentRequest | null>(null)
const store = getDefaultStore()

export function askTest(count: number): Promise<string | null> {
  store.get(sendAssessmentAtom)?.resolve(null)
  return new Promise((resolve) => {
    const open: SendAssessmentRequest = {
      count,
      resolve: (testId) => {
        if (store.get(sendAssessmentAtom) === open) store.set(sendAssessmentAtom, null)
        resolve(testId)
      },
    }
    store.set(sendAssessmentAtom, open)
  })
}
