import { Callout } from '@radix-ui/themes'

export type FormErrorProps = {
  /** The translated message; nothing renders without one. */
  message: string | null | undefined
}

/** The error of a whole form (not of one field), announced to screen readers. */
export function FormError({ message }: FormErrorProps) {
  if (!message) return null
  return (
    <Callout.Root color="red" role="alert" variant="surface">
      <Callout.Text>{message}</Callout.Text>
    </Callout.Root>
  )
}
