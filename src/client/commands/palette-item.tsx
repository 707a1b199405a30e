import { Command } from 'cmdk'
import type { CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import type { PaletteRow } from './palette-model'
import { ShortcutKeys } from './shortcut-keys'

export type PaletteItemProps = {
  row: Exclude<PaletteRow, { kind: 'heading' }>
  onActivate: (row: PaletteRow) => void
  style?: CSSProperties
}

/** One palette option: a search suggestion with its value, or a command with its key chips. */
export function PaletteItem({ row, onActivate, style }: PaletteItemProps) {
  const { t } = useTranslation()
  return (
    <Command.Item
      value={row.key}
      onSelect={() => onActivate(row)}
      style={style}
      className="command-palette-item"
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
          <ShortcutKeys shortcut={row.entry.command.shortcut} className="command-palette-item-keys" />
        </>
      )}
    </Command.Item>
  )
}
