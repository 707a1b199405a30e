import { Button, DropdownMenu } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { availableCommands } from '../../../commands/registry'
import { useCommandRunner } from '../hooks/use-command-runner'
import { projectCommands } from '../project-commands'

/** The pipeline header's project menu (status changes, delete), rendered from the registry. */
export function ProjectMenu({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t } = useTranslation()
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>
        <Button variant="soft" color="gray" size="1">
          {t('msp.v2.pipeline.project.menu')}
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <ProjectMenuItems />
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}

/** Rendered when the menu opens, so `when` reads the screen as it is then. */
function ProjectMenuItems() {
  const { t } = useTranslation()
  const { context, run } = useCommandRunner()
  return availableCommands(projectCommands, context()).map((command) => (
    <DropdownMenu.Item
      key={command.id}
      color={command.id.endsWith('delete') || command.id.endsWith('DELETED') ? 'red' : undefined}
      onSelect={() => run(command)}
    >
      {t(command.titleKey)}
    </DropdownMenu.Item>
  ))
}
