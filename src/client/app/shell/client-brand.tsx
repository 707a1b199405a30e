import { Text } from '@radix-ui/themes'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import type { ClientContext } from '../../../shared/contracts/client-context'
import { BrandMark } from './brand-mark'

export type ClientBrandProps = {
  /** Unknown while loading or when signed out: the product name stands in. */
  client: Pick<ClientContext, 'name' | 'mspLogo'> | undefined
}

/** The client's logo, or its name as text when it has none or the image fails. */
export function ClientBrand({ client }: ClientBrandProps) {
  const { t } = useTranslation()
  const [failedLogo, setFailedLogo] = useState<string | null>(null)
  const logo = client?.mspLogo && client.mspLogo !== failedLogo ? client.mspLogo : null
  const name = client?.name ?? t('msp.v2.app.name')
  return (
    <Link to="/" className="client-brand">
      {logo ? (
        <img src={logo} alt={name} className="client-brand-logo" onError={() => setFailedLogo(logo)} />
      ) : (
        <>
          <BrandMark size={28} />
          <Text size="3" weight="bold" truncate>
            {name}
          </Text>
        </>
      )}
    </Link>
  )
}
