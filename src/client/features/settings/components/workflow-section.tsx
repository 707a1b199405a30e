import { Flex, Heading, Select, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { clientContextQuery, currentUserQuery } from '../../../api/session'
import { DefaultQuestionsCard } from './default-questions-card'
import { LocationTemplatesCard } from './location-templates-card'

export type WorkflowSectionProps = {
  /** Tags management (§2 Workflow: tags) is its own component, placed here by the page. */
  tags?: ReactNode
  /** Email templates (issue 19), the email feature's, placed here by the page. */
  emailTemplates?: ReactNode
}

/**
 * Settings → Workflow (§2): tags, the legal entity's default pre-application questions (only
 * with the client's flag) and its location templates. A user of several legal entities picks
 * which one; changes need team management (§6), everyone else reads.
 */
export function WorkflowSection({ tags, emailTemplates }: WorkflowSectionProps) {
  const { t } = useTranslation()
  const user = useQuery(currentUserQuery).data
  const client = useQuery(clientContextQuery).data
  const entities = (client?.localLegalEntities ?? []).filter(
    (le) => user?.legalEntityIds.includes(le.id) ?? true,
  )
  const [chosen, setChosen] = useState<number | null>(null)
  const entity = entities.find((le) => le.id === chosen) ?? entities[0]
  if (!user || !client) return null
  const canManage = user.permissions.includes('TEAM_MANAGEMENT')
  return (
    <section aria-labelledby="settings-workflow">
      <Flex justify="between" align="center" gap="3" wrap="wrap" mb="3">
        <Heading as="h2" id="settings-workflow" size="5">
          {t('msp.v2.settings.workflow')}
        </Heading>
        {entities.length > 1 && entity ? (
          <Flex align="center" gap="2">
            <Text as="label" htmlFor="settings-legal-entity" size="2">
              {t('msp.v2.settings.workflow.legal.entity')}
            </Text>
            <Select.Root value={String(entity.id)} onValueChange={(v) => setChosen(Number(v))}>
              <Select.Trigger id="settings-legal-entity" />
              <Select.Content>
                {entities.map((le) => (
                  <Select.Item key={le.id} value={String(le.id)}>
                    {le.name}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
        ) : null}
      </Flex>
      <Flex direction="column" gap="4">
        {entity && client.config.preApplicationQuestions ? (
          <DefaultQuestionsCard
            key={`q${entity.id}`}
            legalEntityId={entity.id}
            legalEntityName={entity.name}
            canManage={canManage}
          />
        ) : null}
        {entity ? (
          <LocationTemplatesCard
            key={`l${entity.id}`}
            legalEntityId={entity.id}
            legalEntityName={entity.name}
            canManage={canManage}
            countries={client.countries}
          />
        ) : null}
        {tags ?? null}
        {emailTemplates ?? null}
      </Flex>
    </section>
  )
}
