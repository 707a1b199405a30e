import '../../../commands/command-surfaces.css'
import '../talent-register.css'
import { Box, Button, Flex, Heading, Link, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useCallback, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { type TalentRegisterInput, talentRegisterSchema } from '../../../../shared/contracts/talent-register'
import { countriesQuery } from '../../../api/reference'
import { toApiError } from '../../../app/api-error'
import { useDefinedMutation } from '../../../app/mutation'
import { CommandDialog } from '../../../commands/command-dialog'
import { translateIfKnown } from '../../../i18n/i18n'
import { dialogFormHandlers } from '../../../ui/forms/dialog-form'
import { FormError } from '../../../ui/forms/form-error'
import { TextFormField } from '../../../ui/forms/text-form-field'
import { firstErrorPerField, firstServerErrorPerField } from '../../../ui/forms/zod-field-errors'
import { showToast } from '../../../ui/toasts/toast-store'
import { registerTalent } from '../api'

export type TalentRegisterDialogProps = { onClose: () => void }

type Fields = Record<
  'firstName' | 'lastName' | 'email' | 'phone' | 'title' | 'city' | 'countryCode' | 'skills',
  string
>
const EMPTY: Fields = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  title: '',
  city: '',
  countryCode: '',
  skills: '',
}

/**
 * Register a talent (POST freelancer/register): names, email or phone, and what fills the
 * profile. Checked with the server's schema before sending; on success the new talent opens.
 * An email already registered offers the existing talent instead.
 */
export function TalentRegisterDialog({ onClose }: TalentRegisterDialogProps) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const titleId = useId()
  const hintId = useId()
  const [container, setContainer] = useState<HTMLElement | null>(null)
  const anchor = useCallback((el: HTMLSpanElement | null) => {
    if (el) setContainer(el.closest<HTMLElement>('.radix-themes') ?? el.parentElement)
  }, [])
  const [fields, setFields] = useState<Fields>(EMPTY)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const countries = useQuery(countriesQuery(i18n.language)).data ?? []
  const initialFocus = useMemo(
    () => ({
      get current() {
        return document.getElementById('talent-register-firstName')
      },
    }),
    [],
  )

  const register = useDefinedMutation(registerTalent, {
    meta: { inlineErrors: true },
    onSuccess: ({ id }) => {
      showToast(
        'success',
        t('msp.v2.talent.register.done', { name: `${fields.firstName} ${fields.lastName}`.trim() }),
      )
      onClose()
      void navigate(`/talent/${id}`)
    },
    onError: (error) => {
      const e = toApiError(error)
      if (Object.keys(e.fields).length > 0) setErrors(firstServerErrorPerField(e.fields))
    },
  })
  const apiError = register.error ? toApiError(register.error) : null
  const existingId = apiError?.error === 'msp.v2.talent.register.exists' ? Number(apiError.messages[0]) : null

  const save = () => {
    if (register.isPending) return
    const input: TalentRegisterInput = {
      ...fields,
      skills: fields.skills
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    }
    const parsed = talentRegisterSchema.safeParse(input)
    if (!parsed.success) {
      setErrors(firstErrorPerField(parsed.error))
      document.getElementById(`talent-register-${Object.keys(firstErrorPerField(parsed.error))[0]}`)?.focus()
      return
    }
    setErrors({})
    register.mutate(parsed.data)
  }
  const field = (
    name: keyof Fields,
    labelKey: string,
    extra: { type?: 'email' | 'tel'; autoComplete?: string } = {},
  ) => (
    <TextFormField
      id={`talent-register-${name}`}
      label={t(labelKey)}
      value={fields[name]}
      onChange={(e) => setFields((f) => ({ ...f, [name]: e.target.value }))}
      error={errors[name] ? (translateIfKnown(errors[name]) ?? t('msp.v2.message.generic.error')) : undefined}
      size="2"
      {...extra}
    />
  )
  const formError =
    apiError && Object.keys(apiError.fields).length === 0
      ? (translateIfKnown(apiError.error ?? '') ?? t('msp.v2.message.generic.error'))
      : null

  return (
    <>
      <span ref={anchor} hidden />
      {container ? (
        <CommandDialog
          open
          onClose={onClose}
          container={container}
          labelledBy={titleId}
          describedBy={hintId}
          className="talent-register-dialog"
          initialFocus={initialFocus}
        >
          <Box p="4">
            <Heading as="h2" size="4" id={titleId} mb="1">
              {t('msp.v2.talent.register.title')}
            </Heading>
            <Text as="p" size="2" color="gray" id={hintId} mb="3">
              {t('msp.v2.talent.register.hint')}
            </Text>
            <form noValidate {...dialogFormHandlers(save)}>
              <div className="talent-register-grid">
                {field('firstName', 'msp.v2.talent.register.firstName', { autoComplete: 'off' })}
                {field('lastName', 'msp.v2.talent.register.lastName', { autoComplete: 'off' })}
                {field('email', 'msp.v2.talent.register.email', { type: 'email', autoComplete: 'off' })}
                {field('phone', 'msp.v2.talent.register.phone', { type: 'tel', autoComplete: 'off' })}
                {field('title', 'msp.v2.talent.register.jobTitle')}
                {field('city', 'msp.v2.talent.register.city')}
                <Flex direction="column" gap="1">
                  <Text as="label" htmlFor="talent-register-countryCode" size="2" weight="medium">
                    {t('msp.v2.talent.register.country')}
                  </Text>
                  <select
                    id="talent-register-countryCode"
                    className="talent-register-select"
                    value={fields.countryCode}
                    onChange={(e) => setFields((f) => ({ ...f, countryCode: e.target.value }))}
                  >
                    <option value="">{t('msp.v2.talent.register.country.none')}</option>
                    {countries.map((c) => (
                      <option key={c.iso2} value={c.iso2}>
                        {c.name}
                      </option>
                    ))}
                  </select>
                </Flex>
                {field('skills', 'msp.v2.talent.register.skills')}
              </div>
              <Box mt="3">
                <FormError message={formError} />
                {existingId ? (
                  <Text as="p" size="2" mt="2">
                    <Link
                      href={`/talent/${existingId}`}
                      onClick={(e) => {
                        e.preventDefault()
                        onClose()
                        void navigate(`/talent/${existingId}`)
                      }}
                    >
                      {t('msp.v2.talent.register.openExisting')}
                    </Link>
                  </Text>
                ) : null}
              </Box>
              <Flex gap="3" mt="4" justify="end">
                <Button type="button" variant="soft" color="gray" onClick={onClose}>
                  {t('msp.v2.talent.register.cancel')}
                </Button>
                <Button type="submit" loading={register.isPending}>
                  {t('msp.v2.talent.register.submit')}
                </Button>
              </Flex>
            </form>
          </Box>
        </CommandDialog>
      ) : null}
    </>
  )
}
