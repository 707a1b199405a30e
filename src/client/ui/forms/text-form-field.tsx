import { Flex, Text, TextField } from '@radix-ui/themes'
import type { ReactNode } from 'react'

export type TextFormFieldProps = Omit<TextField.RootProps, 'id'> & {
  id: string
  label: string
  /** Already translated. Announced when it appears. */
  error?: string
  /** Ids of further descriptive elements, e.g. a rules list. */
  describedBy?: string
  /** Slots inside the field, e.g. a show-password toggle. */
  children?: ReactNode
}

export function TextFormField({
  id,
  label,
  error,
  describedBy,
  children,
  ...inputProps
}: TextFormFieldProps) {
  const errorId = `${id}-error`
  const descriptions = [error ? errorId : undefined, describedBy].filter(Boolean).join(' ')
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      <TextField.Root
        id={id}
        size="3"
        aria-invalid={error ? true : undefined}
        aria-describedby={descriptions || undefined}
        color={error ? 'red' : undefined}
        variant="surface"
        {...inputProps}
      >
        {children}
      </TextField.Root>
      {error ? (
        <Text id={errorId} role="alert" size="2" color="red">
          {error}
        </Text>
      ) : null}
    </Flex>
  )
}
