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
