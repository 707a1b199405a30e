import { Box, Flex, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { RenderedMessage } from '../../../../shared/contracts/email'
import { languageName } from '../email-text'

export type MessagePreviewProps = {
  message: RenderedMessage | null
  /** Shown when there is no message (nobody to preview for, a variable without a value). */
  note?: string | null
  busy?: boolean
}

/** A message as its recipient will read it: to, language, subject, text. */
export function MessagePreview({ message, note, busy }: MessagePreviewProps) {
  const { t, i18n } = useTranslation()
  return (
    <Box className="email-preview" aria-busy={busy || undefined} aria-live="polite">
      {message ? (
        <Flex direction="column" gap="2">
          <Text size="1" color="gray">
            {t('msp.v2.email.preview.to', {
              name: message.name,
              to: message.to ?? t('msp.v2.data.protection.hidden'),
              language: languageName(message.language, i18n.language),
            })}
          </Text>
          <Text size="2" weight="bold" data-testid="email-preview-subject">
            {message.subject}
          </Text>
          <Text as="p" size="2" className="email-preview-body" data-testid="email-preview-body">
            {message.body}
          </Text>
        </Flex>
      ) : (
        <Text size="2" color="gray">
          {note ?? t('msp.v2.email.preview.none')}
        </Text>
      )}
    </Box>
  )
}
