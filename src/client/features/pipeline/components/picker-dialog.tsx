import { Flex, Heading } from '@radix-ui/themes'
import { useCallback, useId, useRef } from 'react'
import { CommandDialog } from '../../../commands/command-dialog'
import { filterOptions, PickerList } from '../../../ui/picker-list'
import type { OpenDialog } from '../dialog-store'

export type PickerDialogProps = {
  request: Extract<OpenDialog, { kind: 'picker' }>
  container: HTMLElement
}

/**
 * Choose one of a few options by typing: the list narrows as the user types, arrows move,
 * Enter picks, Escape cancels (labels, recruiters, pools, projects).
 */
export function PickerDialog({ request, container }: PickerDialogProps) {
  const titleId = useId()
  const inputRef = useRef<HTMLInputElement>(null)
  const { options } = request
  const load = useCallback((text: string) => filterOptions(options, text), [options])
  return (
    <CommandDialog
      open
      onClose={() => request.resolve(null)}
      container={container}
      labelledBy={titleId}
      className="pipeline-dialog"
      initialFocus={inputRef}
    >
      <Flex direction="column" gap="2" p="3">
        <Heading as="h2" size="3" id={titleId}>
          {request.title}
        </Heading>
        <PickerList
          inputRef={inputRef}
          label={request.title}
          placeholder={request.placeholder}
          emptyText={request.emptyText}
          load={load}
          onPick={(option) => request.resolve(Number(option.id))}
        />
      </Flex>
    </CommandDialog>
  )
}
