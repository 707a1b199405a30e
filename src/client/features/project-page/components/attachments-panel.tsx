import { Button, Flex, IconButton, Text, Link as TextLink } from '@radix-ui/themes'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProjectAttachment } from '../../../../shared/contracts/project'
import { errorText } from '../../../app/api-error'
import { api } from '../../../app/http'
import { translateIfKnown } from '../../../i18n/i18n'
import { FormError } from '../../../ui/forms/form-error'
import { Icon } from '../../../ui/icon'
import { Panel } from './project-panels'

const attachmentsKey = (id: number) => ['project', id, 'attachments']

/** Project attachments (§7 POST/DELETE project/{id}/attachment): each opens in a new tab. */
export function AttachmentsPanel({ projectId, canEdit }: { projectId: number; canEdit: boolean }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const input = useRef<HTMLInputElement>(null)
  const list = useQuery({
    queryKey: attachmentsKey(projectId),
    queryFn: ({ signal }) => api<ProjectAttachment[]>(`/project/${projectId}/attachment`, { signal }),
  })
  const done = (next: ProjectAttachment[]) => {
    queryClient.setQueryData(attachmentsKey(projectId), next)
    void queryClient.invalidateQueries({ queryKey: ['project', projectId, 'history'] })
  }
  const upload = useMutation({
    mutationFn: (file: File) => {
      const body = new FormData()
      body.set('resource', file)
      return api<ProjectAttachment[]>(`/project/${projectId}/attachment`, { method: 'POST', body })
    },
    onSuccess: done,
  })
  const remove = useMutation({
    mutationFn: (attachmentId: string) =>
      api<ProjectAttachment[]>(`/project/${projectId}/attachment/${attachmentId}`, { method: 'DELETE' }),
    onSuccess: done,
  })
  const error = upload.error ?? remove.error
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
