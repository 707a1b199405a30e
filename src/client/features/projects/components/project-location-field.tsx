import { Flex, TextField } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { type FormEvent, useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  LOCATION_RADII_KM,
  type ProjectSearchState,
  parseProjectLocation,
  projectLocationValue,
  setProjectFilter,
} from '../../../../shared/domain/project-search'
import { geoAutocompleteQuery } from '../../../api/reference'
import { ChoiceSelect } from '../../../ui/choice-select'
import { PROJECT_LOCATION_INPUT_ID } from '../commands'

const ANY = 'any'
/** §9 input debounce. */
const DEBOUNCE_MS = 500

export type ProjectLocationFieldProps = {
  state: ProjectSearchState
  onChange: (apply: (params: URLSearchParams) => void) => void
}

/** "City, CC" as typed or picked from the suggestions. */
function readTyped(text: string): { city: string; country: string | null } | null {
  const [city = '', country = ''] = text.split(',').map((s) => s.trim())
  if (!city) return null
  return { city, country: /^[A-Za-z]{2}$/.test(country) ? country.toUpperCase() : null }
}

/**
 * The project location filter (§2): a site city with suggestions from the offline gazetteer and
 * a radius; Enter (or a radius) applies it to the list's query string.
 */
export function ProjectLocationField({ state, onChange }: ProjectLocationFieldProps) {
  const { t } = useTranslation()
  const listId = useId()
  const current = state.filters.find((f) => f.field === 'location' && f.operator === 'EQ')
  const applied = current ? parseProjectLocation(current.value) : null
  const shown = applied ? [applied.city, applied.country].filter(Boolean).join(', ') : ''
  const [text, setText] = useState(shown)
  const [typed, setTyped] = useState('')
  useEffect(() => setText(shown), [shown])
  useEffect(() => {
    const timer = window.setTimeout(() => setTyped(text.split(',')[0].trim()), DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [text])
  const suggestions =
    useQuery({ ...geoAutocompleteQuery(typed), enabled: typed.length >= 2 }).data?.results ?? []

  const apply = (value: string, km: number | null) =>
    onChange((p) => {
      const where = readTyped(value)
      if (!where) setProjectFilter(p, { field: 'location', value: '' })
      else
        setProjectFilter(p, {
          field: 'location',
          operator: 'EQ',
          value: projectLocationValue({ ...where, km }),
        })
    })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    apply(text, applied?.km ?? null)
  }

  return (
    <Flex asChild gap="2" align="center">
      <form onSubmit={submit} aria-label={t('msp.v2.projects.location.label')}>
        <TextField.Root
          id={PROJECT_LOCATION_INPUT_ID}
          aria-label={t('msp.v2.projects.location.label')}
          placeholder={t('msp.v2.projects.location.placeholder')}
          list={listId}
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          style={{ minWidth: 180 }}
        />
        <datalist id={listId}>
          {suggestions.map((s) => (
            <option key={`${s.city}|${s.country}|${s.latitude}`} value={`${s.city}, ${s.country}`} />
          ))}
        </datalist>
        <ChoiceSelect
          value={applied?.km ? String(applied.km) : ANY}
          options={[
            { value: ANY, label: t('msp.v2.projects.location.radius.any') },
            ...LOCATION_RADII_KM.map((km) => ({
              value: String(km),
              label: t('msp.v2.projects.location.radius.km', { km }),
            })),
          ]}
          label={t('msp.v2.projects.location.radius')}
          onValueChange={(value) => apply(text, value === ANY ? null : Number(value))}
        />
      </form>
    </Flex>
  )
}
