import { Select } from '@radix-ui/themes'

export type PageSizeSelectProps = {
  size: number
  sizes: readonly number[]
  /** The size the list has without a `size` query parameter. */
  defaultSize: number
  label: string
  optionLabel: (size: number) => string
  /** Changes the query string (the list screens' `onChange`). */
  onChange: (apply: (params: URLSearchParams) => void) => void
}

/** The page-size choice of a list screen; the default size leaves the address without `size`. */
export function PageSizeSelect({
  size,
  sizes,
  defaultSize,
  label,
  optionLabel,
  onChange,
}: PageSizeSelectProps) {
  return (
    <Select.Root
      value={String(size)}
      onValueChange={(value) =>
        onChange((p) => (Number(value) === defaultSize ? p.delete('size') : p.set('size', value)))
      }
    >
      <Select.Trigger aria-label={label} />
      <Select.Content>
        {sizes.map((option) => (
          <Select.Item key={option} value={String(option)}>
            {optionLabel(option)}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  )
}
