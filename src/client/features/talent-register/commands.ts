import { getDefaultStore } from 'jotai'
import type { LoggedUser } from '../../../shared/contracts/auth'
import { hasPermission } from '../../../shared/domain/permissions'
import { currentUserQuery } from '../../api/session'
import { queryClient } from '../../app/query-client'
import { defineCommand } from '../../commands/registry'
import { talentRegisterOpenAtom } from './state'

const canRegister = () =>
  hasPermission(
    queryClient.getQueryData<LoggedUser>(currentUserQuery.queryKey)?.permissions ?? [],
    'FREELANCER_MANAGE',
  )

/** "Register talent" (POST freelancer/register): from anywhere in the workspace, for users who manage talents. */
export const registerTalentCommand = defineCommand({
  id: 'talent.register',
  titleKey: 'msp.v2.talent.register.command',
  group: 'talent',
  keywords: ['register', 'new', 'create', 'add', 'talent', 'freelancer', 'candidate'],
  when: canRegister,
  run: () => getDefaultStore().set(talentRegisterOpenAtom, true),
})

export const talentRegisterCommands = [registerTalentCommand]
