import { Button, DropdownMenu, Flex } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { CommandContext } from '../../../commands/registry'
import { ShortcutKeys } from '../../../commands/shortcut-keys'
import { talentCommands } from '../commands'

/** §2 actions menu, rendered from the talent commands (the same ones the palette and keys run). */
export function TalentActionsMenu() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const context: CommandContext = {
    route: `${window.location.pathname}${window.location.search}`,
    pane: 'detail',
    selection: { kind: 'talent', ids: [] },
    focusedRow: null,
    navigate: (to: string) => void navigate(to),
  }
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        <Button variant="soft">
          {t('msp.v2.talent.actions')}
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <MenuItems context={context} />
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}

/** Mounted when the menu opens, so `when` reads the talent shown at that moment. */
function MenuItems({ context }: { context: CommandContext }) {
  const { t } = useTranslation()
  return talentCommands
    .filter((command) => command.when?.(context) ?? true)
    .map((command) => (
      <DropdownMenu.Item
        key={command.id}
        color={command.id === 'talent.delete' ? 'red' : undefined}
        onSelect={() => void command.run(context)}
      >
        <Flex justify="between" gap="4" width="100%">
          {t(command.titleKey)}
          {command.shortcut ? <ShortcutKeys shortcut={command.shortcut} /> : null}
        </Flex>
      </DropdownMenu.Item>
    ))
}
