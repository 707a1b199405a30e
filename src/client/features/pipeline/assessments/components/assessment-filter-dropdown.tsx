import { Button, DropdownMenu } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { availableCommands } from '../../../../commands/registry'
import { useCommandRunner } from '../../hooks/use-command-runner'
import { assessmentFilterCommands } from '../commands'
import { type AssessmentFilterMenuProps, assessmentFilterLabel } from './assessment-filter-menu'

const STATE_PREFIX = 'pipeline.assessment.filter.'

/** The filter's menu, rendered from its commands (the palette has the same ones). */
export function AssessmentFilterDropdown({
  value,
  defaultOpen,
}: AssessmentFilterMenuProps & { defaultOpen?: boolean }) {
  const { t } = useTranslation()
  const { context, run } = useCommandRunner()
  const commands = availableCommands(assessmentFilterCommands, context())
  const checked = (id: string) => {
    const key = id.slice(STATE_PREFIX.length)
    return key === value?.state || key === `score.${value?.minScore}`
  }
  const group = (scores: boolean) =>
    commands
      .filter((c) => c.id.includes('.score.') === scores && !c.id.endsWith('.clear'))
      .map((c) => (
        <DropdownMenu.CheckboxItem key={c.id} checked={checked(c.id)} onSelect={() => run(c)}>
          {t(`msp.v2.assessment.filter.state.${c.id.slice(STATE_PREFIX.length)}`)}
        </DropdownMenu.CheckboxItem>
      ))
  const clear = commands.find((c) => c.id.endsWith('.clear'))
  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>
        <Button variant={value ? 'solid' : 'soft'} color="gray" size="2">
          {assessmentFilterLabel(t, value)}
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content>
        <DropdownMenu.Label>{t('msp.v2.assessment.filter.states')}</DropdownMenu.Label>
        {group(false)}
        <DropdownMenu.Separator />
        <DropdownMenu.Label>{t('msp.v2.assessment.filter.scores')}</DropdownMenu.Label>
        {group(true)}
        {clear && value ? (
          <>
            <DropdownMenu.Separator />
            <DropdownMenu.Item onSelect={() => run(clear)}>{t(clear.titleKey)}</DropdownMenu.Item>
          </>
        ) : null}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
