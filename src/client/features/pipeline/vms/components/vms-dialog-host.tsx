import '../../../../commands/command-surfaces.css'
import '../vms.css'
import { useAtomValue } from 'jotai'
import { useCallback, useState } from 'react'
import { vmsDialogAtom } from '../dialog-store'
import { AnswerDialog, CloseDialog, ResultDialog } from './answer-dialogs'
import { ExchangeDialog } from './exchange-dialog'
import { NotificationsDialog } from './notifications-dialog'
import { InterviewDialog, OfferDialog } from './record-dialogs'
import { SendDialog } from './send-dialog'

/** Renders the VMS dialog a command is waiting on (one host, in the signed-in frame). */
export function VmsDialogHost() {
  const request = useAtomValue(vmsDialogAtom)
  const [container, setContainer] = useState<HTMLElement | null>(null)
  const anchor = useCallback((el: HTMLSpanElement | null) => {
    if (el) setContainer(el.closest<HTMLElement>('.radix-themes') ?? el.parentElement)
  }, [])
  let dialog = null
  if (request && container) {
    switch (request.kind) {
      case 'send':
        dialog = <SendDialog request={request} container={container} />
        break
      case 'answer':
        dialog = <AnswerDialog request={request} container={container} />
        break
      case 'close':
        dialog = <CloseDialog request={request} container={container} />
        break
      case 'result':
        dialog = <ResultDialog request={request} container={container} />
        break
      case 'interview':
        dialog = <InterviewDialog request={request} container={container} />
        break
      case 'offer':
        dialog = <OfferDialog request={request} container={container} />
        break
      case 'exchange':
        dialog = <ExchangeDialog request={request} container={container} />
        break
      case 'notifications':
        dialog = <NotificationsDialog request={request} container={container} />
        break
    }
  }
  return (
    <>
      <span ref={anchor} hidden />
      {dialog}
    </>
  )
}
