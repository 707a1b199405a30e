import { Flex, Grid, Heading } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { PasswordFormField } from '../../../ui/forms/password-form-field'
import { TextFormField } from '../../../ui/forms/text-form-field'

/** The shared form fields in their states. Not wired to anything: a catalogue, not a form. */
export function ShowcaseForms() {
  const { t } = useTranslation()
  return (
    <Flex direction="column" gap="3" asChild>
      <section aria-labelledby="ui-showcase-forms">
        <Heading as="h2" size="5" id="ui-showcase-forms">
          {t('msp.v2.ui.showcase.forms.title')}
        </Heading>
        <Grid columns={{ initial: '1', md: '2' }} gap="4" maxWidth="760px">
          <TextFormField id="ui-showcase-field-empty" label={t('msp.v2.ui.showcase.forms.empty')} />
          <TextFormField
            id="ui-showcase-field-filled"
            label={t('msp.v2.ui.showcase.forms.filled')}
            defaultValue="Anna Schmidt"
          />
          <TextFormField
            id="ui-showcase-field-error"
            label={t('msp.v2.ui.showcase.forms.error')}
            defaultValue="anna@"
            error={t('msp.v2.ui.showcase.forms.error.text')}
          />
          <TextFormField
            id="ui-showcase-field-disabled"
            label={t('msp.v2.ui.showcase.forms.disabled')}
            defaultValue="Acme Staffing GmbH"
            disabled
          />
          <PasswordFormField
            id="ui-showcase-field-password"
            label={t('msp.v2.ui.showcase.forms.password')}
            defaultValue="Recruit!2026"
            autoComplete="off"
          />
        </Grid>
      </section>
    </Flex>
  )
}
