import { useVirtualizer } from '@tanstack/react-virtual'
import { useEffect, useRef } from 'react'
import { PaletteItem } from './palette-item'
import type { PaletteRow } from './palette-model'

export const PALETTE_ITEM_HEIGHT = 40
export const PALETTE_HEADING_HEIGHT = 32

export type PaletteVirtualRowsProps = {
  rows: readonly PaletteRow[]
  selectedIndex: number
  onActivate: (row: PaletteRow) => void
}

/**
 * Long lists (thousands of commands or suggestions): only the visible rows are mounted, so
 * a keystroke re-renders a screenful, not the registry. The palette moves the selection by
 * the row model (cmdk only knows mounted items); this keeps the selected row in view.
 * The parent remounts it per query, so a new result list starts at the top.
 */
export function PaletteVirtualRows({ rows, selectedIndex, onActivate }: PaletteVirtualRowsProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => (rows[i].kind === 'heading' ? PALETTE_HEADING_HEIGHT : PALETTE_ITEM_HEIGHT),
    overscan: 8,
  })
  useEffect(() => {
    if (selectedIndex >= 0) virtualizer.scrollToIndex(selectedIndex, { align: 'auto' })
  }, [selectedIndex, virtualizer])
  return (
    <div ref={scrollRef} className="command-palette-scroll">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]
          const style = {
            position: 'absolute',
            top: 0,
            left: 0,
            right: 0,
            height: item.size,
            transform: `translateY(${item.start}px)`,
          } as const
          return row.kind === 'heading' ? (
            <div key={row.key} style={style} className="command-palette-heading" aria-hidden>
              {row.label}
            </div>
          ) : (
            <PaletteItem key={row.key} row={row} onActivate={onActivate} style={style} />
          )
        })}
      </div>
    </div>
  )
}
