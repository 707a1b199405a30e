import { Button } from '@radix-ui/themes'
import { useStore } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { focusedPaneAtom, focusedRowAtom, selectionAtom } from '../../../commands/command-context'
import type { CommandContext } from '../../../commands/registry'
import { shortcutLabel } from '../../../commands/shortcut-label'
import { useCommands } from '../../../commands/use-commands'

/** A button of the pool page drawn from the registry: the command's title, `when` and run, its key as a tooltip. */
export function PoolCommandButton({ id, color }: { id: string; color?: 'red' | 'gray' }) {
  const { t } = useTranslation()
  const store = useStore()
  const navigate = useNavigate()
  const location = useLocation()
  const command = useCommands().find((c) => c.id === id)
  const context = (): CommandContext => ({
    route: `${location.pathname}${location.search}`,
    pane: store.get(focusedPaneAtom),
    selection: store.get(selectionAtom),
    focusedRow: store.get(focusedRowAtom),
    navigate: (to) => void navigate(to),
  })
  if (!command || (command.when && !command.when(context()))) return null
  const keys = command.shortcut ? shortcutLabel(command.shortcut, t) : ''
  return (
    <Button
      size="1"
      variant="soft"
      color={color}
      onClick={() => void Promise.resolve(command.run(context())).catch(console.error)}
      aria-keyshortcuts={keys || undefined}
      title={keys || undefined}
    >
      {t(command.titleKey)}
    </Button>
  )
}
