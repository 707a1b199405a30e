import { Button, Dialog, Flex, RadioGroup, Select, Text, TextField } from '@radix-ui/themes'
import { useCallback, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FILTER_OPERATORS, type FilterOperator } from '../../../../shared/domain/search-filters'
import {
  parsePostalRadius,
  TALENT_BOOLEAN_FILTERS,
  TALENT_FILTER_KEYS,
  TALENT_STATUS_FILTER_VALUES,
  type TalentFilterKey,
  type TalentFilterValue,
} from '../../../../shared/domain/talent-search'
import { PickerList } from '../../../ui/picker-list'

export type FilterDialogProps = {
  /** The filter being edited; without it the user picks the filter first. */
  initial?: TalentFilterValue
  onApply: (filter: TalentFilterValue) => void
  onClose: () => void
}

/** Contains matches by default for text; exact for ids, lists and yes/no. */
const defaultOperator = (field: TalentFilterKey): FilterOperator =>
  ['email', 'phone', 'title', 'location', 'previous_job', 'vms_id', 'tag'].includes(field) ? 'LIKE' : 'EQ'

const CHOICES: Partial<Record<TalentFilterKey, readonly string[]>> = {
  status: TALENT_STATUS_FILTER_VALUES,
  ...Object.fromEntries(TALENT_BOOLEAN_FILTERS.map((key) => [key, ['true', 'false']])),
}

/** Adds or edits one §2 filter by keyboard: pick the filter by typing, then operator and value, Enter applies. */
export function FilterDialog({ initial, onApply, onClose }: FilterDialogProps) {
  const { t } = useTranslation()
  const [field, setField] = useState<TalentFilterKey | null>(initial?.field ?? null)
  const [operator, setOperator] = useState<FilterOperator>(initial?.operator ?? 'EQ')
  const radius = initial?.field === 'postalcoderadius' ? parsePostalRadius(initial.value) : undefined
  const [value, setValue] = useState(radius ? radius.postalCode : (initial?.value ?? ''))
  const [km, setKm] = useState(radius ? String(radius.km) : '25')
  const label = (key: string) => t(`msp.v2.talent.search.filter.${key}`)
  const load = useCallback(
    (text: string) =>
      TALENT_FILTER_KEYS.map((key) => ({
        id: key,
        label: t(`msp.v2.talent.search.filter.${key}`),
        hint: t(`msp.v2.talent.search.filter.hint.${key}`),
      })).filter((o) => !text || o.label.toLowerCase().includes(text.toLowerCase())),
    [t],
  )
  const choices = field ? CHOICES[field] : undefined
  const finalValue = field === 'postalcoderadius' ? `${value.trim()}:${km.trim()}` : value.trim()
  const valid =
    !!field &&
    value.trim() !== '' &&
    (field !== 'postalcoderadius' || parsePostalRadius(finalValue) !== undefined)
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>
          {t(initial ? 'msp.v2.talent.search.filter.edit' : 'msp.v2.talent.search.filter.add')}
        </Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {field ? label(field) : t('msp.v2.talent.search.filter.pick')}
        </Dialog.Description>
        {!field ? (
          <PickerList
            label={t('msp.v2.talent.search.filter.pick')}
            placeholder={t('msp.v2.talent.search.filter.pick.placeholder')}
            emptyText={t('msp.v2.talent.search.filter.none')}
            load={load}
            onPick={(option) => {
              const key = option.id as TalentFilterKey
              setField(key)
              setOperator(defaultOperator(key))
            }}
          />
        ) : (
          <form
            onSubmit={(event) => {
              event.preventDefault()
              if (valid) onApply({ field, operator, value: finalValue })
            }}
          >
            <Flex direction="column" gap="3" mt="2">
              {!choices ? (
                <RadioGroup.Root
                  value={operator}
                  onValueChange={(v) => setOperator(v as FilterOperator)}
                  aria-label={t('msp.v2.talent.search.filter.operator')}
                >
                  <Flex gap="3">
                    {FILTER_OPERATORS.map((op) => (
                      <Text as="label" size="2" key={op}>
                        <Flex gap="1" align="center">
                          <RadioGroup.Item value={op} /> {t(`msp.v2.talent.search.operator.${op}`)}
                        </Flex>
                      </Text>
                    ))}
                  </Flex>
                </RadioGroup.Root>
              ) : null}
              {choices ? (
                <Select.Root value={value || undefined} onValueChange={setValue}>
                  <Select.Trigger aria-label={label(field)} autoFocus placeholder={label(field)} />
                  <Select.Content>
                    {choices.map((choice) => (
                      <Select.Item key={choice} value={choice}>
                        {t(`msp.v2.talent.search.choice.${choice}`)}
                      </Select.Item>
                    ))}
                  </Select.Content>
                </Select.Root>
              ) : (
                <TextField.Root
                  autoFocus
                  aria-label={
                    field === 'postalcoderadius' ? t('msp.v2.talent.search.filter.postal') : label(field)
                  }
                  placeholder={t(`msp.v2.talent.search.filter.hint.${field}`)}
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                />
              )}
              {field === 'postalcoderadius' ? (
                <TextField.Root
                  type="number"
                  min={1}
                  max={1000}
                  aria-label={t('msp.v2.talent.search.filter.km')}
                  value={km}
                  onChange={(e) => setKm(e.target.value)}
                >
                  <TextField.Slot side="right">{t('msp.v2.talent.search.km.unit')}</TextField.Slot>
                </TextField.Root>
              ) : null}
              <Flex gap="3" justify="end">
                <Dialog.Close>
                  <Button type="button" variant="soft" color="gray">
                    {t('msp.v2.talent.search.cancel')}
                  </Button>
                </Dialog.Close>
                <Button type="submit" disabled={!valid}>
                  {t('msp.v2.talent.search.filter.apply')}
                </Button>
              </Flex>
            </Flex>
          </form>
        )}
      </Dialog.Content>
    </Dialog.Root>
  )
}
