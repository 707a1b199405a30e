import '../email.css'
import { AlertDialog, Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EmailTemplate } from '../../../../shared/contracts/email'
import { errorText } from '../../../app/api-error'
import { ShortcutKeys } from '../../../commands/shortcut-keys'
import { useRegisterCommands } from '../../../commands/use-register-commands'
import { translateIfKnown } from '../../../i18n/i18n'
import { showToast } from '../../../ui/toasts/toast-store'
import { emailTemplatesQuery, useTemplateMutation } from '../api'
import { emailCommands } from '../commands'
import { TEMPLATE_LIST_SCOPE, templateListActions } from '../email-state'
import { completeness, motivationName } from '../email-text'
import { scopeFocusHandlers } from '../focus-scope'
import { TemplateDialog } from './template-dialog'

export const EMAIL_TEMPLATES_SECTION_ID = 'settings-email-templates'

export type EmailTemplatesCardProps = { canManage: boolean }

const rowKeys = new Set(['ArrowDown', 'ArrowUp', 'j', 'k', 'Home', 'End'])

/**
 * Settings → Workflow → Email templates (issue 19 §1): every template with its motivation and
 * which client languages it still lacks; create, edit and delete by keyboard (n, e, Delete).
 */
export function EmailTemplatesCard({ canManage }: EmailTemplatesCardProps) {
  const { t, i18n } = useTranslation()
  const query = useQuery(emailTemplatesQuery)
  const mutation = useTemplateMutation()
  useRegisterCommands(emailCommands)
  const templates = useMemo(
    () =>
      [...(query.data?.templates ?? [])].sort(
        (a, b) =>
          motivationName(t, a.motivation).localeCompare(motivationName(t, b.motivation)) ||
          Number(b.isDefault) - Number(a.isDefault) ||
          a.name.localeCompare(b.name),
      ),
    [query.data, t],
  )
  const languages = query.data?.languages ?? []
  const [active, setActive] = useState(0)
  const [editing, setEditing] = useState<EmailTemplate | 'new' | null>(null)
  const [deleting, setDeleting] = useState<EmailTemplate | null>(null)
  const listRef = useRef<HTMLUListElement>(null)
  const current = Math.min(active, Math.max(templates.length - 1, 0))

  const live = useRef({ templates, current, canManage, open: false })
  live.current = { templates, current, canManage, open: editing !== null || deleting !== null }
  const actions = useMemo(
    () => ({
      get readOnly() {
        return !live.current.canManage
      },
      busy: () => live.current.open,
      hasRow: () => live.current.templates.length > 0,
      add: () => setEditing('new'),
      edit: () => setEditing(live.current.templates[live.current.current] ?? null),
      remove: () => setDeleting(live.current.templates[live.current.current] ?? null),
    }),
    [],
  )
  templateListActions.usePublish(actions)

  const focusRow = (index: number) => {
    setActive(index)
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLElement>(`[data-row="${index}"]`)?.focus())
  }
  const focus = scopeFocusHandlers(TEMPLATE_LIST_SCOPE)
  const remove = (template: EmailTemplate) => {
    setDeleting(null)
    mutation.mutate(
      { kind: 'delete', id: template.id },
      {
        onSuccess: () => showToast('success', t('msp.v2.email.templates.deleted', { name: template.name })),
        onError: (error) => showToast('error', errorText(error, translateIfKnown)),
      },
    )
  }

  return (
    <Card size="3" asChild>
      <section
        id={EMAIL_TEMPLATES_SECTION_ID}
        aria-labelledby={`${EMAIL_TEMPLATES_SECTION_ID}-title`}
        style={{ scrollMarginTop: 'calc(var(--app-bar-height) + var(--space-3))' }}
      >
        <Flex direction="column" gap="4" onFocus={focus.onFocus} onBlur={focus.onBlur}>
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <div>
              <Heading as="h3" id={`${EMAIL_TEMPLATES_SECTION_ID}-title`} size="4">
                {t('msp.v2.email.templates.title')}
              </Heading>
              <Text as="p" size="2" color="gray" mt="1">
                {t('msp.v2.email.templates.description')}
              </Text>
            </div>
            {canManage ? (
              <Button variant="soft" onClick={actions.add}>
                {t('msp.v2.email.templates.add')}
                <ShortcutKeys shortcut="n" />
              </Button>
            ) : null}
          </Flex>
          {templates.length === 0 ? (
            <Text size="2" color="gray">
              {t(query.isPending ? 'msp.v2.email.templates.loading' : 'msp.v2.email.templates.empty')}
            </Text>
          ) : (
            <ul ref={listRef} className="email-template-list" aria-label={t('msp.v2.email.templates.title')}>
              {templates.map((template, index) => {
                const state = completeness(t, template.variants, languages, i18n.language)
                return (
                  <li
                    key={template.id}
                    data-row={index}
                    data-active={index === current}
                    tabIndex={index === current ? 0 : -1}
                    data-anchor-focus={index === current || undefined}
                    className="email-template-row"
                    onFocus={(e) => e.target === e.currentTarget && setActive(index)}
                    onKeyDown={(e) => {
                      if (e.target !== e.currentTarget || e.altKey || e.ctrlKey || e.metaKey) return
                      if (rowKeys.has(e.key)) {
                        e.preventDefault()
                        const next =
                          e.key === 'Home'
                            ? 0
                            : e.key === 'End'
                              ? templates.length - 1
                              : Math.max(
                                  0,
                                  Math.min(
                                    templates.length - 1,
                                    index + (e.key === 'ArrowDown' || e.key === 'j' ? 1 : -1),
                                  ),
                                )
                        focusRow(next)
                      } else if (e.key === 'Enter' && !e.shiftKey && canManage) {
                        e.preventDefault()
                        actions.edit()
                      }
                    }}
                  >
                    <Flex justify="between" align="center" gap="3" wrap="wrap">
                      <Flex direction="column" gap="1" minWidth="0">
                        <Flex align="center" gap="2" wrap="wrap">
                          <Text size="2" weight="medium">
                            {template.name}
                          </Text>
                          {template.isDefault ? (
                            <Badge variant="soft" color="blue" highContrast>
                              {t('msp.v2.email.templates.default')}
                            </Badge>
                          ) : null}
                        </Flex>
                        <Text size="1" color="gray">
                          {motivationName(t, template.motivation)}
                        </Text>
                      </Flex>
                      <Flex align="center" gap="3">
                        <Badge color={state.complete ? 'green' : 'amber'} variant="soft" highContrast>
                          {state.text}
                        </Badge>
                        {canManage ? (
                          <>
                            <Button
                              size="1"
                              variant="ghost"
                              tabIndex={-1}
                              onClick={() => {
                                setActive(index)
                                setEditing(template)
                              }}
                            >
                              {t('msp.v2.email.templates.edit')}
                            </Button>
                            <Button
                              size="1"
                              variant="ghost"
                              color="red"
                              tabIndex={-1}
                              onClick={() => setDeleting(template)}
                            >
                              {t('msp.v2.email.templates.delete')}
                            </Button>
                          </>
                        ) : null}
                      </Flex>
                    </Flex>
                  </li>
                )
              })}
            </ul>
          )}
        </Flex>
        <TemplateDialog
          template={editing}
          languages={languages}
          defaultLanguage={query.data?.defaultLanguage ?? 'en'}
          onClose={() => {
            setEditing(null)
            focusRow(current)
          }}
        />
        <AlertDialog.Root open={deleting !== null} onOpenChange={(open) => !open && setDeleting(null)}>
          <AlertDialog.Content maxWidth="420px">
            <AlertDialog.Title>{t('msp.v2.email.templates.delete.title')}</AlertDialog.Title>
            <AlertDialog.Description size="2">
              {t('msp.v2.email.templates.delete.body', { name: deleting?.name ?? '' })}
            </AlertDialog.Description>
            <Flex gap="3" mt="4" justify="end">
              <AlertDialog.Cancel>
                <Button variant="soft" color="gray">
                  {t('msp.v2.email.dialog.cancel')}
                </Button>
              </AlertDialog.Cancel>
              <AlertDialog.Action>
                <Button color="red" onClick={() => deleting && remove(deleting)}>
                  {t('msp.v2.email.templates.delete.confirm')}
                </Button>
              </AlertDialog.Action>
            </Flex>
          </AlertDialog.Content>
        </AlertDialog.Root>
      </section>
    </Card>
  )
}
