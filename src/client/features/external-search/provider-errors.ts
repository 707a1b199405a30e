import type { TFunction } from 'i18next'
import { toApiError } from '../../app/api-error'

/**
 * A provider's fault as the user reads it: timeout, 429 with the seconds to wait, 5xx, a
 * refused credential, syntax the provider does not understand (its own words as the detail).
 */
export function providerErrorText(t: TFunction, error: unknown): string {
  const e = toApiError(error)
  const detail = e.messages[0] ?? ''
  if (e.status === 429) {
    const seconds = Number(e.messages.at(-1))
    return Number.isFinite(seconds) && seconds > 0
      ? t('msp.v2.external.fault.rateLimitedFor', { seconds })
      : t('msp.v2.external.provider.rateLimited')
  }
  if (e.error?.startsWith('msp.v2.external.'))
    return t(e.error, { detail, defaultValue: t('msp.v2.external.fault.other') })
  if (e.status >= 500 || e.status === 0) return t('msp.v2.external.provider.unavailable')
  return t(e.error ?? 'msp.v2.external.fault.other', { defaultValue: t('msp.v2.external.fault.other') })
}
