import { Badge, Flex, IconButton } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import {
  DEFAULT_PAGE_SIZE,
  PROJECT_PAGE_SIZES,
  PROJECT_SORTS,
  PROJECT_STATUS_FILTER_VALUES,
  type ProjectSearchState,
} from '../../../../shared/domain/project-search'
import { encodeFilterValue } from '../../../../shared/domain/search-filters'
import { ChoiceSelect } from '../../../ui/choice-select'
import { Icon } from '../../../ui/icon'
import { ListSearchField } from '../../../ui/list-search-field'
import { PageSizeSelect } from '../../../ui/page-size-select'
import { PROJECT_SEARCH_INPUT_ID } from '../commands'
import { ProjectLocationField } from './project-location-field'

const ANY = 'any'

export type ProjectFilterBarProps = {
  state: ProjectSearchState
  /** Changes the query string; filter changes go back to page 1. */
  onChange: (apply: (params: URLSearchParams) => void) => void
}

/** Search text, status, sort and page size of the project list, plus removable URL filters. */
export function ProjectFilterBar({ state, onChange }: ProjectFilterBarProps) {
  const { t } = useTranslation()

  const status = state.filters.find((f) => f.field === 'status' && f.operator === 'EQ')?.value ?? ANY
  // Status and an "is at" location have their own fields; every other filter shows as a badge.
  const others = state.filters.filter(
    (f) => !((f.field === 'status' || f.field === 'location') && f.operator === 'EQ'),
  )
  return (
    <Flex gap="2" align="center" wrap="wrap" p="2" className="project-filter-bar">
      <ListSearchField
        id={PROJECT_SEARCH_INPUT_ID}
        query={state.query}
        label={t('msp.v2.projects.search.label')}
        placeholder={t('msp.v2.projects.search.placeholder')}
        minWidth={240}
        onChange={onChange}
      />
      <ChoiceSelect
        value={status.toUpperCase()}
        options={[
          { value: ANY, label: t('msp.v2.projects.status.any') },
          ...PROJECT_STATUS_FILTER_VALUES.map((value) => ({
            value,
            label: t(`msp.v2.projects.status.${value}`),
          })),
        ]}
        label={t('msp.v2.projects.column.status')}
        onValueChange={(value) =>
          onChange((p) => {
            if (value === ANY) p.delete('status')
            else p.set('status', value)
          })
        }
      />
      <ChoiceSelect
        value={state.sort}
        options={PROJECT_SORTS.map((sort) => ({ value: sort, label: t(`msp.v2.projects.sort.${sort}`) }))}
        label={t('msp.v2.projects.sort.label')}
        onValueChange={(value) =>
          onChange((p) => {
            if (value === 'last_updated') p.delete('sortBy')
            else p.set('sortBy', value)
          })
        }
      />
      <ProjectLocationField state={state} onChange={onChange} />
      <PageSizeSelect
        size={state.size}
        sizes={PROJECT_PAGE_SIZES}
        defaultSize={DEFAULT_PAGE_SIZE}
        label={t('msp.v2.projects.page.size')}
        optionLabel={(count) => t('msp.v2.projects.page.size.option', { count })}
        onChange={onChange}
      />
      {others.map((filter) => (
        <Badge key={`${filter.field}=${encodeFilterValue(filter)}`} size="2" variant="surface">
          {t(`msp.v2.projects.filter.${filter.field}`)} {t(`msp.v2.projects.operator.${filter.operator}`)}{' '}
          {filter.value}
          <IconButton
            size="1"
            variant="ghost"
            aria-label={t('msp.v2.projects.filter.remove')}
            onClick={() => onChange((p) => p.delete(filter.field))}
          >
            <Icon name="close" size={12} />
          </IconButton>
        </Badge>
      ))}
    </Flex>
  )
}
