import { TextField } from '@radix-ui/themes'
import type { ReactNode } from 'react'

export type PickerFieldProps<T> = {
  id: string
  label: string
  text: string
  onText: (text: string) => void
  options: readonly T[]
  active: number
  onActive: (index: number) => void
  onChoose: (index: number) => void
  keyOf: (option: T) => string | number
  render: (option: T) => ReactNode
}

/** A combobox of the talent's modals: type to filter, ↑/↓ move the active option, Enter chooses it. */
export function PickerField<T>(props: PickerFieldProps<T>) {
  const { id, options, active } = props
  return (
    <>
      <TextField.Root
        data-autofocus
        role="combobox"
        aria-expanded={options.length > 0}
        aria-controls={id}
        aria-activedescendant={options[active] ? `${id}-${active}` : undefined}
        aria-label={props.label}
        placeholder={props.label}
        value={props.text}
        onChange={(e) => {
          props.onText(e.target.value)
          props.onActive(0)
        }}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown') props.onActive(Math.min(active + 1, options.length - 1))
          else if (e.key === 'ArrowUp') props.onActive(Math.max(active - 1, 0))
          else if (e.key === 'Enter') props.onChoose(active)
          else return
          e.preventDefault()
        }}
      />
      <div id={id} role="listbox" aria-label={props.label}>
        {options.map((option, index) => (
          <div
            key={props.keyOf(option)}
            id={`${id}-${index}`}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={index === active ? 'talent-tag-option is-active' : 'talent-tag-option'}
            onMouseDown={(e) => {
              e.preventDefault()
              props.onChoose(index)
            }}
          >
            {props.render(option)}
          </div>
        ))}
      </div>
    </>
  )
}
