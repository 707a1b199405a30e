import { useLayoutEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { NavLink } from 'react-router'
import { lazyModule, useIdleLazyModule } from '../../commands/lazy-module'
import { Icon } from '../../ui/icon'
import type { NavItem } from './nav-items'

export type SideRailProps = {
  items: readonly NavItem[]
}

/* Tooltips need Radix Popper and floating-ui (~18 KB gzip): they arrive on idle, not with the page. */
const tooltipModule = lazyModule(() => import('./rail-tooltips'))

/** §2 Main menu on medium and wider screens: a permanent 64 px rail of icons with tooltips. */
export function SideRail({ items }: SideRailProps) {
  const { t } = useTranslation()
  const tips = useIdleLazyModule(tooltipModule, false)
  const nav = useRef<HTMLElement>(null)
  const swap = useRef<{ done: boolean; focused: string | null }>({ done: false, focused: null })
  if (tips && !swap.current.done) {
    // Wrapping the links in tooltips remounts them: a link that has the focus keeps it.
    const active = document.activeElement
    swap.current.focused =
      active instanceof HTMLAnchorElement && nav.current?.contains(active) ? active.pathname : null
  }
  useLayoutEffect(() => {
    if (!tips || swap.current.done) return
    swap.current.done = true
    for (const link of nav.current?.querySelectorAll('a') ?? [])
      if (link.pathname === swap.current.focused) link.focus()
  }, [tips])

  const list = (
    <ul className="plain-list side-rail-list">
      {items.map((item) => {
        // The create-project item reads "post project" in its tooltip (§2).
        const label = t(item.id === 'createProject' ? 'msp.v2.nav.createProject.tooltip' : item.labelKey)
        const link = (
          <NavLink to={item.path} className="side-rail-link" aria-label={label}>
            <Icon name={item.icon} size={22} />
          </NavLink>
        )
        return (
          <li key={item.id}>{tips ? <tips.RailTooltip label={label}>{link}</tips.RailTooltip> : link}</li>
        )
      })}
    </ul>
  )
  return (
    <nav ref={nav} className="side-rail" aria-label={t('msp.v2.nav.label')}>
      {tips ? <tips.RailTooltipProvider>{list}</tips.RailTooltipProvider> : list}
    </nav>
  )
}
