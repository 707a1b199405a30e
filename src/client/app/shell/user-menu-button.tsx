import { Button, Text } from '@radix-ui/themes'
import { type ComponentPropsWithoutRef, forwardRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { LoggedUser } from '../../../shared/contracts/auth'
import { Icon } from '../../ui/icon'

export type UserMenuButtonProps = Omit<ComponentPropsWithoutRef<'button'>, 'color'> & {
  user: Pick<LoggedUser, 'firstName' | 'lastName'>
}

function initials(user: UserMenuButtonProps['user']): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase()
}

/** The user menu's trigger; forwards ref and props so the dropdown can wrap it. */
export const UserMenuButton = forwardRef<HTMLButtonElement, UserMenuButtonProps>(function UserMenuButton(
  { user, ...rest },
  ref,
) {
  const { t } = useTranslation()
  const name = `${user.firstName} ${user.lastName}`
  return (
    <Button ref={ref} variant="ghost" color="gray" size="2" {...rest}>
      <span className="user-menu-initials" aria-hidden>
        {initials(user)}
      </span>
      {/* The name is the button's visible label; the hidden words say what it opens (axe: label in name). */}
      <span className="sr-only">{t('msp.v2.usermenu.label')}</span>
      <Text className="user-menu-name" size="2" weight="medium">
        {name}
      </Text>
      <Icon name="chevronDown" size={14} />
    </Button>
  )
})
