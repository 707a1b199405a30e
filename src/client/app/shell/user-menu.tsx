import type { LoggedUser } from '../../../shared/contracts/auth'
import { lazyMenu } from '../../ui/lazy-component'
import { UserMenuButton } from './user-menu-button'

export type UserMenuProps = {
  user: Pick<LoggedUser, 'firstName' | 'lastName' | 'email'>
}

/** §1 user menu; its dropdown (~15 KB gzip) loads on idle or on the first click. */
export const UserMenu = lazyMenu<UserMenuProps>(
  () => import('./user-menu-dropdown').then((m) => m.UserMenuDropdown),
  ({ user, onOpen }) => <UserMenuButton user={user} aria-haspopup="menu" onClick={onOpen} />,
)
