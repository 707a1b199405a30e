import { Flex, Text, TextArea, TextField } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import type { Question } from '../../../../../shared/contracts/application'
import type { ScreeningAnswer } from '../../../../../shared/domain/screening'
import { CURRENCIES } from '../../../../../shared/domain/statuses'
import { DatePickerSlot, datePlaceholder } from '../../../../ui/date-picker/date-picker'

export type ScreeningFieldProps = {
  question: Question
  /** Id of the input (or the group) the question's label points at. */
  inputId: string
  answers: readonly ScreeningAnswer[]
  readOnly: boolean
  invalid: boolean
  describedBy?: string
  defaultCurrency: string | null
  onChange: (answers: ScreeningAnswer[]) => void
}

const one = (type: string, value: string, objectValue: unknown = null): ScreeningAnswer[] =>
  value === '' && (objectValue === null || (Array.isArray(objectValue) && objectValue.length === 0))
    ? []
    : [{ groupId: null, type, value, objectValue }]

/** The input of one screening question, by its §3 type. */
export function ScreeningField({
  question,
  inputId,
  answers,
  readOnly,
  invalid,
  describedBy,
  defaultCurrency,
  onChange,
}: ScreeningFieldProps) {
  const { t } = useTranslation()
  const type = question.questionJson.type
  const options = question.questionJson.options ?? []
  const first = answers[0]
  const value = first?.value ?? ''
  const common = {
    id: inputId,
    disabled: readOnly,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    'aria-required': question.mandatory || undefined,
  }
  switch (type) {
    case 'currency': {
      const currency =
        (first?.objectValue as { currency?: string } | null | undefined)?.currency ?? defaultCurrency ?? 'EUR'
      const emit = (amount: string, code: string) =>
        onChange(one(type, amount, amount === '' ? null : { amount: Number(amount), currency: code }))
      return (
        <Flex gap="2" align="center">
          <TextField.Root
            {...common}
            type="number"
            min="0"
            step="any"
            value={value}
            onChange={(e) => emit(e.target.value, currency)}
          />
          <select
            aria-label={t('msp.v2.application.screening.currency')}
            disabled={readOnly}
            value={currency}
            onChange={(e) => emit(value, e.target.value)}
          >
            {CURRENCIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        </Flex>
      )
    }
    case 'date':
      return (
        <TextField.Root
          {...common}
          placeholder={datePlaceholder()}
          value={value}
          onChange={(e) => onChange(one(type, e.target.value))}
        >
          {readOnly ? null : (
            <DatePickerSlot
              value={value}
              label={question.label}
              onPick={(picked) => onChange(one(type, picked))}
            />
          )}
        </TextField.Root>
      )
    case 'number':
      return (
        <TextField.Root
          {...common}
          type="number"
          step="any"
          value={value}
          onChange={(e) => onChange(one(type, e.target.value))}
        />
      )
    case 'textField':
      return (
        <TextField.Root {...common} value={value} onChange={(e) => onChange(one(type, e.target.value))} />
      )
    case 'text':
      return (
        <TextArea {...common} rows={3} value={value} onChange={(e) => onChange(one(type, e.target.value))} />
      )
    case 'dropdown':
      return (
        <select
          {...common}
          className="screening-select"
          value={value}
          onChange={(e) => onChange(one(type, e.target.value))}
        >
          <option value="">{t('msp.v2.application.screening.choose')}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )
    case 'radio':
      return (
        <Flex
          {...common}
          role="radiogroup"
          aria-labelledby={`${inputId}-label`}
          gap="3"
          wrap="wrap"
          aria-disabled={readOnly || undefined}
        >
          {options.map((o) => (
            <Text as="label" size="2" key={o.value}>
              <Flex gap="1" align="center">
                <input
                  type="radio"
                  name={`screening-${question.id}`}
                  value={o.value}
                  checked={value === o.value}
                  disabled={readOnly}
                  onChange={() => onChange(one(type, o.value))}
                />
                {o.label}
              </Flex>
            </Text>
          ))}
        </Flex>
      )
    case 'checkbox':
      return (
        <Text as="label" size="2">
          <Flex gap="1" align="center">
            <input
              {...common}
              type="checkbox"
              checked={value === 'true'}
              onChange={(e) => onChange(one(type, e.target.checked ? 'true' : 'false'))}
            />
            {t('msp.v2.application.screening.yes')}
          </Flex>
        </Text>
      )
    case 'checkboxList': {
      const picked = Array.isArray(first?.objectValue)
        ? (first.objectValue as unknown[]).map(String)
        : value.split(',').filter(Boolean)
      const toggle = (option: string, on: boolean) => {
        const next = options.map((o) => o.value).filter((v) => (v === option ? on : picked.includes(v)))
        onChange(one(type, next.join(','), next))
      }
      return (
        <Flex {...common} role="group" aria-labelledby={`${inputId}-label`} gap="3" wrap="wrap">
          {options.map((o) => (
            <Text as="label" size="2" key={o.value}>
              <Flex gap="1" align="center">
                <input
                  type="checkbox"
                  checked={picked.includes(o.value)}
                  disabled={readOnly}
                  onChange={(e) => toggle(o.value, e.target.checked)}
                />
                {o.label}
              </Flex>
            </Text>
          ))}
        </Flex>
      )
    }
    default:
      // §5: an unknown component is reported, not guessed at; validation flags it too.
      return (
        <Text size="2" color="red">
          {t('msp.v2.application.screening.field.component')}
        </Text>
      )
  }
}
