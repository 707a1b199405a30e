import { Button, Callout, Flex } from '@radix-ui/themes'
import { useMutation } from '@tanstack/react-query'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import type { ExtractedJob } from '../../../../shared/domain/job-extract'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { FormError } from '../../../ui/forms/form-error'
import { extractJob } from '../api'
import type { ProjectDraft } from '../project-draft'

/** The form fields a found field fills, for the "filled from" note. */
const LABELS: Record<string, string> = {
  title: 'msp.v2.project.form.title',
  skills: 'msp.v2.project.form.skills',
  employment: 'msp.v2.project.form.employment',
  workMode: 'msp.v2.project.form.work.mode',
  site: 'msp.v2.project.form.site.city',
  rateMin: 'msp.v2.project.form.rate.min',
  rateMax: 'msp.v2.project.form.rate.max',
  rateUnit: 'msp.v2.project.form.rate.unit',
  currency: 'msp.v2.project.form.currency',
  assignmentStart: 'msp.v2.project.form.assignment.start',
  assignmentEnd: 'msp.v2.project.form.assignment.end',
  hiringDeadline: 'msp.v2.project.form.hiring.deadline',
  positions: 'msp.v2.project.form.positions',
}

/** What an extraction changes in the draft; fields it did not find stay as they are. */
export function draftPatch(f: ExtractedJob, currencies: readonly string[]): Partial<ProjectDraft> {
  const patch: Partial<ProjectDraft> = {}
  if (f.title) patch.title = f.title
  if (f.description) patch.description = f.description
  if (f.skills) patch.skills = f.skills.join(', ')
  if (f.employment) patch.employment = f.employment
  if (f.workMode) patch.workMode = f.workMode
  if (f.site) Object.assign(patch, { siteCity: f.site.city, siteCountryCode: f.site.countryCode })
  if (f.rateMin !== undefined) patch.rateMin = String(f.rateMin)
  if (f.rateMax !== undefined) patch.rateMax = String(f.rateMax)
  if (f.rateUnit) patch.rateUnit = f.rateUnit
  // A currency the client does not use is left for the user to choose; the form says so.
  if (f.currency && currencies.includes(f.currency)) patch.currency = f.currency
  if (f.assignmentStart) patch.assignmentStart = f.assignmentStart
  if (f.assignmentEnd) patch.assignmentEnd = f.assignmentEnd
  if (f.hiringDeadline) patch.hiringDeadline = f.hiringDeadline
  if (f.positions) patch.positions = String(f.positions)
  return patch
}

/** Create from a document (§7 POST project/extract): PDF, Word or text; the user reviews before saving. */
export function ExtractButton({
  currencies,
  onExtracted,
}: {
  currencies: readonly string[]
  onExtracted: (patch: Partial<ProjectDraft>) => void
}) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  const extract = useMutation({
    mutationFn: extractJob,
    onSuccess: (result) => onExtracted(draftPatch(result.fields, currencies)),
  })
  const found = extract.data?.found ?? []
  const foreignCurrency = extract.data?.fields.currency && !currencies.includes(extract.data.fields.currency)
  return (
    <Flex direction="column" gap="2">
      <input
        ref={input}
        type="file"
        hidden
        accept=".pdf,.docx,.txt,application/pdf,text/plain"
        onChange={(e) => {
          const file = e.target.files?.[0]
          if (file) extract.mutate(file)
          e.target.value = ''
        }}
      />
      <Button type="button" variant="soft" loading={extract.isPending} onClick={() => input.current?.click()}>
        {t('msp.v2.project.extract.button')}
      </Button>
      <FormError message={extract.error ? errorText(extract.error, translateIfKnown) : null} />
      {extract.isSuccess ? (
        <Callout.Root color="blue" variant="surface" role="status">
          <Callout.Text>
            {found.length > 0
              ? t('msp.v2.project.extract.found', {
                  fields: found
                    .filter((f) => LABELS[f])
                    .map((f) => t(LABELS[f]))
                    .join(', '),
                })
              : t('msp.v2.project.extract.nothing')}
            {foreignCurrency
              ? ` ${t('msp.v2.project.extract.currency', { currency: extract.data?.fields.currency })}`
              : ''}
          </Callout.Text>
        </Callout.Root>
      ) : null}
    </Flex>
  )
}
