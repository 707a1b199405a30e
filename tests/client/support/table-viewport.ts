import { act } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { afterEach, beforeAll, beforeEach } from 'vitest'

/**
 * happy-dom does no layout: give the data table's scroller a viewport (400 × 800 px) so the
 * virtualizer renders rows. Call in beforeAll.
 */
export function giveTableScrollerAViewport(): void {
  const size = (value: number) => ({
    configurable: true,
    get(this: HTMLElement) {
      return this.classList.contains('data-table-scroller') ? value : 0
    },
  })
  for (const prop of ['offsetHeight', 'clientHeight'] as const)
    Object.defineProperty(HTMLElement.prototype, prop, size(400))
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', size(800))
}

/**
 * For a file of data table tests: the scroller's viewport, and a fresh React root in the
 * document for each test (unmounted after it). Read `root` and `container` inside tests.
 */
export function tableTestRoot(): { readonly root: Root; readonly container: HTMLDivElement } {
  let root: Root
  let container: HTMLDivElement
  beforeAll(giveTableScrollerAViewport)
  beforeEach(() => {
    container = document.createElement('div')
    document.body.append(container)
    root = createRoot(container)
  })
  afterEach(() => {
    act(() => root.unmount())
    container.remove()
  })
  return {
    get root() {
      return root
    },
    get container() {
      return container
    },
  }
}
