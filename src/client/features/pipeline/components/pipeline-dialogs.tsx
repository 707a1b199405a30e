import { useEffect } from 'react'
import { lazyComponent } from '../../../ui/lazy-component'
import { cancelDialog } from '../dialog-store'

/* Dialog machinery (focus trap, scroll lock, pickers) is not needed to paint the pipeline. */
const PipelineDialogHost = lazyComponent(() =>
  import('./pipeline-dialog-host').then((m) => m.PipelineDialogHost),
)

/** The dialog a pipeline command is waiting on; leaving the screen cancels it. */
export function PipelineDialogs() {
  useEffect(() => cancelDialog, [])
  return <PipelineDialogHost />
}
