import './picker-list.css'
import { Flex, Text, TextField } from '@radix-ui/themes'
import { type KeyboardEvent, type Ref, useEffect, useId, useMemo, useRef, useState } from 'react'

export interface PickerOption {
  id: number | string
  label: string
  hint?: string
}

export type PickerListProps = {
  label: string
  placeholder: string
  emptyText: string
  /** Options for the typed text (debounced 200 ms when `remote`). */
  load: (text: string) => Promise<PickerOption[]> | PickerOption[]
  remote?: boolean
  onPick: (option: PickerOption) => void
  /** Offered after the matches when the text matches nothing exactly (e.g. create a tag). */
  createLabel?: (text: string) => string
  onCreate?: (text: string) => void
  /** The Delete key on the active option (e.g. delete a saved bucket). */
  onDelete?: (option: PickerOption) => void
  /**
   * The text field, for a dialog that moves the focus there itself when it opens (and then
   * returns it where it was): the field does not take the focus on mount then, which would
   * make the dialog remember its own field as the place to return to.
   */
  inputRef?: Ref<HTMLInputElement>
}

/** Options whose label or hint contains every typed term (case-insensitive): a local `load`. */
export function filterOptions<T extends PickerOption>(options: readonly T[], text: string): T[] {
  const terms = text.toLowerCase().split(/\s+/).filter(Boolean)
  return options.filter((option) => {
    const haystack = `${option.label} ${option.hint ?? ''}`.toLowerCase()
    return terms.every((term) => haystack.includes(term))
  })
}

/**
 * A text field with the matching options under it: type to narrow, ↓/↑ to move, Enter to
 * pick. The focus stays in the field (aria-activedescendant), so it works by keyboard only.
 */
export function PickerList({
  label,
  placeholder,
  emptyText,
  load,
  remote,
  onPick,
  createLabel,
  onCreate,
  onDelete,
  inputRef,
}: PickerListProps) {
  const id = useId()
  const [text, setText] = useState('')
  const trimmed = text.trim()
  // A local list answers at once, in the same render as the keystroke.
  const local = useMemo(() => {
    if (remote) return undefined
    const found = load(trimmed)
    return Array.isArray(found) ? found : undefined
  }, [remote, load, trimmed])
  // Remote options belong to the text they were loaded for: while the typed text's options
  // are on the way none are offered, and an Enter typed meanwhile picks once they arrive.
  const [loaded, setLoaded] = useState<{ text: string; options: PickerOption[] } | null>(null)
  const [active, setActive] = useState(0)
  useEffect(() => {
    if (local) return
    let live = true
    const run = async () => {
      const found = await load(trimmed)
      if (live) {
        setLoaded({ text: trimmed, options: found })
        setActive(0)
      }
    }
    const timer = setTimeout(
      () => void run().catch(() => live && setLoaded({ text: trimmed, options: [] })),
      remote ? 200 : 0,
    )
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [trimmed, load, remote, local])
  const current = local !== undefined || (loaded !== null && loaded.text === trimmed)
  const options = local ?? (current && loaded ? loaded.options : [])
  const canCreate =
    current &&
    !!onCreate &&
    !!createLabel &&
    trimmed !== '' &&
    !options.some((o) => o.label.toLowerCase() === trimmed.toLowerCase())
  const count = options.length + (canCreate ? 1 : 0)
  const choose = (index: number) => {
    if (index < options.length) onPick(options[index])
    else if (canCreate) onCreate?.(trimmed)
  }
  // Enter typed before the options of the text arrived picks once they are there.
  const [enterPending, setEnterPending] = useState(false)
  const chooseLater = useRef(choose)
  chooseLater.current = () => (count > 0 ? choose(active) : undefined)
  useEffect(() => {
    if (!enterPending || !current) return
    setEnterPending(false)
    chooseLater.current(active)
  }, [enterPending, current, active])
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') setActive((a) => Math.min(count - 1, a + 1))
    else if (event.key === 'ArrowUp') setActive((a) => Math.max(0, a - 1))
    else if (event.key === 'Enter' && !current) setEnterPending(true)
    else if (event.key === 'Enter' && count > 0) choose(active)
    else if (event.key === 'Delete' && onDelete && active < options.length) onDelete(options[active])
    else return
    event.preventDefault()
  }
  return (
    <Flex direction="column" gap="2">
      <TextField.Root
        ref={inputRef}
        autoFocus={!inputRef}
        value={text}
        aria-label={label}
        placeholder={placeholder}
        role="combobox"
        aria-expanded
        aria-controls={`${id}-list`}
        aria-activedescendant={count > 0 ? `${id}-${active}` : undefined}
        onChange={(e) => {
          setText(e.target.value)
          setActive(0)
        }}
        onKeyDown={onKeyDown}
      />
      <div role="listbox" id={`${id}-list`} aria-label={label} className="picker-list">
        {options.map((option, index) => (
          <div
            key={option.id}
            id={`${id}-${index}`}
            role="option"
            aria-selected={index === active}
            className="picker-option"
            tabIndex={-1}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(index)}
            onKeyDown={() => undefined}
          >
            <Text size="2">{option.label}</Text>
            {option.hint ? (
              <Text size="1" color="gray">
                {' '}
                {option.hint}
              </Text>
            ) : null}
          </div>
        ))}
        {canCreate ? (
          <div
            id={`${id}-${options.length}`}
            role="option"
            aria-selected={active === options.length}
            className="picker-option"
            tabIndex={-1}
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(options.length)}
            onKeyDown={() => undefined}
          >
            <Text size="2">{createLabel?.(trimmed)}</Text>
          </div>
        ) : null}
        {count === 0 && current ? (
          <Text size="2" color="gray">
            {emptyText}
          </Text>
        ) : null}
      </div>
    </Flex>
  )
}
