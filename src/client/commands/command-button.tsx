import { Button } from '@radix-ui/themes'
import { useStore } from 'jotai'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { focusedPaneAtom, focusedRowAtom, selectionAtom } from './command-context'
import type { CommandContext } from './registry'
import { shortcutLabel } from './shortcut-label'
import { useCommands } from './use-commands'

export type CommandButtonProps = {
  /** A registered command's id; the button shows only while the command applies. */
  id: string
  color?: 'red' | 'gray'
  /** The row the command acts on, where the button belongs to a row other than the focused one. */
  focusedRow?: unknown
  /** Shows the command's key inside the button; otherwise it is the button's tooltip. */
  showKey?: boolean
}

/** A button rendered from the command registry: same title, same `when`, same run as its key. */
export function CommandButton({ id, color, focusedRow, showKey = false }: CommandButtonProps) {
  const { t } = useTranslation()
  const store = useStore()
  const navigate = useNavigate()
  const location = useLocation()
  const command = useCommands().find((c) => c.id === id)
  const context = (): CommandContext => ({
    route: `${location.pathname}${location.search}`,
    pane: store.get(focusedPaneAtom),
    selection: store.get(selectionAtom),
    focusedRow: focusedRow ?? store.get(focusedRowAtom),
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
      title={keys && !showKey ? t('msp.v2.command.button.key', { key: keys }) : undefined}
    >
      {t(command.titleKey)}
      {keys && showKey ? <kbd className="toast-key">{keys}</kbd> : null}
    </Button>
  )
}
