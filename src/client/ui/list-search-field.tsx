import { TextField } from '@radix-ui/themes'
import { useEffect, useState } from 'react'
import { Icon } from './icon'

/** §9 input debounce. */
const DEBOUNCE_MS = 500

export type ListSearchFieldProps = {
  /** Target of the list's `/` command. */
  id: string
  /** The search text of the address (`simpleQuery`). */
  query: string
  label: string
  placeholder: string
  minWidth: number
  /** Changes the query string; the list screen goes back to page 1. */
  onChange: (apply: (params: URLSearchParams) => void) => void
}

/**
 * The text search of a list screen: typed text reaches the address (`simpleQuery`) 500 ms
 * after the last key; the address changing from elsewhere (back, a link) updates the field.
 * Escape leaves the field.
 */
export function ListSearchField({ id, query, label, placeholder, minWidth, onChange }: ListSearchFieldProps) {
  const [text, setText] = useState(query)
  useEffect(() => setText(query), [query])
  useEffect(() => {
    if (text.trim() === query) return
    const timer = setTimeout(
      () =>
        onChange((p) => {
          if (text.trim()) p.set('simpleQuery', text.trim())
          else p.delete('simpleQuery')
        }),
      DEBOUNCE_MS,
    )
    return () => clearTimeout(timer)
  }, [text, query, onChange])
  return (
    <TextField.Root
      id={id}
      size="2"
      value={text}
      placeholder={placeholder}
      aria-label={label}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key === 'Escape') e.currentTarget.blur()
      }}
      style={{ minWidth }}
    >
      <TextField.Slot>
        <Icon name="search" size={14} />
      </TextField.Slot>
      <TextField.Slot>
        <kbd className="toast-key">/</kbd>
      </TextField.Slot>
    </TextField.Root>
  )
}
