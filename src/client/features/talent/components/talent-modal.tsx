import '../../../commands/command-surfaces.css'
import { Box, Button, Flex, Heading } from '@radix-ui/themes'
import { type ReactNode, type RefObject, useCallback, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { CommandDialog } from '../../../commands/command-dialog'

export type TalentModalProps = {
  title: string
  onClose: () => void
  children: ReactNode
}

/**
 * The shell of the talent's modals: the light command dialog (ARCHITECTURE budgets: Radix
 * Dialog's scroll lock restyles the whole theme on open and close), portalled into the
 * Themes root. The element marked `data-autofocus` gets focus; Escape closes.
 */
export function TalentModal({ title, onClose, children }: TalentModalProps) {
  const titleId = useId()
  const [container, setContainer] = useState<HTMLElement | null>(null)
  const anchor = useCallback((el: HTMLSpanElement | null) => {
    if (el) setContainer(el.closest<HTMLElement>('.radix-themes') ?? el.parentElement)
  }, [])
  const initialFocus = useMemo(
    () =>
      ({
        get current() {
          return (
            container?.querySelector<HTMLElement>(`[aria-labelledby="${titleId}"] [data-autofocus]`) ?? null
          )
        },
      }) as RefObject<HTMLElement | null>,
    [container, titleId],
  )
  return (
    <>
      <span ref={anchor} hidden />
      {container ? (
        <CommandDialog
          open
          onClose={onClose}
          container={container}
          labelledBy={titleId}
          className="talent-modal"
          initialFocus={initialFocus}
        >
          <Box p="4">
            <Heading as="h2" size="4" id={titleId} mb="3">
              {title}
            </Heading>
            {children}
          </Box>
        </CommandDialog>
      ) : null}
    </>
  )
}

export type ModalFooterProps = {
  onCancel: () => void
  /** A submit button (the form's), or nothing for a modal that acts on choice. */
  submit?: ReactNode
  cancelKey?: string
}

export function ModalFooter({
  onCancel,
  submit,
  cancelKey = 'msp.v2.talent.dialog.cancel',
}: ModalFooterProps) {
  const { t } = useTranslation()
  return (
    <Flex gap="3" mt="4" justify="end">
      <Button type="button" variant="soft" color="gray" onClick={onCancel}>
        {t(cancelKey)}
      </Button>
      {submit}
    </Flex>
  )
}
