import { Button, Callout, Checkbox, Dialog, Flex, Select, Text, TextField } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { EmailTemplate } from '../../../../shared/contracts/email'
import { EMAIL_MOTIVATIONS, type EmailMotivation, type EmailVariant } from '../../../../shared/domain/email'
import { errorText, toApiError } from '../../../app/api-error'
import { ShortcutKeys } from '../../../commands/shortcut-keys'
import { translateIfKnown } from '../../../i18n/i18n'
import { showToast } from '../../../ui/toasts/toast-store'
import { templatePreviewQuery, useTemplateMutation } from '../api'
import { languageName, motivationName } from '../email-text'
import { useDebounced } from '../use-debounced'
import { MessagePreview } from './message-preview'
import { VariantEditor } from './variant-editor'

export type TemplateDialogProps = {
  /** The template being edited, 'new', or null when closed. */
  template: EmailTemplate | 'new' | null
  languages: readonly string[]
  defaultLanguage: string
  onClose: () => void
}

/** Create or edit a template: name, motivation, default flag, one variant per language, a preview on a real talent. */
export function TemplateDialog({ template, ...rest }: TemplateDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog.Root open={template !== null} onOpenChange={(open) => !open && rest.onClose()}>
      <Dialog.Content maxWidth="1040px" aria-describedby={undefined}>
        <Dialog.Title>
          {t(template === 'new' ? 'msp.v2.email.template.dialog.add' : 'msp.v2.email.template.dialog.edit')}
        </Dialog.Title>
        {template ? (
          <TemplateForm key={template === 'new' ? 'new' : template.id} template={template} {...rest} />
        ) : null}
      </Dialog.Content>
    </Dialog.Root>
  )
}

type FieldErrors = { name?: string; subject?: string; body?: string; form?: string }

