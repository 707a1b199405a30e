import type { KeyboardEvent } from 'react'
import { ChevronDownIcon } from './chevron-down-icon'
import { lazyMenu } from './lazy-component'

export type ChoiceOption = { value: string; label: string }

export type ChoiceSelectProps = {
  value: string
  options: readonly ChoiceOption[]
  onValueChange: (value: string) => void
  /** The accessible name (a list screen's selects have no visible label). */
  label: string
}

/**
 * Radix Themes' Select.Trigger as it renders closed (same classes and parts, see the client
 * test): stands in for the select until its machinery (listbox, popper, scroll area,
 * focus scope: ~35 KB gzip) loads on idle. A click, Enter, Space or an arrow key opens it.
 */
export function ChoiceSelectStandIn({
  value,
  options,
  label,
  onOpen,
}: ChoiceSelectProps & { onOpen: () => void }) {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    event.preventDefault()
    onOpen()
  }
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-autocomplete="none"
      aria-label={label}
      data-state="closed"
      className="rt-reset rt-SelectTrigger rt-r-size-2 rt-variant-surface"
      onClick={onOpen}
      onKeyDown={onKeyDown}
    >
      <span className="rt-SelectTriggerInner">
        <span style={{ pointerEvents: 'none' }}>
          {options.find((option) => option.value === value)?.label}
        </span>
      </span>
      <ChevronDownIcon className="rt-SelectIcon" />
    </button>
  )
}

/** A select of a screen's first paint (filter bars): the stand-in until Radix's Select loads. */
export const ChoiceSelect = lazyMenu<ChoiceSelectProps>(
  () => import('./choice-select-menu').then((m) => m.ChoiceSelectMenu),
  ChoiceSelectStandIn,
)
