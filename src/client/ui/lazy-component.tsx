import { type ComponentType, type ReactNode, useLayoutEffect, useRef, useState } from 'react'
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
 * A dropdown menu (or select) whose machinery (menu, popper, focus management) no first paint
 * needs: it loads on idle; `StandIn`, a button with the same look, stands in meanwhile, and a
 * click on it loads the menu at once and opens it. A stand-in holding the focus when the menu
 * arrives hands it to the menu's trigger.
 */
export function lazyMenu<P extends object>(
  load: () => Promise<ComponentType<P & { defaultOpen?: boolean }>>,
  StandIn: ComponentType<P & { onOpen: () => void }>,
) {
  const module = lazyModule(load)
  return function LazyMenu(props: P) {
    const [clicked, setClicked] = useState(false)
    const Menu = useIdleLazyModule(module, clicked)
    const slot = useRef<HTMLSpanElement>(null)
    const handOver = useRef<boolean | null>(null)
    // An opened menu takes the focus itself, and gives it to its trigger when it closes.
    if (Menu && handOver.current === null)
      handOver.current = !clicked && !!slot.current?.contains(document.activeElement)
    useLayoutEffect(() => {
      if (!Menu || !handOver.current) return
      handOver.current = false
      slot.current?.querySelector<HTMLElement>('button')?.focus({ preventScroll: true })
    }, [Menu])
    return (
      <span ref={slot} style={{ display: 'contents' }}>
        {Menu ? (
          <Menu {...props} defaultOpen={clicked} />
        ) : (
          <StandIn {...props} onOpen={() => setClicked(true)} />
        )}
      </span>
    )
  }
}
