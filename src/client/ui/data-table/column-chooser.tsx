import { Button, DropdownMenu } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'

export type ColumnChooserProps = {
  columns: readonly { id: string; label: string }[]
  hidden: ReadonlySet<string>
  onToggle: (id: string) => void
  open: boolean
  onOpenChange: (open: boolean) => void
  defaultOpen?: boolean
}

/**
 * The columns a screen shows, chosen by the user and remembered (issue 21 §1). The first
 * column (the row's name) always shows. Loaded on idle with the menu machinery (lazyMenu).
 */
export function ColumnChooser({ columns, hidden, onToggle, open, onOpenChange }: ColumnChooserProps) {
  const { t } = useTranslation()
  return (
    <DropdownMenu.Root open={open} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger>
        <Button variant="ghost" color="gray" size="1" className="data-table-columns-button">
          {t('msp.v2.table.columns')}
          <DropdownMenu.TriggerIcon />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content size="1" aria-label={t('msp.v2.table.columns')}>
        {columns.map((column, index) => (
          <DropdownMenu.CheckboxItem
            key={column.id}
            checked={!hidden.has(column.id)}
            disabled={index === 0}
            onSelect={(event) => event.preventDefault()}
            onCheckedChange={() => onToggle(column.id)}
          >
            {column.label}
          </DropdownMenu.CheckboxItem>
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  )
}
