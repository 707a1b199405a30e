import { Grid } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { DatePickerSlot, datePlaceholder } from '../../../ui/date-picker/date-picker'
import { TextFormField } from '../../../ui/forms/text-form-field'
import { CheckboxField } from './form-controls'
import { FormSection, labelOf, type SectionProps } from './form-section'

/** Timeline: assignment period, hiring and public deadlines, publish date visibility. */
export function TimelineSection({ draft, set, error, rules }: SectionProps) {
  const { t } = useTranslation()
  const date = (
    id: string,
    field: 'assignmentStart' | 'assignmentEnd' | 'hiringDeadline' | 'publicDeadline',
    labelKey: string,
    rule: string,
  ) =>
    rule === 'hide' ? null : (
      <TextFormField
        id={id}
        placeholder={datePlaceholder()}
        label={labelOf(t(labelKey), rule === 'required')}
        value={draft[field]}
        onChange={(e) => set({ [field]: e.target.value })}
        error={error(field)}
      >
        <DatePickerSlot
          value={draft[field]}
          label={t(labelKey)}
          min={field === 'assignmentEnd' ? draft.assignmentStart || undefined : undefined}
          onPick={(picked) => set({ [field]: picked })}
        />
      </TextFormField>
    )
  return (
    <FormSection anchor="timeline" title={t('msp.v2.project.form.section.timeline')}>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        {date(
          'project-assignment-start',
          'assignmentStart',
          'msp.v2.project.form.assignment.start',
          rules.assignmentStart,
        )}
        {date(
          'project-assignment-end',
          'assignmentEnd',
          'msp.v2.project.form.assignment.end',
          rules.assignmentEnd,
        )}
        {date(
          'project-hiring-deadline',
          'hiringDeadline',
          'msp.v2.project.form.hiring.deadline',
          rules.hiringDeadline,
        )}
        {date('project-public-deadline', 'publicDeadline', 'msp.v2.project.form.public.deadline', 'optional')}
      </Grid>
      {rules.publishDateVisible !== 'hide' ? (
        <CheckboxField
          id="project-publish-date-visible"
          label={t('msp.v2.project.form.publish.date.visible')}
          checked={draft.publishDateVisible}
          onChange={(publishDateVisible) => set({ publishDateVisible })}
        />
      ) : null}
    </FormSection>
  )
}

export type PositionsSectionProps = SectionProps & { multipleApplicationsOffered: boolean }

/** Positions to fill and max submissions (unlimited means -1). */
export function PositionsSection({
  draft,
  set,
  error,
  rules,
  multipleApplicationsOffered,
}: PositionsSectionProps) {
  const { t } = useTranslation()
  return (
    <FormSection anchor="positions" title={t('msp.v2.project.form.section.positions')}>
      <Grid columns={{ initial: '1', sm: '2' }} gap="4" align="end">
        {rules.positions !== 'hide' ? (
          <TextFormField
            id="project-positions"
            label={labelOf(t('msp.v2.project.form.positions'), rules.positions === 'required')}
            inputMode="numeric"
            value={draft.positions}
            onChange={(e) => set({ positions: e.target.value })}
            error={error('positions')}
          />
        ) : null}
        {rules.maxSubmissions !== 'hide' ? (
          <TextFormField
            id="project-max-submissions"
            label={labelOf(t('msp.v2.project.form.max.submissions'), rules.maxSubmissions === 'required')}
            inputMode="numeric"
            disabled={draft.unlimitedSubmissions}
            value={draft.unlimitedSubmissions ? '' : draft.maxSubmissions}
            placeholder={draft.unlimitedSubmissions ? t('msp.v2.project.form.unlimited') : undefined}
            onChange={(e) => set({ maxSubmissions: e.target.value })}
            error={error('maxSubmissions')}
          />
        ) : null}
      </Grid>
      {rules.maxSubmissions !== 'hide' ? (
        <CheckboxField
          id="project-unlimited-submissions"
          label={t('msp.v2.project.form.unlimited.submissions')}
          checked={draft.unlimitedSubmissions}
          onChange={(unlimitedSubmissions) => set({ unlimitedSubmissions })}
        />
      ) : null}
      {multipleApplicationsOffered ? (
        <CheckboxField
          id="project-multiple-applications"
          label={t('msp.v2.project.form.multiple.applications')}
          checked={draft.multipleApplicationsAllowed}
          onChange={(multipleApplicationsAllowed) => set({ multipleApplicationsAllowed })}
        />
      ) : null}
    </FormSection>
  )
}
