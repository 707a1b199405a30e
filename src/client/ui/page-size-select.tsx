import { ChoiceSelect } from './choice-select'

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
    <ChoiceSelect
      value={String(size)}
      options={sizes.map((option) => ({ value: String(option), label: optionLabel(option) }))}
      label={label}
      onValueChange={(value) =>
        onChange((p) => (Number(value) === defaultSize ? p.delete('size') : p.set('size', value)))
      }
    />
  )
}
