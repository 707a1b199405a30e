import { Badge, Flex, IconButton, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { Icon } from '../../../ui/icon'
import { projectBesideQuery } from '../api'

export type ProjectBesideProps = {
  projectId: number
  canApply: boolean
  onClose: () => void
}

/** The project the recruiter works for (`?project=`), beside the results, with the keys that act on it. */
export function ProjectBeside({ projectId, canApply, onClose }: ProjectBesideProps) {
  const { t } = useTranslation()
  const project = useQuery(projectBesideQuery(projectId))
  return (
    <Flex
      align="center"
      gap="3"
      px="3"
      py="2"
      className="talent-project-beside"
      role="region"
      aria-label={t('msp.v2.talent.search.project.region')}
    >
      <Icon name="briefcase" size={16} />
      <Text size="2" weight="bold">
        {project.data?.title ?? (project.isError ? t('msp.v2.talent.search.project.missing') : '…')}
      </Text>
      {project.data ? (
        <Badge variant="soft">{t(`msp.v2.talent.search.project.status.${project.data.status}`)}</Badge>
      ) : null}
      <Text size="1" color="gray">
        {t(canApply ? 'msp.v2.talent.search.project.keys.apply' : 'msp.v2.talent.search.project.keys')}
      </Text>
      <IconButton
        size="1"
        variant="ghost"
        ml="auto"
        aria-label={t('msp.v2.talent.search.command.project.close')}
        onClick={onClose}
      >
        <Icon name="close" size={12} />
      </IconButton>
    </Flex>
  )
}
