import { useState } from 'react'
import type { LoggedUser } from '../../../shared/contracts/auth'
import { lazyModule, useIdleLazyModule } from '../../commands/lazy-module'
import { UserMenuButton } from './user-menu-button'

export type UserMenuProps = {
  user: Pick<LoggedUser, 'firstName' | 'lastName' | 'email'>
}

/*
 * The dropdown machinery (menu, scroll area, focus management) is ~15 KB gzip that no
 * first paint needs: it loads when the browser is idle, or on the first click.
 */
const dropdownModule = lazyModule(() => import('./user-menu-dropdown').then((m) => m.UserMenuDropdown))

/** §1 user menu; a plain button with the same look stands in until the dropdown has loaded. */
export function UserMenu({ user }: UserMenuProps) {
  const [clicked, setClicked] = useState(false)
  const Dropdown = useIdleLazyModule(dropdownModule, clicked)
  if (Dropdown) return <Dropdown user={user} defaultOpen={clicked} />
  return <UserMenuButton user={user} aria-haspopup="menu" onClick={() => setClicked(true)} />
}
