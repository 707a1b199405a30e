import { useAtom } from 'jotai'
import { lazyModule, useLazyModule } from '../../../commands/lazy-module'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { withEnglishAreas } from '../../../i18n/i18n'
import { talentRegisterCommands } from '../commands'
import { talentRegisterOpenAtom } from '../state'

const dialogModule = lazyModule(() =>
  withEnglishAreas(
    import('./talent-register-dialog').then((m) => m.TalentRegisterDialog),
    ['talent-register'],
  ),
)

/**
 * Mounted by the default layout: registers "Register talent" and loads its dialog (and strings)
 * when the command first opens it.
 */
export function TalentRegisterMount() {
  const [open, setOpen] = useAtom(talentRegisterOpenAtom)
  useRegisterCommands(talentRegisterCommands)
  const Dialog = useLazyModule(dialogModule, open)
  return Dialog && open ? <Dialog onClose={() => setOpen(false)} /> : null
}
