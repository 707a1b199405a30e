import { Button, Dialog, Flex, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { variablesIn } from '../../../../shared/domain/email'
import type { RejectChoice, RejectOptionsRequest } from '../../../commands/email-requests'
import { filterOptions, PickerList, type PickerOption } from '../../../ui/picker-list'
import { emailTemplatesQuery } from '../api'
import { languageName } from '../email-text'
import { useReturnFocus } from '../use-return-focus'

export type RejectOptionsDialogProps = { request: RejectOptionsRequest | null }

const NO_EMAIL = 'none'
const NO_REASON = 'none'

/**
 * Reject's variant (issue 19 §2), by keyboard: type to pick the rejection template (or no
 * email), then the reason (a label of the rejected stage); Enter picks, Escape cancels.
 */
export function RejectOptionsDialog({ request }: RejectOptionsDialogProps) {
  const { t } = useTranslation()
  const returnFocus = useReturnFocus(request !== null)
  return (
    <Dialog.Root open={request !== null} onOpenChange={(open) => !open && request?.resolve(null)}>
      <Dialog.Content maxWidth="560px" aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
        <Dialog.Title>{t('msp.v2.email.reject.title', { count: request?.count ?? 0 })}</Dialog.Title>
        {request ? <RejectOptions request={request} /> : null}
      </Dialog.Content>
    </Dialog.Root>
  )
}

function RejectOptions({ request }: { request: RejectOptionsRequest }) {
  const { t, i18n } = useTranslation()
  const list = useQuery(emailTemplatesQuery).data
  const [email, setEmail] = useState<RejectChoice['email'] | null>(null)
  const templates = (list?.templates ?? []).filter((x) => x.motivation === 'jobRejection')
  const chosen = templates.find((x) => x.id === email?.templateId)
  const needsReason =
    !!chosen &&
    Object.values(chosen.variants).some((v) => variablesIn(v.body + v.subject).includes('rejection.reason'))

  if (email === null) {
    const options: PickerOption[] = [
      ...[...templates]
        .sort((a, b) => Number(b.isDefault) - Number(a.isDefault))
        .map((x) => ({
          id: x.id,
          label: x.name,
          hint: x.isDefault
            ? t('msp.v2.email.reject.default', {
                languages: Object.keys(x.variants)
                  .map((iso) => languageName(iso, i18n.language))
                  .join(', '),
              })
            : undefined,
        })),
      { id: NO_EMAIL, label: t('msp.v2.email.reject.noEmail') },
    ]
    return (
      <Flex direction="column" gap="3">
        <Text size="2" color="gray">
          {t('msp.v2.email.reject.template')}
        </Text>
        <PickerList
          label={t('msp.v2.email.reject.template.label')}
          placeholder={t('msp.v2.email.compose.template.placeholder')}
          emptyText={t('msp.v2.email.compose.template.none')}
          load={(text) => filterOptions(options, text)}
          onPick={(option) => {
            const choice = { templateId: option.id === NO_EMAIL ? null : Number(option.id) }
            // Without reasons to pick from, the reject goes straight on.
            if (request.reasons.length === 0) request.resolve({ email: choice })
            else setEmail(choice)
          }}
        />
      </Flex>
    )
  }

  const reasons: PickerOption[] = [
    ...request.reasons.map((r) => ({ id: r.id, label: r.name })),
    ...(needsReason ? [] : [{ id: NO_REASON, label: t('msp.v2.email.reject.noReason') }]),
  ]
  return (
    <Flex direction="column" gap="3">
      <Flex align="center" gap="2" wrap="wrap">
        <Text size="2">
          {chosen
            ? t('msp.v2.email.reject.with', { template: chosen.name })
            : t('msp.v2.email.reject.without')}
        </Text>
        <Button size="1" variant="ghost" onClick={() => setEmail(null)}>
          {t('msp.v2.email.compose.change')}
        </Button>
      </Flex>
      <Text size="2" color="gray">
        {t(needsReason ? 'msp.v2.email.reject.reason.required' : 'msp.v2.email.reject.reason')}
      </Text>
      <PickerList
        label={t('msp.v2.email.reject.reason.label')}
        placeholder={t('msp.v2.email.reject.reason.placeholder')}
        emptyText={t('msp.v2.email.reject.reason.none')}
        load={(text) => filterOptions(reasons, text)}
        onPick={(option) =>
          request.resolve({
            email,
            reasonLabelId: option.id === NO_REASON ? undefined : Number(option.id),
          })
        }
      />
    </Flex>
  )
}
