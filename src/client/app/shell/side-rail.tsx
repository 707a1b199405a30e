import { Tooltip } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { Icon } from '../../ui/icon'
import type { NavItem } from './nav-items'

export type SideRailProps = {
  items: readonly NavItem[]
}

/** §2 Main menu on medium and wider screens: a permanent 64 px rail of icons with tooltips. */
export function SideRail({ items }: SideRailProps) {
  const { t } = useTranslation()
  return (
    <nav className="side-rail" aria-label={t('msp.v2.nav.label')}>
      <ul className="plain-list side-rail-list">
        {items.map((item) => {
          // The create-project item reads "post project" in its tooltip (§2).
          const label = t(item.id === 'createProject' ? 'msp.v2.nav.createProject.tooltip' : item.labelKey)
          return (
            <li key={item.id}>
              <Tooltip content={label} side="right">
                <NavLink to={item.path} className="side-rail-link" aria-label={label}>
                  <Icon name={item.icon} size={22} />
                </NavLink>
              </Tooltip>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
