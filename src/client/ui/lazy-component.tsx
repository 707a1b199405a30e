import { type ComponentType, type ReactNode, useState } from 'react'
import { lazyModule, useIdleLazyModule } from '../commands/lazy-module'
import { withEnglishAreas } from '../i18n/i18n'

/**
 * A screen part whose code is not needed for the screen's first paint (a detail pane, its
 * dialogs): it loads right after the first paint, with every English area, and renders
 * without a Suspense round-trip; `fallback` stands in meanwhile (nothing by default).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback?: (props: P) => ReactNode,
) {
  const module = lazyModule(() => withEnglishAreas(load()))
  function LazyComponent(props: P) {
    const Loaded = useIdleLazyModule(module, true)
    if (Loaded) return <Loaded {...props} />
    return fallback ? fallback(props) : null
  }
  /** Starts loading on idle, e.g. from a list, so the first open shows at once. */
  LazyComponent.usePreload = () => void useIdleLazyModule(module, false)
  return LazyComponent
}

/**
 * A dropdown menu whose machinery (menu, popper, focus management) no first paint needs: it
 * loads on idle; `StandIn`, a button with the same look, stands in meanwhile, and a click on
 * it loads the menu at once and opens it.
 */
export function lazyMenu<P extends object>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>,
  StandIn: ComponentType<P & { onOpen: () => void }>,
) {
  const module = lazyModule(load)
  return function LazyMenu(props: P) {
    const [clicked, setClicked] = useState(false)
    const Menu = useIdleLazyModule(module, clicked)
    if (Menu) return <Menu {...props} defaultOpen={clicked} />
    return <StandIn {...props} onOpen={() => setClicked(true)} />
  }
}
