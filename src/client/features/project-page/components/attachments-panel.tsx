import { Button, Flex, IconButton, Text, Link as TextLink } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { errorText } from '../../../app/api-error'
import { useDefinedMutation } from '../../../app/mutation'
import { translateIfKnown } from '../../../i18n/i18n'
import { FormError } from '../../../ui/forms/form-error'
import { Icon } from '../../../ui/icon'
import { changeProjectAttachments, projectAttachmentsQuery } from '../api'
import { Panel } from './project-panels'

/** Project attachments (§7 POST/DELETE project/{id}/attachment): each opens in a new tab. */
export function AttachmentsPanel({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const list = useQuery(projectAttachmentsQuery(projectId))
  const change = useDefinedMutation(changeProjectAttachments)
  const upload = {
    isPending: change.isPending && !!change.variables && 'upload' in change.variables,
    mutate: (file: File) => change.mutate({ projectId, upload: file }),
  }
  const remove = {
    isPending: change.isPending && !!change.variables && 'remove' in change.variables,
    mutate: (attachmentId: string) => change.mutate({ projectId, remove: attachmentId }),
  }
  const error = change.error
  return (
    <Panel id="project-attachments" title={t('msp.v2.project.page.attachments')}>
      <Flex direction="column" gap="2">
        {(list.data ?? []).length === 0 ? (
          <Text size="2" color="gray">
            {t('msp.v2.project.page.attachments.empty')}
          </Text>
        ) : (
          <ul className="plain-list">
            {(list.data ?? []).map((a) => (
              <li key={a.id}>
                <Flex align="center" gap="2">
                  <TextLink href={`/napi/resource/${a.id}`} target="_blank" rel="noopener" size="2">
                    {a.name}
                  </TextLink>
                  {canEdit ? (
                    <IconButton
                      size="1"
                      variant="ghost"
                      color="red"
                      aria-label={t('msp.v2.project.page.attachments.remove', { name: a.name })}
                      onClick={() => remove.mutate(a.id)}
                    >
                      <Icon name="close" size={12} />
                    </IconButton>
                  ) : null}
                </Flex>
              </li>
            ))}
          </ul>
        )}
        <FormError message={error ? errorText(error, translateIfKnown) : null} />
        {canEdit ? (
          <>
            <input
              ref={input}
              type="file"
              hidden
              accept=".pdf,.doc,.docx,.txt,.png,.jpg,.jpeg"
              onChange={(e) => {
                const file = e.target.files?.[0]
                if (file) upload.mutate(file)
                e.target.value = ''
              }}
            />
            <Button variant="soft" loading={upload.isPending} onClick={() => input.current?.click()}>
              {t('msp.v2.project.page.attachments.add')}
            </Button>
          </>
        ) : null}
      </Flex>
    </Panel>
  )
}
