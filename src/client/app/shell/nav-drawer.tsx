import { Flex, IconButton, Text } from '@radix-ui/themes'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { Icon } from '../../ui/icon'
import type { NavItem } from './nav-items'

export type NavDrawerProps = {
  open: boolean
  items: readonly NavItem[]
  onClose: () => void
  onLogout: () => void
}

/**
 * §2 Main menu as a 370 px drawer: the only menu on small screens, the expanded menu on
 * wide ones. A dimming overlay behind it closes it on click; the parent closes it on
 * every route change. The logout item is there for phones, where the user menu is cramped.
 */
export function NavDrawer({ open, items, onClose, onLogout }: NavDrawerProps) {
  const { t } = useTranslation()
  const panelRef = useRef<HTMLDivElement>(null)

  // Focus moves into the drawer so that keyboard users land on its first link.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('nav a')?.focus()
  }, [open])

  if (!open) return null

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation()
      onClose()
    }
  }

  return (
    <>
      <div
        className="nav-drawer-overlay"
        data-testid="nav-drawer-overlay"
        onClick={onClose}
        aria-hidden="true"
      />
      <div
        ref={panelRef}
        className="nav-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby="nav-drawer-title"
        onKeyDown={onKeyDown}
      >
        {/* A header with its name and a close button (issue 21 §5); the dimmed page stays in view. */}
        <Flex align="center" justify="between" gap="3" className="nav-drawer-header">
          <Text as="p" size="4" weight="bold" id="nav-drawer-title">
            {t('msp.v2.nav.label')}
          </Text>
          <IconButton variant="ghost" color="gray" onClick={onClose} aria-label={t('msp.v2.nav.close')}>
            <Icon name="close" size={20} />
          </IconButton>
        </Flex>
        <nav aria-label={t('msp.v2.nav.label')}>
          <ul className="plain-list">
            {items.map((item) => (
              <li key={item.id}>
                <NavLink to={item.path} className="nav-drawer-link" onClick={onClose}>
                  <Icon name={item.icon} size={20} />
                  <Text size="3">{t(item.labelKey)}</Text>
                </NavLink>
              </li>
            ))}
            <li className="nav-drawer-logout">
              <button type="button" className="nav-drawer-link" onClick={onLogout}>
                <Flex align="center" gap="3" asChild>
                  <span>
                    <Icon name="logout" size={20} />
                    <Text size="3">{t('msp.v2.usermenu.logout')}</Text>
                  </span>
                </Flex>
              </button>
            </li>
          </ul>
        </nav>
      </div>
    </>
  )
}
