import { Box, Spinner, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useRecordViewOnLeave } from '../../../app/use-record-view-on-leave'
import { talentProfileQuery } from '../api'
import { TalentBody } from './talent-body'

export type TalentPaneProps = {
  talentId: number
}

/**
 * A talent in a detail pane (talent search, across panes): the same overview, resume,
 * history and actions as the page; the actions' keys work while this pane has focus. A
 * talent that was shown (loaded) is a talent view, recorded when the pane leaves it (§2).
 */
export function TalentPane({ talentId }: TalentPaneProps) {
  const { t } = useTranslation()
  const { data: talent, isError } = useQuery(talentProfileQuery(talentId))
  useRecordViewOnLeave('talent', talent ? talentId : null)
  // Padding like every pane's content (issue 21 §5).
  if (isError)
    return (
      <Box p="4">
        <Text color="red">{t('msp.v2.message.generic.error')}</Text>
      </Box>
    )
  if (!talent)
    return (
      <Box p="4">
        <Spinner />
      </Box>
    )
  return (
    <Box p="4">
      <TalentBody talent={talent} level="h2" />
    </Box>
  )
}
