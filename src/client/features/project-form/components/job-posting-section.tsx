import { Grid } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { RATE_UNIT_KEYS, showsState } from '../../../../shared/domain/formats'
import { EMPLOYMENT_TYPES, RATE_UNITS, WORK_MODES } from '../../../../shared/domain/statuses'
import { TextFormField } from '../../../ui/forms/text-form-field'
import { SelectField, TextAreaField } from './form-controls'
import { FormSection, labelOf, type SectionProps } from './form-section'
import { SavedLocationPicker } from './saved-location-picker'

export type JobPostingSectionProps = SectionProps & {
  legalEntities: { id: number; name: string }[]
  /** The legal entity is chosen when creating; an existing project keeps its own. */
  legalEntityFixed: boolean
  currencies: string[]
  countries: { iso2: string; name: string }[]
}

/** Job posting: what the project is, where, and for what rate. */
export function JobPostingSection(props: JobPostingSectionProps) {
  const { draft, set, error, rules, legalEntities, legalEntityFixed, currencies, countries } = props
  const { t } = useTranslation()
  return (
    <FormSection anchor="job-posting" title={t('msp.v2.project.form.section.job.posting')}>
      <SelectField
        id="project-legal-entity"
        label={labelOf(t('msp.v2.project.form.legal.entity'), true)}
        value={draft.legalEntityId}
        onChange={(legalEntityId) => !legalEntityFixed && set({ legalEntityId })}
        options={legalEntities
          .filter((le) => !legalEntityFixed || String(le.id) === draft.legalEntityId)
          .map((le) => ({ value: String(le.id), label: le.name }))}
        error={error('legalEntityId')}
      />
      <TextFormField
        id="project-title"
        label={labelOf(t('msp.v2.project.form.title'), true)}
        value={draft.title}
        onChange={(e) => set({ title: e.target.value })}
        error={error('title')}
        data-pane-autofocus
      />
      <TextAreaField
        id="project-description"
        label={t('msp.v2.project.form.description')}
        value={draft.description}
        onChange={(description) => set({ description })}
        error={error('description')}
      />
      <TextFormField
        id="project-skills"
        label={t('msp.v2.project.form.skills')}
        placeholder={t('msp.v2.project.form.skills.hint')}
        value={draft.skills}
        onChange={(e) => set({ skills: e.target.value })}
        error={error('skills')}
      />
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <SelectField
          id="project-employment"
          label={t('msp.v2.project.form.employment')}
          value={draft.employment}
          emptyLabel={t('msp.v2.project.form.not.set')}
          onChange={(employment) => set({ employment })}
          options={EMPLOYMENT_TYPES.map((v) => ({ value: v, label: t(`msp.v2.project.employment.${v}`) }))}
        />
        {rules.workMode !== 'hide' ? (
          <SelectField
            id="project-work-mode"
            label={labelOf(t('msp.v2.project.form.work.mode'), rules.workMode === 'required')}
            value={draft.workMode}
            emptyLabel={t('msp.v2.project.form.not.set')}
            onChange={(workMode) => set({ workMode })}
            options={WORK_MODES.map((v) => ({ value: v, label: t(`msp.v2.project.work.mode.${v}`) }))}
            error={error('workMode')}
          />
        ) : null}
      </Grid>
      {draft.legalEntityId ? (
        <SavedLocationPicker legalEntityId={Number(draft.legalEntityId)} set={set} />
      ) : null}
      <Grid columns={{ initial: '1', sm: '2' }} gap="4">
        <TextFormField
          id="project-site-line1"
          label={t('msp.v2.project.form.site.line1')}
          value={draft.siteLine1}
          onChange={(e) => set({ siteLine1: e.target.value })}
        />
        <TextFormField
          id="project-site-line2"
          label={t('msp.v2.project.form.site.line2')}
          value={draft.siteLine2}
          onChange={(e) => set({ siteLine2: e.target.value })}
        />
        <TextFormField
          id="project-site-zip"
          label={t('msp.v2.project.form.site.zip')}
          value={draft.siteZipCode}
          onChange={(e) => set({ siteZipCode: e.target.value })}
        />
        <TextFormField
          id="project-site-city"
          label={t('msp.v2.project.form.site.city')}
          value={draft.siteCity}
          onChange={(e) => set({ siteCity: e.target.value })}
        />
        <SelectField
          id="project-site-country"
          label={t('msp.v2.project.form.site.country')}
          value={draft.siteCountryCode}
          emptyLabel={t('msp.v2.project.form.not.set')}
          onChange={(siteCountryCode) => set({ siteCountryCode })}
          options={countries.map((c) => ({ value: c.iso2, label: c.name }))}
          error={error('site')}
        />
        {showsState(draft.siteCountryCode) ? (
          <TextFormField
            id="project-site-state"
            label={t('msp.v2.project.form.site.state')}
            value={draft.siteState}
            onChange={(e) => set({ siteState: e.target.value })}
          />
        ) : null}
      </Grid>
      <Grid columns={{ initial: '2', sm: '4' }} gap="4">
        <TextFormField
          id="project-rate-min"
          label={t('msp.v2.project.form.rate.min')}
          inputMode="decimal"
          value={draft.rateMin}
          onChange={(e) => set({ rateMin: e.target.value })}
          error={error('rateMin')}
        />
        <TextFormField
          id="project-rate-max"
          label={t('msp.v2.project.form.rate.max')}
          inputMode="decimal"
          value={draft.rateMax}
          onChange={(e) => set({ rateMax: e.target.value })}
          error={error('rateMax')}
        />
        <SelectField
          id="project-rate-unit"
          label={t('msp.v2.project.form.rate.unit')}
          value={draft.rateUnit}
          emptyLabel={t('msp.v2.project.form.not.set')}
          onChange={(rateUnit) => set({ rateUnit })}
          options={RATE_UNITS.map((v) => ({ value: v, label: t(RATE_UNIT_KEYS[v]) }))}
          error={error('rateUnit')}
        />
        <SelectField
          id="project-currency"
          label={t('msp.v2.project.form.currency')}
          value={draft.currency}
          emptyLabel={t('msp.v2.project.form.not.set')}
          onChange={(currency) => set({ currency })}
          options={currencies.map((c) => ({ value: c, label: c }))}
          error={error('currency')}
        />
      </Grid>
    </FormSection>
  )
}
