import { Button, Flex } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { availableCommands } from '../../../../commands/registry'
import { ShortcutKeys } from '../../../../commands/shortcut-keys'
import { applicationPageCommands } from '../../commands'
import { useCommandRunner } from '../../hooks/use-command-runner'

/** The application's actions on its full page, rendered from the registry (the same commands as the keys). */
export function ApplicationActions() {
  const { t } = useTranslation()
  const { context, run } = useCommandRunner()
  const commands = availableCommands(applicationPageCommands, context())
  if (commands.length === 0) return null
  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label={t('msp.v2.application.actions')}>
      {commands.map((command) => (
        <Button
          key={command.id}
          size="1"
          variant="soft"
          color={command.id.endsWith('.reject') ? 'red' : 'gray'}
          onClick={() => run(command)}
        >
          {t(command.titleKey)}
          <ShortcutKeys shortcut={command.shortcut} />
        </Button>
      ))}
    </Flex>
  )
}
