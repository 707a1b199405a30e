import { Flex, Heading, Link, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { AttachmentGroups } from '../../../../../shared/contracts/application'

export type AttachmentsTabProps = { attachments: AttachmentGroups }

const GROUPS = ['workExperience', 'education', 'certificates'] as const

/** §2 Attachments: three groups; each file opens /napi/resource/{uuid} in a new tab, labelled with its name. */
export function AttachmentsTab({ attachments }: AttachmentsTabProps) {
  const { t } = useTranslation()
  return (
    <Flex direction="column" gap="4">
      {GROUPS.map((group) => (
        <section key={group} aria-labelledby={`attachments-${group}`}>
          <Heading as="h3" size="3" id={`attachments-${group}`} mb="2">
            {t(`msp.v2.application.attachments.${group}`)}
          </Heading>
          {attachments[group].length === 0 ? (
            <Text size="2" color="gray">
              {t('msp.v2.application.attachments.empty')}
            </Text>
          ) : (
            <ul className="application-attachment-list">
              {attachments[group].map((file) => (
                <li key={file.uuid}>
                  <Link href={`/napi/resource/${file.uuid}`} target="_blank" rel="noopener noreferrer">
                    {file.name}
                  </Link>{' '}
                  <Text size="1" color="gray">
                    {file.itemTitle}
                  </Text>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </Flex>
  )
}
