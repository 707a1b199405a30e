import { Button, Dialog, Flex, Select, Text } from '@radix-ui/themes'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  type LocationTemplateInput,
  locationTemplateInputSchema,
} from '../../../../shared/contracts/location-template'
import type { SavedLocation } from '../../../../shared/contracts/project'
import { dialogFormHandlers } from '../../../ui/forms/dialog-form'
import { TextFormField } from '../../../ui/forms/text-form-field'
import { firstErrorPerField } from '../../../ui/forms/zod-field-errors'

const NONE = '__none__'
const FIELDS = ['name', 'line1', 'line2', 'zipCode', 'city', 'state'] as const

export type LocationDialogProps = {
  /** The template being edited, a new one (`{}`), or null when closed. */
  location: Partial<SavedLocation> | null
  legalEntityId: number
  countries: { iso2: string; name: string }[]
  serverErrors: Record<string, string>
  saving: boolean
  onSave: (body: LocationTemplateInput) => void
  onClose: () => void
}

/** Add or edit a location template: a name and the §3 address fields; Enter or Ctrl+Enter saves. */
export function LocationDialog({ location, ...rest }: LocationDialogProps) {
  const { t } = useTranslation()
  return (
    <Dialog.Root open={location !== null} onOpenChange={(open) => !open && rest.onClose()}>
      <Dialog.Content maxWidth="520px" aria-describedby={undefined}>
        <Dialog.Title>
          {t(location?.id ? 'msp.v2.locations.dialog.edit' : 'msp.v2.locations.dialog.add')}
        </Dialog.Title>
        {location ? <LocationFields key={location.id ?? 'new'} location={location} {...rest} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  )
}

function LocationFields({
  location,
  legalEntityId,
  countries,
  serverErrors,
  saving,
  onSave,
  onClose,
}: Omit<LocationDialogProps, 'location'> & { location: Partial<SavedLocation> }) {
  const { t } = useTranslation()
  const [values, setValues] = useState<Record<(typeof FIELDS)[number] | 'countryCode', string>>({
    name: location.name ?? '',
    line1: location.line1 ?? '',
    line2: location.line2 ?? '',
    zipCode: location.zipCode ?? '',
    city: location.city ?? '',
    state: location.state ?? '',
    countryCode: location.countryCode ?? '',
  })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const shown = { ...serverErrors, ...errors }
  const save = () => {
    const body: LocationTemplateInput = {
      legalEntityId,
      ...values,
      countryCode: values.countryCode || null,
    }
    const parsed = locationTemplateInputSchema.safeParse(body)
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error))
      requestAnimationFrame(() =>
        document.querySelector<HTMLElement>('.location-dialog [aria-invalid="true"]')?.focus(),
      )
      return
    }
    setErrors({})
    onSave(body)
  }
  const handlers = dialogFormHandlers(save)
  return (
    <form noValidate {...handlers} className="location-dialog">
      <Flex direction="column" gap="3" mt="2">
        {FIELDS.map((field, index) => (
          <TextFormField
            key={field}
            id={`location-${field}`}
            label={t(`msp.v2.locations.field.${field}`)}
            value={values[field]}
            autoFocus={index === 0}
            onChange={(e) => setValues((v) => ({ ...v, [field]: e.target.value }))}
            error={shown[field] ? t(shown[field]) : undefined}
          />
        ))}
        <Flex direction="column" gap="1">
          <Text as="label" htmlFor="location-country" size="2" weight="medium">
            {t('msp.v2.locations.field.countryCode')}
          </Text>
          <Select.Root
            value={values.countryCode || NONE}
            onValueChange={(v) => setValues((old) => ({ ...old, countryCode: v === NONE ? '' : v }))}
          >
            <Select.Trigger id="location-country" aria-invalid={shown.countryCode ? true : undefined} />
            <Select.Content>
              <Select.Item value={NONE}>{t('msp.v2.locations.field.country.none')}</Select.Item>
              {countries.map((c) => (
                <Select.Item key={c.iso2} value={c.iso2}>
                  {c.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
          {shown.countryCode ? (
            <Text role="alert" size="2" color="red">
              {t(shown.countryCode)}
            </Text>
          ) : null}
        </Flex>
        <Flex gap="3" justify="end" mt="2">
          <Button type="button" variant="soft" color="gray" onClick={onClose}>
            {t('msp.v2.questions.dialog.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('msp.v2.questions.dialog.save')}
            <kbd className="toast-key">Ctrl+Enter</kbd>
          </Button>
        </Flex>
      </Flex>
    </form>
  )
}
