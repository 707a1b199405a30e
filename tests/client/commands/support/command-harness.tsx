import { getDefaultStore } from 'jotai'
import { act } from 'react'
import { Outlet, type RouteObject, useLocation } from 'react-router'
import { focusedPaneAtom, selectionAtom } from '../../../../src/client/commands/command-context'
import { CommandLayer } from '../../../../src/client/commands/command-layer'
import {
  cheatSheetOpenAtom,
  paletteOpenAtom,
  paletteQueryAtom,
} from '../../../../src/client/commands/palette-state'
import { renderRoutes } from '../../support/render-app'

// TOOLCHAIN.md: cmdk and the virtualizer need these, which the DOM shim may lack.
if (typeof globalThis.ResizeObserver === 'undefined') {
  globalThis.ResizeObserver = class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver
}
if (typeof Element.prototype.scrollIntoView !== 'function') Element.prototype.scrollIntoView = () => {}

function Page() {
  const location = useLocation()
  return (
    <div>
      <h1>Page</h1>
      <output data-testid="location">{`${location.pathname}${location.search}`}</output>
      <input aria-label="Page field" />
    </div>
  )
}

function Frame() {
  return (
    <>
      <CommandLayer />
      <Outlet />
    </>
  )
}

/** The command layer inside the app's providers, on an in-memory router (like the default layout). */
export async function renderCommandLayer(initialPath = '/dashboard') {
  const routes: RouteObject[] = [{ Component: Frame, children: [{ path: '*', Component: Page }] }]
  const rendered = await renderRoutes(routes, initialPath)
  const location = () => rendered.container.querySelector('[data-testid="location"]')?.textContent
  return { ...rendered, location }
}

export function resetCommandState() {
  const store = getDefaultStore()
  store.set(paletteOpenAtom, false)
  store.set(paletteQueryAtom, '')
  store.set(cheatSheetOpenAtom, false)
  store.set(focusedPaneAtom, null)
  store.set(selectionAtom, { kind: null, ids: [] })
}

/** A keydown as the browser sends it: on the focused element, bubbling to window. */
export async function press(key: string, init: KeyboardEventInit = {}, target?: Element | null) {
  const element = target ?? document.activeElement ?? document.body
  await act(async () => {
    element.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, ...init }))
  })
}

export const palette = () => document.querySelector<HTMLElement>('.command-palette[role="dialog"]')
export const paletteInput = () => document.querySelector<HTMLInputElement>('[cmdk-input]')
export const options = () =>
  [...document.querySelectorAll('[cmdk-item]')].map((el) => el.textContent?.replace(/\s+/g, ' ').trim() ?? '')
export const selectedOption = () => document.querySelector('[cmdk-item][aria-selected="true"]')?.textContent
