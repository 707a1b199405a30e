import { useAtomValue, useStore } from 'jotai'
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router'
import { withEnglishAreas } from '../i18n/i18n'
import { focusedPaneAtom, focusedRowAtom, selectionAtom } from './command-context'
import { globalCommands } from './commands'
import { locationCommitted } from './key-queue'
import { lazyModule, useLazyModule, whenIdle } from './lazy-module'
import { cheatSheetOpenAtom, paletteOpenAtom, paletteQueryAtom } from './palette-state'
import { type CommandContext, commandRegistry } from './registry'
import { useRegisterCommands } from './use-register-commands'
import { useShortcutBinder } from './use-shortcut-binder'

// cmdk and the virtualizer stay out of the initial route JS: loaded on idle or on first open,
// with every English area, since they list every feature's commands (the dashboard loads
// only the frame's strings: i18n.ts FRAME_AREAS).
const paletteModule = lazyModule(() => withEnglishAreas(import('./command-palette')))
const cheatSheetModule = lazyModule(() => withEnglishAreas(import('./cheat-sheet').then((m) => m.CheatSheet)))

/**
 * The keyboard layer of the signed-in app: the one shortcut listener, the global commands,
 * the palette and the `?` sheet. Mounted once in the default layout, under the router.
 */
export function CommandLayer() {
  const store = useStore()
  const location = useLocation()
  const navigate = useNavigate()
  // Refs, not state: the keydown path reads the context on demand and never re-renders.
  const routeRef = useRef('')
  routeRef.current = `${location.pathname}${location.search}`
  const navigateRef = useRef(navigate)
  navigateRef.current = navigate

  const getContext = useCallback(
    (): CommandContext => ({
      route: routeRef.current,
      pane: store.get(focusedPaneAtom),
      selection: store.get(selectionAtom),
      focusedRow: store.get(focusedRowAtom),
      navigate: (to) => {
        void navigateRef.current(to)
      },
    }),
    [store],
  )
  useShortcutBinder(getContext)
  // The screen of this location has rendered: keys kept for it may run (key-queue.ts).
  useLayoutEffect(() => locationCommitted(location.key), [location.key])
  useRegisterCommands(globalCommands)

  const paletteOpen = useAtomValue(paletteOpenAtom)
  const sheetOpen = useAtomValue(cheatSheetOpenAtom)
  const Palette = useLazyModule(paletteModule, paletteOpen)?.CommandPalette
  const CheatSheet = useLazyModule(cheatSheetModule, sheetOpen)
  // Keys typed between Ctrl+K and the palette's first appearance (its chunk still on the way)
  // go to its query, not to the page's shortcuts; Enter waits for the palette to show.
  useEffect(() => {
    if (!paletteOpen || Palette) return
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return
      if (e.key === 'Escape') store.set(paletteOpenAtom, false)
      else if (e.key === 'Backspace') store.set(paletteQueryAtom, (q) => q.slice(0, -1))
      else if (e.key.length === 1) store.set(paletteQueryAtom, (q) => q + e.key)
      else if (e.key !== 'Enter') return
      e.preventDefault()
      e.stopImmediatePropagation()
    }
    window.addEventListener('keydown', onKeyDown, true)
    return () => window.removeEventListener('keydown', onKeyDown, true)
  }, [paletteOpen, Palette, store])
  useEffect(
    () =>
      whenIdle(() => {
        paletteModule.load().catch(() => {})
        cheatSheetModule.load().catch(() => {})
      }),
    [],
  )

  // Palette titles are translated on idle whenever commands register (a page with many) or
  // the language changes, so opening the palette never translates thousands of titles.
  const { t, i18n } = useTranslation()
  const language = i18n.language
  useEffect(() => {
    let stopWarm = () => {}
    let cancelIdle = () => {}
    let round = 0
    const schedule = () => {
      const mine = ++round
      cancelIdle()
      stopWarm()
      cancelIdle = whenIdle(() => {
        paletteModule
          .load()
          .then((m) => {
            if (mine === round) stopWarm = m.warmPaletteTitles(commandRegistry.all(), language, t)
          })
          .catch(() => {})
      })
    }
    schedule()
    const unsubscribe = commandRegistry.subscribe(schedule)
    return () => {
      round++
      unsubscribe()
      cancelIdle()
      stopWarm()
    }
  }, [language, t])

  // §2: the search suggestions are cleared on each route change (also when a suggestion navigated).
  const lastLocationKey = useRef(location.key)
  useEffect(() => {
    if (lastLocationKey.current === location.key) return
    lastLocationKey.current = location.key
    store.set(paletteQueryAtom, '')
    store.set(paletteOpenAtom, false)
  }, [location.key, store])

  // cmdk portals outside Radix <Theme>; portalling into the theme root keeps its tokens and fonts.
  const [container, setContainer] = useState<HTMLElement | null>(null)
  const anchor = useCallback((el: HTMLSpanElement | null) => {
    if (el) setContainer(el.closest<HTMLElement>('.radix-themes') ?? el.parentElement)
  }, [])

  return (
    <>
      <span ref={anchor} hidden />
      {Palette && container ? <Palette container={container} getContext={getContext} /> : null}
      {CheatSheet && container ? <CheatSheet container={container} getContext={getContext} /> : null}
    </>
  )
}
