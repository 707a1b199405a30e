import { Flex, Heading, Text } from '@radix-ui/themes'
import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react'
import { CommandDialog } from '../../../commands/command-dialog'
import type { OpenDialog } from '../dialog-store'

export type PickerDialogProps = {
  request: Extract<OpenDialog, { kind: 'picker' }>
  container: HTMLElement
}

/**
 * Choose one of a few options by typing: the list narrows as the user types, arrows move,
 * Enter picks, Escape cancels (labels, recruiters).
 */
export function PickerDialog({ request, container }: PickerDialogProps) {
  const titleId = useId()
  const listId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const [text, setText] = useState('')
  const [active, setActive] = useState(0)
  const options = useMemo(() => {
    const terms = text.trim().toLowerCase().split(/\s+/).filter(Boolean)
    return request.options.filter((option) => {
      const haystack = `${option.label} ${option.hint ?? ''}`.toLowerCase()
      return terms.every((term) => haystack.includes(term))
    })
  }, [request.options, text])
  const current = Math.min(active, options.length - 1)
  const optionId = (index: number) => `${listId}-${index}`

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault()
      if (options.length === 0) return
      const delta = e.key === 'ArrowDown' ? 1 : -1
      setActive((current + delta + options.length) % options.length)
    } else if (e.key === 'Enter') {
      e.preventDefault()
      const option = options[current]
      if (option) request.resolve(option.id)
    }
  }

  return (
    <CommandDialog
      open
      onClose={() => request.resolve(null)}
      container={container}
      labelledBy={titleId}
      className="pipeline-dialog"
      initialFocus={inputRef}
    >
      <Flex direction="column">
        <Heading as="h2" size="3" id={titleId} mx="4" mt="3" mb="2">
          {request.title}
        </Heading>
        <input
          ref={inputRef}
          className="command-palette-input"
          role="combobox"
          aria-expanded="true"
          aria-controls={listId}
          aria-activedescendant={current >= 0 ? optionId(current) : undefined}
          aria-labelledby={titleId}
          placeholder={request.placeholder}
          value={text}
          onChange={(e) => {
            setText(e.target.value)
            setActive(0)
          }}
          onKeyDown={onKeyDown}
        />
        {options.length === 0 ? (
          <Text as="p" size="2" color="gray" m="4">
            {request.emptyText}
          </Text>
        ) : (
          <div role="listbox" id={listId} aria-labelledby={titleId} className="pipeline-picker-list">
            {options.map((option, index) => (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter).
              <div
                key={option.id}
                id={optionId(index)}
                role="option"
                tabIndex={-1}
                aria-selected={index === current}
                className="pipeline-picker-option"
                onMouseMove={() => setActive(index)}
                onClick={() => request.resolve(option.id)}
              >
                <span>{option.label}</span>
                {option.hint ? <span className="pipeline-picker-hint">{option.hint}</span> : null}
              </div>
            ))}
          </div>
        )}
      </Flex>
    </CommandDialog>
  )
}
