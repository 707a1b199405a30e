import { elementScroll, type Rect, useVirtualizer, type Virtualizer } from '@tanstack/react-virtual'
import { type CSSProperties, memo, useLayoutEffect, useRef } from 'react'
import type { PaletteRow } from './palette-model'
import { ShortcutKeys } from './shortcut-keys'
import type { Translate } from './shortcut-label'

/**
 * The list's size from a ResizeObserver only. The virtualizer's default also reads the
 * element's size as it mounts, which forces a layout of the whole page in the middle of the
 * palette's first commit (about 10 ms of an open on a busy screen); `initialRect` stands in
 * until the observer reports, right after the browser's own layout.
 */
function observeRectAfterLayout(instance: Virtualizer<HTMLDivElement, Element>, cb: (rect: Rect) => void) {
  const element = instance.scrollElement
  if (!element || typeof ResizeObserver === 'undefined') return
  const observer = new ResizeObserver(([entry]) => {
    const box = entry.borderBoxSize?.[0]
    cb({
      width: Math.round(box ? box.inlineSize : entry.contentRect.width),
      height: Math.round(box ? box.blockSize : entry.contentRect.height),
    })
  })
  observer.observe(element)
  return () => observer.disconnect()
}

/**
 * The virtualizer writes its offset to the list as it mounts; a fresh list is at the top
 * already, and writing 0 there would only make the browser lay out the page at once.
 */
const scrollUnlessAtTop: typeof elementScroll<HTMLDivElement> = (offset, options, instance) => {
  if (offset + (options.adjustments ?? 0) === 0 && (instance.scrollOffset ?? 0) === 0) return
  elementScroll(offset, options, instance)
}

export const PALETTE_ITEM_HEIGHT = 40
export const PALETTE_HEADING_HEIGHT = 32

export type PaletteVirtualRowsProps = {
  rows: readonly PaletteRow[]
  selectedIndex: number
  /** DOM id of the option showing row `key` (the input's aria-activedescendant). */
  optionId: (key: string) => string
  onSelect: (key: string) => void
  onActivate: (row: PaletteRow) => void
  t: Translate
}

/**
 * Long lists (thousands of commands or suggestions): only the visible rows are mounted, as
 * plain options rather than cmdk items. A cmdk item registers with cmdk's store, subscribes
 * to it and re-queries the list on mount and unmount; with translated titles and key chips
 * per item that made a keystroke at 3,000 entries cost 20-60 ms. These options carry cmdk's
 * item attribute, so cmdk's Home/End/Enter fallbacks and styles still see them, while the
 * palette moves the selection by the row model.
 */
export function PaletteVirtualRows({
  rows,
  selectedIndex,
  optionId,
  onSelect,
  onActivate,
  t,
}: PaletteVirtualRowsProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (rows[i].kind === 'heading' ? PALETTE_HEADING_HEIGHT : PALETTE_ITEM_HEIGHT),
    // By key: a new result list (same count or not) gets its own sizes.
    getItemKey: (i) => rows[i].key,
    overscan: 4,
    // The list's max height: the first render already shows rows instead of measuring first.
    initialRect: { width: 600, height: 420 },
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollUnlessAtTop,
  })
  // A new result list starts at the top (the virtualizer's offset: reading the element's would
  // force a layout in the middle of the commit).
  useLayoutEffect(() => {
    if (rows.length > 0 && (virtualizer.scrollOffset ?? 0) > 0) virtualizer.scrollToOffset(0)
  }, [rows, virtualizer])
  useLayoutEffect(() => {
    if (selectedIndex < 0) return
    // Only when the row is out of view, judged from the virtualizer's own figures: scrolling
    // (even to where the list already is) makes the browser lay out the page there and then.
    const item = virtualizer.measurementsCache[selectedIndex]
    const top = virtualizer.scrollOffset ?? 0
    const height = virtualizer.scrollRect?.height ?? 0
    if (item && item.start >= top && item.end <= top + height) return
    virtualizer.scrollToIndex(selectedIndex, { align: 'auto' })
  }, [selectedIndex, virtualizer])
  return (
    <div ref={scrollRef} className="command-palette-scroll">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]
          return row.kind === 'heading' ? (
            <div
              key={row.key}
              style={placed(item.start, item.size)}
              className="command-palette-heading"
              aria-hidden
            >
              {row.label}
            </div>
          ) : (
            <PaletteOption
              key={row.key}
              row={row}
              id={optionId(row.key)}
              selected={item.index === selectedIndex}
              onSelect={onSelect}
              onActivate={onActivate}
              start={item.start}
              size={item.size}
              t={t}
            />
          )
        })}
      </div>
    </div>
  )
}

type PaletteOptionProps = {
  row: Exclude<PaletteRow, { kind: 'heading' }>
  id: string
  selected: boolean
  onSelect: (key: string) => void
  onActivate: (row: PaletteRow) => void
  start: number
  size: number
  t: Translate
}

const placed = (start: number, size: number): CSSProperties => ({
  position: 'absolute',
  top: 0,
  left: 0,
  right: 0,
  height: size,
  transform: `translateY(${start}px)`,
})

/** One option of the long list: no hooks, so mounting a screenful per keystroke stays cheap. */
const PaletteOption = memo(function PaletteOption({
  row,
  id,
  selected,
  onSelect,
  onActivate,
  start,
  size,
  t,
}: PaletteOptionProps) {
  const shortcut = row.kind === 'command' ? row.entry.command.shortcut : undefined
  return (
    // The options are never focused: the combobox keeps focus and points at the selected one
    // (aria-activedescendant); the palette's key handler acts for the keyboard.
    // biome-ignore lint/a11y/useFocusableInteractive: see above
    // biome-ignore lint/a11y/useKeyWithClickEvents: see above
    <div
      id={id}
      role="option"
      aria-selected={selected}
      data-selected={selected}
      cmdk-item=""
      data-value={row.key}
      className="command-palette-item"
      style={placed(start, size)}
      onMouseMove={selected ? undefined : () => onSelect(row.key)}
      onClick={() => onActivate(row)}
    >
      {row.kind === 'suggestion' ? (
        <>
          <span className="command-palette-item-title">{t(row.suggestion.labelKey)}</span>
          {/* The space keeps label and value apart in the option's accessible name. */}
          {row.suggestion.value ? ' ' : null}
          {row.suggestion.value ? (
            <code className="command-palette-item-value">{row.suggestion.value}</code>
          ) : null}
        </>
      ) : row.kind === 'link' ? (
        <>
          <span className="command-palette-item-title">{row.label}</span>
          {row.hint ? ' ' : null}
          {row.hint ? <span className="command-palette-item-hint">{row.hint}</span> : null}
        </>
      ) : (
        <>
          <span className="command-palette-item-title">{row.entry.title}</span>
          {shortcut ? <ShortcutKeys shortcut={shortcut} className="command-palette-item-keys" /> : null}
        </>
      )}
    </div>
  )
})
