import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { ProjectDetail } from '../../../../shared/contracts/project'
import { errorText } from '../../../app/api-error'
import { useDefinedMutation } from '../../../app/mutation'
import { translateIfKnown } from '../../../i18n/i18n'
import { DatePickerSlot, datePlaceholder } from '../../../ui/date-picker/date-picker'
import { FormError } from '../../../ui/forms/form-error'
import { showToast } from '../../../ui/toasts/toast-store'
import { saveProjectPart } from '../api'

export type QuickEdit = 'positions' | 'dates'

type Field = { key: string; label: string; value: string; date?: boolean; hint?: string }

/**
 * The project page's quick edits (§7 project parts): positions and max submissions
 * (PUT project/{id}/positions), or the timeline (PUT project/{id}/timelines), without the
 * whole form; the server checks them as it checks the form.
 */
export function QuickEditDialog({
  kind,
  project,
  onClose,
}: {
  kind: QuickEdit
  project: ProjectDetail
  onClose: () => void
}) {
  const { t } = useTranslation()
  const f = project.form
  const [values, setValues] = useState<Record<string, string>>(
    kind === 'positions'
      ? {
          positions: String(f.positions),
          maxSubmissions: f.maxSubmissions < 0 ? '' : String(f.maxSubmissions),
        }
      : {
          hiringDeadline: f.hiringDeadline ?? '',
          assignmentStart: f.assignmentStart ?? '',
          assignmentEnd: f.assignmentEnd ?? '',
        },
  )
  const save = useDefinedMutation(saveProjectPart)
  const ids = useId()
  const fields: Field[] =
    kind === 'positions'
      ? [
          { key: 'positions', label: t('msp.v2.project.form.positions'), value: values.positions },
          {
            key: 'maxSubmissions',
            label: t('msp.v2.project.form.max.submissions'),
            value: values.maxSubmissions,
            hint: t('msp.v2.project.page.quick.unlimited'),
          },
        ]
      : [
          {
            key: 'hiringDeadline',
            label: t('msp.v2.project.form.hiring.deadline'),
            value: values.hiringDeadline,
            date: true,
          },
          {
            key: 'assignmentStart',
            label: t('msp.v2.project.form.assignment.start'),
            value: values.assignmentStart,
            date: true,
          },
          {
            key: 'assignmentEnd',
            label: t('msp.v2.project.form.assignment.end'),
            value: values.assignmentEnd,
            date: true,
          },
        ]
  const number = (v: string) => (v.trim() === '' ? Number.NaN : Number(v.trim()))
  const body =
    kind === 'positions'
      ? {
          positions: number(values.positions),
          maxSubmissions: values.maxSubmissions.trim() === '' ? -1 : number(values.maxSubmissions),
        }
      : {
          hiringDeadline: values.hiringDeadline.trim() || null,
          assignmentStart: values.assignmentStart.trim() || null,
          assignmentEnd: values.assignmentEnd.trim() || null,
        }
  const title = t(`msp.v2.project.page.quick.${kind}`)
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="440px">
        <Dialog.Title>{title}</Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {project.form.title}
        </Dialog.Description>
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            save.mutate(
              { projectId: project.id, part: kind === 'positions' ? 'positions' : 'timelines', body },
              {
                onSuccess: () => {
                  showToast('success', t('msp.v2.project.page.quick.saved', { what: title }))
                  onClose()
                },
              },
            )
          }}
        >
          <Flex direction="column" gap="3" mt="3">
            {fields.map((field, i) => (
              <Flex key={field.key} direction="column" gap="1">
                <Text as="label" size="2" weight="medium" htmlFor={`${ids}-${field.key}`}>
                  {field.label}
                </Text>
                <TextField.Root
                  id={`${ids}-${field.key}`}
                  autoFocus={i === 0}
                  inputMode={field.date ? undefined : 'numeric'}
                  placeholder={field.date ? datePlaceholder() : field.hint}
                  value={field.value}
                  onChange={(e) => setValues({ ...values, [field.key]: e.target.value })}
                >
                  {field.date ? (
                    <DatePickerSlot
                      value={field.value}
                      label={field.label}
                      onPick={(day) => setValues({ ...values, [field.key]: day })}
                    />
                  ) : null}
                </TextField.Root>
              </Flex>
            ))}
            <FormError message={save.error ? errorText(save.error, translateIfKnown) : null} />
            <Flex gap="3" justify="end">
              <Dialog.Close>
                <Button type="button" variant="soft" color="gray">
                  {t('msp.v2.project.page.cancel')}
                </Button>
              </Dialog.Close>
              <Button type="submit" loading={save.isPending}>
                {t('msp.v2.project.page.save')}
              </Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  )
}
