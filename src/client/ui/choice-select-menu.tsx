import { Select } from '@radix-ui/themes'
import type { ChoiceSelectProps } from './choice-select'

/** The loaded ChoiceSelect: Radix Themes' Select over the options. */
export function ChoiceSelectMenu({
  value,
  options,
  onValueChange,
  label,
  defaultOpen,
}: ChoiceSelectProps & { defaultOpen?: boolean }) {
  return (
    <Select.Root value={value} onValueChange={onValueChange} defaultOpen={defaultOpen}>
      <Select.Trigger aria-label={label} />
      <Select.Content>
        {options.map((option) => (
          <Select.Item key={option.value} value={option.value}>
            {option.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  )
}
