import '../../../commands/command-surfaces.css'
import { useAtomValue } from 'jotai'
import { useCallback, useState } from 'react'
import { pipelineDialogAtom } from '../dialog-store'
import { ConfirmDialog } from './confirm-dialog'
import { PickerDialog } from './picker-dialog'
import { PreflightDialog } from './preflight-dialog'
import { ResultDialog } from './result-dialog'

/** Renders the dialog a pipeline command is waiting on. */
export function PipelineDialogHost() {
  const request = useAtomValue(pipelineDialogAtom)
  // The dialogs portal into the Radix Themes root, so its tokens and fonts apply.
  const [container, setContainer] = useState<HTMLElement | null>(null)
  const anchor = useCallback((el: HTMLSpanElement | null) => {
    if (el) setContainer(el.closest<HTMLElement>('.radix-themes') ?? el.parentElement)
  }, [])

  let dialog = null
  if (request && container) {
    if (request.kind === 'preflight') dialog = <PreflightDialog request={request} container={container} />
    else if (request.kind === 'result') dialog = <ResultDialog request={request} container={container} />
    else if (request.kind === 'picker') dialog = <PickerDialog request={request} container={container} />
    else dialog = <ConfirmDialog request={request} container={container} />
  }
  return (
    <>
      <span ref={anchor} hidden />
      {dialog}
    </>
  )
}
