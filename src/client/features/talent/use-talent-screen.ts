import { useQuery } from '@tanstack/react-query'
import { useSetAtom } from 'jotai'
import { useMemo } from 'react'
import type { TalentProfile } from '../../../shared/contracts/talent'
import { mayEditNote } from '../../../shared/domain/notes'
import {
  allowedTalentActions,
  legalEntityConsentEnabled,
  whatsappLink,
} from '../../../shared/domain/talent-actions'
import { clientContextQuery, currentUserQuery } from '../../api/session'
import { useRegisterCommands } from '../../commands/use-register-commands'
import { talentCommands } from './commands'
import { talentProjectTabCommands } from './project-tab-commands'
import { type TalentScreen, talentDialogAtom, talentScreenController } from './talent-screen'

/**
 * What the signed-in user may do with this talent (§2 actions, §6 permissions), published
 * for the talent commands while the page or pane shows it.
 */
export function useTalentScreen(talent: TalentProfile): TalentScreen {
  const { data: user } = useQuery(currentUserQuery)
  const { data: context } = useQuery(clientContextQuery)
  const setDialog = useSetAtom(talentDialogAtom)
  const permissions = user?.permissions ?? []
  const screen = useMemo<TalentScreen>(
    () => ({
      talent,
      allowed: allowedTalentActions({
        state: talent.state,
        consented: talent.consentTo !== null,
        consentEnabled: legalEntityConsentEnabled(context),
        permissions,
        email: talent.email,
        emailVerified: talent.emailVerified,
      }),
      canManage: permissions.includes('FREELANCER_MANAGE'),
      canLog: permissions.includes('FREELANCER_ACTION_LOG'),
      canEditLog: (authorId) => mayEditNote({ id: user?.id ?? -1, permissions }, authorId),
      canAssignTags: permissions.includes('TAGS_ASSIGN'),
      canManageTags: permissions.includes('TAGS_MANAGE'),
      canSeeHistory: permissions.includes('FREELANCER_HISTORY'),
      cvShowOn: context?.config.cvEndpointConfig ?? null,
      whatsapp: talent.canSeeDataProtection
        ? whatsappLink(context?.config.whatsappContact === true, talent.phone)
        : null,
      open: setDialog,
    }),
    [talent, user?.id, permissions, context, setDialog],
  )
  talentScreenController.usePublish(screen)
  useRegisterCommands(talentCommands)
  useRegisterCommands(talentProjectTabCommands)
  return screen
}
