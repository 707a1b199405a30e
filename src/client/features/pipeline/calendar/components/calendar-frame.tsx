import '../../../../commands/command-surfaces.css'
import '../calendar.css'
import { useAtomValue } from 'jotai'
import { useCallback, useState } from 'react'
import { scheduleDialogAtom } from '../dialog-store'
import { ScheduleDialog } from './schedule-dialog'

/** The one host of the schedule dialog, in the signed-in frame (commands ask for it). */
export function CalendarFrame() {
  const request = useAtomValue(scheduleDialogAtom)
  const [container, setContainer] = useState<HTMLElement | null>(null)
  const anchor = useCallback((el: HTMLSpanElement | null) => {
    if (el) setContainer(el.closest<HTMLElement>('.radix-themes') ?? el.parentElement)
  }, [])
  return (
    <>
      <span ref={anchor} hidden />
      {request && container ? (
        <ScheduleDialog key={request.applicationId} request={request} container={container} />
      ) : null}
    </>
  )
}
