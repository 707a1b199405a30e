import { Flex } from '@radix-ui/themes'
import { useSuspenseQuery } from '@tanstack/react-query'
import { getDefaultStore } from 'jotai'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useLoaderData } from 'react-router'
import { BackButton } from '../../../app/shell/back-button'
import { useRecordViewOnLeave } from '../../../app/use-record-view-on-leave'
import { focusedPaneAtom } from '../../../commands/command-context'
import { useRememberRecent } from '../../../commands/recent-items'
import { talentProfileQuery } from '../api'
import type { talentLoader } from '../talent-loader'
import { TalentBody } from './talent-body'

/**
 * §2 talent profile. The loader has the profile in the cache already, so the anchors
 * (#overview, #resume) exist when the router scrolls to the hash. The page is one big
 * detail pane: it claims the 'detail' command scope, so the talent's keys work here.
 */
export function TalentPage() {
  const { t } = useTranslation()
  const { id } = useLoaderData<typeof talentLoader>()
  const { data: talent } = useSuspenseQuery(talentProfileQuery(id))
  useRecordViewOnLeave('talent', talent.id)
  useRememberRecent({
    kind: 'talent',
    id: talent.id,
    label: `${talent.firstName} ${talent.lastName}`,
    hint: talent.title ?? undefined,
    href: `/talent/${talent.id}`,
  })
  useEffect(() => {
    const store = getDefaultStore()
    store.set(focusedPaneAtom, 'detail')
    return () => {
      if (store.get(focusedPaneAtom) === 'detail') store.set(focusedPaneAtom, null)
    }
  }, [])

  return (
    <Flex direction="column" gap="4">
      <title>{t('msp.v2.app.page.title', { page: `${talent.firstName} ${talent.lastName}` })}</title>
      <BackButton />
      <TalentBody talent={talent} level="h1" />
    </Flex>
  )
}