function TemplateForm({
  template,
  languages,
  defaultLanguage,
  onClose,
}: Omit<TemplateDialogProps, 'template'> & { template: EmailTemplate | 'new' }) {
  const { t, i18n } = useTranslation()
  const existing = template === 'new' ? null : template
  const [name, setName] = useState(existing?.name ?? '')
  const [motivation, setMotivation] = useState<EmailMotivation>(existing?.motivation ?? 'talentEmailByMsp')
  const [isDefault, setIsDefault] = useState(existing?.isDefault ?? false)
  const [variants, setVariants] = useState<Record<string, EmailVariant>>(
    existing ? structuredClone(existing.variants) : {},
  )
  const [language, setLanguage] = useState(defaultLanguage)
  const [talentOffset, setTalentOffset] = useState(0)
  const [errors, setErrors] = useState<FieldErrors>({})
  const mutation = useTemplateMutation()
  const variant = variants[language] ?? { subject: '', body: '' }
  const previewInput = useDebounced({ motivation, language, variant, talentOffset }, 300)
  const preview = useQuery({
    ...templatePreviewQuery(previewInput),
    enabled: previewInput.variant.subject.trim() !== '' || previewInput.variant.body.trim() !== '',
    meta: { silent: true },
  })

  const save = async () => {
    const { emailTemplateInputSchema } = await import('../../../../shared/contracts/email')
    // Languages left empty are not saved (they show as missing).
    const filled = Object.fromEntries(
      Object.entries(variants).filter(([, v]) => v.subject.trim() !== '' || v.body.trim() !== ''),
    )
    const input = { name, motivation, isDefault, variants: filled }
    const parsed = emailTemplateInputSchema.safeParse(input)
    if (!parsed.success) {
      const issue = parsed.error.issues[0]
      const [field, lang, part] = issue.path.map(String)
      if (field === 'variants' && lang && lang !== language) setLanguage(lang)
      setErrors(
        field === 'name'
          ? { name: issue.message }
          : part === 'subject' || part === 'body'
            ? { [part]: issue.message }
            : { form: issue.message },
      )
      return
    }
    setErrors({})
    mutation.mutate(existing ? { kind: 'update', id: existing.id, input } : { kind: 'create', input }, {
      onSuccess: () => {
        showToast('success', t('msp.v2.email.templates.saved', { name }))
        onClose()
      },
      onError: (error) => {
        const apiError = toApiError(error)
        setErrors({ form: errorText(apiError, translateIfKnown) })
      },
    })
  }

  const message = preview.data?.message ?? null
  const problem = preview.data?.problem
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter' && (e.ctrlKey || e.metaKey)) {
          e.preventDefault()
          e.stopPropagation()
          void save()
        }
      }}
    >
      <Flex gap="5" wrap="wrap" align="start">
        <Flex direction="column" gap="3" className="email-compose-editor">
          <Flex direction="column" gap="1">
            <Text as="label" size="2" weight="medium" htmlFor="template-name">
              {t('msp.v2.email.template.name')}
            </Text>
            <TextField.Root
              id="template-name"
              autoFocus
              value={name}
              aria-invalid={errors.name ? true : undefined}
              onChange={(e) => setName(e.target.value)}
            />
            {errors.name ? (
              <Text size="1" color="red" role="alert">
                {t(errors.name)}
              </Text>
            ) : null}
          </Flex>
          <Flex gap="4" align="end" wrap="wrap">
            <Flex direction="column" gap="1">
              <Text as="label" size="2" weight="medium" id="template-motivation-label">
                {t('msp.v2.email.template.motivation')}
              </Text>
              <Select.Root value={motivation} onValueChange={(v) => setMotivation(v as EmailMotivation)}>
                <Select.Trigger aria-labelledby="template-motivation-label" />
                <Select.Content>
                  {EMAIL_MOTIVATIONS.map((m) => (
                    <Select.Item key={m} value={m}>
                      {motivationName(t, m)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
            <Text as="label" size="2">
              <Flex gap="2" align="center">
                <Checkbox checked={isDefault} onCheckedChange={(v) => setIsDefault(v === true)} />
                {t('msp.v2.email.template.default')}
              </Flex>
            </Text>
          </Flex>
          <VariantEditor
            idPrefix="template"
            motivation={motivation}
            languages={languages}
            language={language}
            onLanguage={setLanguage}
            variants={variants}
            onChange={(lang, v) => setVariants((all) => ({ ...all, [lang]: v }))}
            errors={{ subject: errors.subject, body: errors.body }}
          />
        </Flex>
        <Flex direction="column" gap="3" className="email-compose-side">
          <Flex align="center" justify="between" gap="2" wrap="wrap">
            <Text size="2" weight="medium">
              {preview.data?.talent
                ? t('msp.v2.email.template.preview.for', {
                    name: preview.data.talent.name,
                    language: languageName(language, i18n.language),
                  })
                : t('msp.v2.email.compose.preview')}
            </Text>
            <Button type="button" size="1" variant="soft" onClick={() => setTalentOffset((n) => n + 1)}>
              {t('msp.v2.email.template.preview.next')}
            </Button>
          </Flex>
          <MessagePreview
            message={message}
            busy={preview.isFetching}
            note={
              problem
                ? t('msp.v2.email.compose.preview.problem', {
                    names: [...problem.missing, ...problem.unknown].join(', ') || '{{ }}',
                  })
                : t('msp.v2.email.compose.preview.empty')
            }
          />
        </Flex>
      </Flex>
      {errors.form ? (
        <Callout.Root color="red" size="1" mt="3" role="alert" highContrast>
          <Callout.Text>{t(errors.form)}</Callout.Text>
        </Callout.Root>
      ) : null}
      <Flex gap="3" mt="4" justify="end">
        <Dialog.Close>
          <Button type="button" variant="soft" color="gray">
            {t('msp.v2.email.dialog.cancel')}
          </Button>
        </Dialog.Close>
        <Button type="submit" loading={mutation.isPending}>
          {t('msp.v2.email.template.save')}
          <ShortcutKeys shortcut="mod+Enter" />
        </Button>
      </Flex>
    </form>
  )
}
