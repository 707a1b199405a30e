import { TextField } from '@radix-ui/themes'
import type { KeyboardEvent, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import type { TalentSearch } from '../hooks/use-talent-search'

export type ApplicationSearchProps = {
  search: TalentSearch
  /** Escape or Enter hands the keys back to the list. */
  onLeave: () => void
  inputRef?: Ref<HTMLInputElement>
}

/** Talent name search over the stage (§7: contains match on first, last or full name). */
export function ApplicationSearch({ search, onLeave, inputRef }: ApplicationSearchProps) {
  const { t } = useTranslation()
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter' || e.key === 'ArrowDown' || (e.key === 'Escape' && !search.value)) {
      e.preventDefault()
      onLeave()
    } else if (e.key === 'Escape') {
      e.preventDefault()
      search.setValue('')
    }
  }
  return (
    <div className="pipeline-search">
      <TextField.Root
        ref={inputRef}
        aria-label={t('msp.v2.pipeline.search.label')}
        size="2"
        type="search"
        placeholder={t('msp.v2.pipeline.search.placeholder')}
        value={search.value}
        onChange={(e) => search.setValue(e.target.value)}
        onKeyDown={onKeyDown}
      />
    </div>
  )
}
