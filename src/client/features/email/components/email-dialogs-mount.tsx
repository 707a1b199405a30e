import { useAtomValue } from 'jotai'
import { composeRequestAtom, rejectOptionsAtom } from '../../../commands/email-requests'
import { lazyModule, useIdleLazyModule } from '../../../commands/lazy-module'
import { withEnglishAreas } from '../../../i18n/i18n'

const dialogsModule = lazyModule(() =>
  withEnglishAreas(
    import('./email-dialogs').then((m) => m.EmailDialogs),
    ['email'],
  ),
)

/**
 * Mounted by the default layout: small, so the frame's first chunk stays small. The dialogs
 * (and their strings) load when a screen first asks for one.
 */
export function EmailDialogsMount() {
  const compose = useAtomValue(composeRequestAtom)
  const reject = useAtomValue(rejectOptionsAtom)
  // Preloaded when the browser is idle, so the first dialog opens at once.
  const Dialogs = useIdleLazyModule(dialogsModule, compose !== null || reject !== null)
  return Dialogs ? <Dialogs /> : null
}
