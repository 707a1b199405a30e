import { Box, Heading, Text } from '@radix-ui/themes'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export type TalentFieldProps = {
  label: string
  /** Nothing to show renders the "not provided" text, so every field keeps its place. */
  children?: ReactNode
}

/** A labelled block of the profile. */
export function TalentField({ label, children }: TalentFieldProps) {
  const { t } = useTranslation()
  const empty = children === null || children === undefined || children === false || children === ''
  return (
    <Box>
      <Heading as="h3" size="2" color="gray" weight="medium" mb="1">
        {label}
      </Heading>
      {empty ? (
        <Text size="2" color="gray">
          {t('msp.v2.talent.empty')}
        </Text>
      ) : (
        children
      )}
    </Box>
  )
}
