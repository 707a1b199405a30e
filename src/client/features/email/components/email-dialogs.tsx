import '../email.css'
import { useAtom, useAtomValue } from 'jotai'
import { composeRequestAtom, rejectOptionsAtom } from '../../../commands/email-requests'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { emailCommands } from '../commands'
import { ComposeDialog } from './compose-dialog'
import { RejectOptionsDialog } from './reject-options-dialog'

/** The email dialogs any screen can ask for (compose, reject's email), loaded on the first request. */
export function EmailDialogs() {
  const [compose, setCompose] = useAtom(composeRequestAtom)
  const reject = useAtomValue(rejectOptionsAtom)
  useRegisterCommands(emailCommands)
  return (
    <>
      <ComposeDialog request={compose} onClose={() => setCompose(null)} />
      <RejectOptionsDialog request={reject} />
    </>
  )
}
