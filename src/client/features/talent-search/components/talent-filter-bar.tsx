import { Badge, Button, Flex, IconButton } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { encodeFilterValue } from '../../../../shared/domain/search-filters'
import {
  DEFAULT_TALENT_PAGE_SIZE,
  TALENT_PAGE_SIZES,
  TALENT_SORTS,
  type TalentFilterValue,
  type TalentSearchState,
} from '../../../../shared/domain/talent-search'
import { ChoiceSelect } from '../../../ui/choice-select'
import { Icon } from '../../../ui/icon'
import { ListSearchField } from '../../../ui/list-search-field'
import { PageSizeSelect } from '../../../ui/page-size-select'
import { TALENT_SEARCH_INPUT_ID } from '../commands'

export type TalentFilterBarProps = {
  state: TalentSearchState
  /** Changes the query string; filter changes go back to page 1. */
  onChange: (apply: (params: URLSearchParams) => void) => void
  onAddFilter: () => void
  onEditFilter: (filter: TalentFilterValue) => void
}

/** Ranked text search, sort and page size, the "add filter" button and the removable filter badges. */
export function TalentFilterBar({ state, onChange, onAddFilter, onEditFilter }: TalentFilterBarProps) {
  const { t } = useTranslation()

  const valueText = (filter: TalentFilterValue) =>
    filter.field === 'status' || filter.field === 'available' || filter.field === 'is_unassigned'
      ? t(`msp.v2.talent.search.choice.${filter.value}`, { defaultValue: filter.value })
      : filter.field === 'postalcoderadius'
        ? filter.value.replace(/:(\d+(?:\.\d+)?)$/, ` ± $1 ${t('msp.v2.talent.search.km.unit')}`)
        : filter.value
  return (
    <Flex gap="2" align="center" wrap="wrap" p="2" className="talent-filter-bar">
      <ListSearchField
        id={TALENT_SEARCH_INPUT_ID}
        query={state.query}
        label={t('msp.v2.talent.search.label')}
        placeholder={t('msp.v2.talent.search.placeholder')}
        minWidth={260}
        onChange={onChange}
      />
      <Button variant="soft" onClick={onAddFilter}>
        <Icon name="plus" size={14} />
        {t('msp.v2.talent.search.command.filter.add')}
        <kbd className="toast-key">f</kbd>
      </Button>
      <ChoiceSelect
        value={state.sort}
        options={TALENT_SORTS.map((sort) => ({ value: sort, label: t(`msp.v2.talent.search.sort.${sort}`) }))}
        label={t('msp.v2.talent.search.sort.label')}
        onValueChange={(value) => onChange((p) => p.set('sortBy', value))}
      />
      <PageSizeSelect
        size={state.size}
        sizes={TALENT_PAGE_SIZES}
        defaultSize={DEFAULT_TALENT_PAGE_SIZE}
        label={t('msp.v2.talent.search.page.size')}
        optionLabel={(count) => t('msp.v2.talent.search.page.size.option', { count })}
        onChange={onChange}
      />
      {state.filters.map((filter) => (
        <Badge key={`${filter.field}=${encodeFilterValue(filter)}`} size="2" variant="surface">
          <button
            type="button"
            className="talent-filter-badge"
            aria-label={t('msp.v2.talent.search.filter.edit.one', {
              name: t(`msp.v2.talent.search.filter.${filter.field}`),
            })}
            onClick={() => onEditFilter(filter)}
          >
            {t(`msp.v2.talent.search.filter.${filter.field}`)}{' '}
            {t(`msp.v2.talent.search.operator.${filter.operator}`)} {valueText(filter)}
          </button>
          <IconButton
            size="1"
            variant="ghost"
            aria-label={t('msp.v2.talent.search.filter.remove', {
              name: t(`msp.v2.talent.search.filter.${filter.field}`),
            })}
            onClick={() => onChange((p) => p.delete(filter.field))}
          >
            <Icon name="close" size={12} />
          </IconButton>
        </Badge>
      ))}
      {state.bucketId ? (
        <Badge size="2" variant="soft" color="violet">
          {t('msp.v2.talent.search.bucket.active')}
          <IconButton
            size="1"
            variant="ghost"
            aria-label={t('msp.v2.talent.search.bucket.leave')}
            onClick={() => onChange((p) => p.delete('bucket'))}
          >
            <Icon name="close" size={12} />
          </IconButton>
        </Badge>
      ) : null}
    </Flex>
  )
}
