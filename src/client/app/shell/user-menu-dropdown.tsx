import { Box, DropdownMenu, Flex, Text } from '@radix-ui/themes'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import type { LoggedUser } from '../../../shared/contracts/auth'
import { logout } from '../../features/auth/api'
import { Icon } from '../../ui/icon'
import { SIGN_IN_PATH } from '../sign-in-redirect'
import { UserMenuButton } from './user-menu-button'

export type UserMenuDropdownProps = {
  user: Pick<LoggedUser, 'firstName' | 'lastName' | 'email'>
  /** Opened at once when the user clicked the placeholder before this chunk arrived. */
  defaultOpen?: boolean
}

/** §1 user menu: name, email and logout; rendered only for a signed-in user. */
export function UserMenuDropdown({ user, defaultOpen = false }: UserMenuDropdownProps) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const name = `${user.firstName} ${user.lastName}`

  const onLogout = async () => {
    logout()
    await navigate(SIGN_IN_PATH, { replace: true })
    // Cleared after leaving, so the page being left does not refetch without a session.
    queryClient.clear()
  }

  return (
    <DropdownMenu.Root defaultOpen={defaultOpen}>
      <DropdownMenu.Trigger>
        <UserMenuButton user={user} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={6} className="user-menu-content">
        <Box px="2" py="1">
          <Text as="p" size="2" weight="medium">
            {name}
          </Text>
          <Text as="p" size="1" color="gray">
            {user.email}
          </Text>
        </Box>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => void onLogout()}>
          <Flex align="center" gap="2">
            <Icon name="logout" />
            {t('msp.v2.usermenu.logout')}
          </Flex>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
