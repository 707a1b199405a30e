import { Command } from 'cmdk'
import { useMemo } from 'react'
import { PaletteItem } from './palette-item'
import type { PaletteRow } from './palette-model'

export type PaletteGroupedRowsProps = {
  rows: readonly PaletteRow[]
  onActivate: (row: PaletteRow) => void
}

type Section = { key: string; label: string; items: Exclude<PaletteRow, { kind: 'heading' }>[] }

/** The usual case (up to the virtualization threshold): real cmdk groups, labelled for screen readers. */
export function PaletteGroupedRows({ rows, onActivate }: PaletteGroupedRowsProps) {
  const sections = useMemo(() => {
    const list: Section[] = []
    for (const row of rows) {
      if (row.kind === 'heading') list.push({ key: row.key, label: row.label, items: [] })
      else list[list.length - 1]?.items.push(row)
    }
    return list
  }, [rows])
  return sections.map((section) => (
    <Command.Group key={section.key} heading={section.label} value={section.key}>
      {section.items.map((row) => (
        <PaletteItem key={row.key} row={row} onActivate={onActivate} />
      ))}
    </Command.Group>
  ))
}
