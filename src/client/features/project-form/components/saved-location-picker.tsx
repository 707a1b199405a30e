import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { savedLocationsQuery } from '../api'
import type { ProjectDraft } from '../project-draft'
import { SelectField } from './form-controls'

/** Fills the site address from a location template of the legal entity or a site already in use. */
export function SavedLocationPicker({
  legalEntityId,
  set,
}: {
  legalEntityId: number
  set: (patch: Partial<ProjectDraft>) => void
}) {
  const { t } = useTranslation()
  const locations = useQuery(savedLocationsQuery(legalEntityId)).data ?? []
  const [chosen, setChosen] = useState('')
  if (locations.length === 0) return null
  return (
    <SelectField
      id="project-saved-location"
      label={t('msp.v2.project.form.site.saved')}
      value={chosen}
      emptyLabel={t('msp.v2.project.form.site.saved.none')}
      options={locations.map((l) => ({
        value: l.id,
        label: l.id.startsWith('template:') ? l.name : `${l.name} · ${t('msp.v2.project.form.site.in.use')}`,
      }))}
      onChange={(value) => {
        setChosen(value)
        const l = locations.find((x) => x.id === value)
        if (!l) return
        set({
          siteLine1: l.line1 ?? '',
          siteLine2: l.line2 ?? '',
          siteZipCode: l.zipCode ?? '',
          siteCity: l.city ?? '',
          siteState: l.state ?? '',
          siteCountryCode: l.countryCode ?? '',
        })
      }}
    />
  )
}
