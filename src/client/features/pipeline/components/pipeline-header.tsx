import { Badge, Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { PipelineProject } from '../../../../shared/contracts/pipeline'
import { withEnglishAreas } from '../../../i18n/i18n'
import { ChevronDownIcon } from '../../../ui/chevron-down-icon'
import { lazyMenu } from '../../../ui/lazy-component'
import { PROJECT_CHIP_TONES } from '../../../ui/status-tones'
import { submissionLimitText } from '../pipeline-paths'

export type PipelineHeaderProps = {
  project: PipelineProject
}

/**
 * The pipeline header: project title, chip, the count sent to the client against
 * maxSubmissions (always visible, §2) and the project menu, rendered from the registry.
 */
export function PipelineHeader({ project }: PipelineHeaderProps) {
  const { t, i18n } = useTranslation()
  const number = new Intl.NumberFormat(i18n.language)
  const hasActions = project.allowedStatusTargets.length > 0 || project.canDelete
  return (
    <header className="pipeline-header">
      <Flex align="center" gap="3" wrap="wrap">
        <Heading as="h1" size="5" className="pipeline-title">
          {project.title}
        </Heading>
        <Badge color={PROJECT_CHIP_TONES[project.chip]} variant="soft">
          {t(`msp.v2.pipeline.chip.${project.chip}`)}
        </Badge>
        <Text size="2" color="gray" className="pipeline-submissions">
          {t('msp.v2.pipeline.submissions', {
            sent: number.format(project.sentToClientCount),
            max: submissionLimitText(project.maxSubmissions, (n) => number.format(n)),
          })}
        </Text>
        {hasActions ? <LazyProjectMenu /> : null}
      </Flex>
    </header>
  )
}

/** The project menu (status changes, delete); loads on idle or on the first click. */
const LazyProjectMenu = lazyMenu(
  () => withEnglishAreas(import('./project-menu')).then((m) => m.ProjectMenu),
  function ProjectMenuStandIn({ onOpen }) {
    const { t } = useTranslation()
    return (
      <Button variant="soft" color="gray" size="1" aria-haspopup="menu" onClick={onOpen}>
        {t('msp.v2.pipeline.project.menu')}
        <ChevronDownIcon />
      </Button>
    )
  },
)
