import { IconButton, TextField } from '@radix-ui/themes'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Icon } from '../icon'
import { TextFormField, type TextFormFieldProps } from './text-form-field'

export type PasswordFormFieldProps = Omit<TextFormFieldProps, 'type' | 'children'>

/** A password field whose content can be revealed, to catch typos before submitting. */
export function PasswordFormField(props: PasswordFormFieldProps) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  return (
    <TextFormField {...props} type={visible ? 'text' : 'password'}>
      <TextField.Slot side="right">
        <IconButton
          type="button"
          size="2"
          variant="ghost"
          color="gray"
          aria-label={t('msp.v2.auth.password.show')}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </IconButton>
      </TextField.Slot>
    </TextFormField>
  )
}
