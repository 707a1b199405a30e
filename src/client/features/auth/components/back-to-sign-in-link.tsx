import { Link as RadixLink } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { SIGN_IN_PATH } from '../../../app/sign-in-redirect'

export function BackToSignInLink() {
  const { t } = useTranslation()
  return (
    <RadixLink asChild size="2" color="gray" underline="always">
      <Link to={SIGN_IN_PATH}>{t('msp.v2.auth.back.to.signin')}</Link>
    </RadixLink>
  )
}
