import { Checkbox, Flex, Select, Text, TextArea } from '@radix-ui/themes'
import type { ReactNode } from 'react'

const NONE = '__none__'

function FieldFrame({
  id,
  label,
  error,
  children,
}: {
  id: string
  label: string
  error?: string
  children: ReactNode
}) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label}
      </Text>
      {children}
      {error ? (
        <Text id={`${id}-error`} role="alert" size="2" color="red">
          {error}
        </Text>
      ) : null}
    </Flex>
  )
}

export type SelectFieldProps = {
  id: string
  label: string
  value: string
  options: { value: string; label: string }[]
  onChange: (value: string) => void
  /** Label of the empty choice; without it a value is always chosen. */
  emptyLabel?: string
  error?: string
}

/** A labelled Radix select; the empty choice maps to ''. */
export function SelectField({ id, label, value, options, onChange, emptyLabel, error }: SelectFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <Select.Root value={value === '' ? NONE : value} onValueChange={(v) => onChange(v === NONE ? '' : v)}>
        <Select.Trigger
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          color={error ? 'red' : undefined}
        />
        <Select.Content>
          {emptyLabel !== undefined ? <Select.Item value={NONE}>{emptyLabel}</Select.Item> : null}
          {options.map((o) => (
            <Select.Item key={o.value} value={o.value}>
              {o.label}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </FieldFrame>
  )
}

export type TextAreaFieldProps = {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  error?: string
  rows?: number
}

export function TextAreaField({ id, label, value, onChange, error, rows = 6 }: TextAreaFieldProps) {
  return (
    <FieldFrame id={id} label={label} error={error}>
      <TextArea
        id={id}
        rows={rows}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        color={error ? 'red' : undefined}
        resize="vertical"
      />
    </FieldFrame>
  )
}

export type CheckboxFieldProps = {
  id: string
  label: string
  checked: boolean
  onChange: (checked: boolean) => void
  disabled?: boolean
}

export function CheckboxField({ id, label, checked, onChange, disabled }: CheckboxFieldProps) {
  return (
    <Text as="label" size="2" htmlFor={id}>
      <Flex gap="2" align="center">
        <Checkbox
          id={id}
          checked={checked}
          disabled={disabled}
          onCheckedChange={(v) => onChange(v === true)}
        />
        {label}
      </Flex>
    </Text>
  )
}
