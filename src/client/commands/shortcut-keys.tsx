import { Kbd } from '@radix-ui/themes'
import { type CSSProperties, Fragment } from 'react'
import { useTranslation } from 'react-i18next'
import type { Shortcut } from './registry'
import { shortcutChips, shortcutLabel } from './shortcut-label'

// Inline, not in a stylesheet: buttons and menus render chips before the palette's CSS chunk loads.
const ROW: CSSProperties = {
  display: 'inline-flex',
  flex: 'none',
  alignItems: 'center',
  gap: 4,
  whiteSpace: 'nowrap',
}
const THEN: CSSProperties = { color: 'var(--gray-a11)', fontSize: 'var(--font-size-1)' }

export type ShortcutKeysProps = {
  shortcut: Shortcut | undefined
  size?: '1' | '2' | '3'
  className?: string
}

/**
 * A shortcut as key chips ('mod' shows as ⌘ on macOS, Ctrl elsewhere); a sequence reads
 * "G then D". Buttons, menus, the palette and the `?` sheet all render shortcuts with it so
 * they never disagree with the binder.
 */
export function ShortcutKeys({ shortcut, size = '1', className }: ShortcutKeysProps) {
  const { t } = useTranslation()
  const chips = shortcutChips(shortcut, t)
  if (chips.length === 0) return null
  const then = t('msp.v2.key.then')
  return (
    <span className={className} style={ROW} title={shortcutLabel(shortcut, t)}>
      {chips.map((chip, i) => (
        // Chords of a sequence may repeat ('g g'): the position is the identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={i}>
          {i > 0 ? <span style={THEN}>{then}</span> : null}
          <Kbd size={size}>{chip}</Kbd>
        </Fragment>
      ))}
    </span>
  )
}
