import { Button, Flex, SegmentedControl, Text, TextArea, TextField } from '@radix-ui/themes'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { type EmailMotivation, type EmailVariant, variablesOf } from '../../../../shared/domain/email'
import { languageName } from '../email-text'

export type VariantEditorProps = {
  motivation: EmailMotivation
  languages: readonly string[]
  language: string
  onLanguage: (language: string) => void
  variants: Record<string, EmailVariant>
  onChange: (language: string, variant: EmailVariant) => void
  errors?: { subject?: string; body?: string }
  /** Ids for the fields, so a dialog can focus them. */
  idPrefix: string
}

const EMPTY: EmailVariant = { subject: '', body: '' }

/**
 * One variant per client language: a language switch (a dot marks languages without text),
 * the subject and the text, and the motivation's variables to insert at the cursor.
 */
export function VariantEditor({
  motivation,
  languages,
  language,
  onLanguage,
  variants,
  onChange,
  errors,
  idPrefix,
}: VariantEditorProps) {
  const { t, i18n } = useTranslation()
  const body = useRef<HTMLTextAreaElement>(null)
  const variant = variants[language] ?? EMPTY
  const insert = (name: string) => {
    const field = body.current
    const token = `{{${name}}}`
    const at = field?.selectionStart ?? variant.body.length
    const end = field?.selectionEnd ?? at
    onChange(language, { ...variant, body: variant.body.slice(0, at) + token + variant.body.slice(end) })
    requestAnimationFrame(() => {
      field?.focus()
      field?.setSelectionRange(at + token.length, at + token.length)
    })
  }
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="2" wrap="wrap">
        <Text size="2" weight="medium" id={`${idPrefix}-language-label`}>
          {t('msp.v2.email.editor.language')}
        </Text>
        <SegmentedControl.Root
          size="1"
          value={language}
          onValueChange={onLanguage}
          aria-labelledby={`${idPrefix}-language-label`}
        >
          {languages.map((iso) => {
            const filled = !!variants[iso]?.subject.trim() && !!variants[iso]?.body.trim()
            return (
              <SegmentedControl.Item key={iso} value={iso}>
                <span title={languageName(iso, i18n.language)}>
                  {iso.toUpperCase()}
                  {filled ? '' : ' ·'}
                </span>
              </SegmentedControl.Item>
            )
          })}
        </SegmentedControl.Root>
        <Text size="1" color="gray">
          {languageName(language, i18n.language)}
          {variants[language] ? '' : ` — ${t('msp.v2.email.editor.language.empty')}`}
        </Text>
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium" htmlFor={`${idPrefix}-subject`}>
          {t('msp.v2.email.editor.subject')}
        </Text>
        <TextField.Root
          id={`${idPrefix}-subject`}
          value={variant.subject}
          aria-invalid={errors?.subject ? true : undefined}
          onChange={(e) => onChange(language, { ...variant, subject: e.target.value })}
        />
        {errors?.subject ? (
          <Text size="1" color="red" role="alert">
            {t(errors.subject)}
          </Text>
        ) : null}
      </Flex>
      <Flex direction="column" gap="1">
        <Text as="label" size="2" weight="medium" htmlFor={`${idPrefix}-body`}>
          {t('msp.v2.email.editor.body')}
        </Text>
        <TextArea
          ref={body}
          id={`${idPrefix}-body`}
          rows={10}
          value={variant.body}
          aria-invalid={errors?.body ? true : undefined}
          onChange={(e) => onChange(language, { ...variant, body: e.target.value })}
        />
        {errors?.body ? (
          <Text size="1" color="red" role="alert">
            {t(errors.body)}
          </Text>
        ) : null}
      </Flex>
      <Flex gap="1" wrap="wrap" align="center" role="group" aria-label={t('msp.v2.email.editor.variables')}>
        <Text size="1" color="gray" mr="1">
          {t('msp.v2.email.editor.variables')}
        </Text>
        {variablesOf(motivation).map((name) => (
          <Button key={name} type="button" size="1" variant="soft" color="gray" onClick={() => insert(name)}>
            {t(`msp.v2.email.variable.${name}`)}
          </Button>
        ))}
      </Flex>
    </Flex>
  )
}
