import { TextField } from '@radix-ui/themes'
import { useSetAtom } from 'jotai'
import { useTranslation } from 'react-i18next'
import { paletteOpenAtom, paletteQueryAtom } from '../../commands/palette-state'
import { Icon } from '../../ui/icon'

/**
 * §1 header search field (medium and wider screens). It is the palette's doorway: the
 * first keystroke or a click opens the palette with what was typed, and the palette
 * takes over from there, so search and commands share one surface.
 */
export function HeaderSearch() {
  const { t } = useTranslation()
  const setOpen = useSetAtom(paletteOpenAtom)
  const setQuery = useSetAtom(paletteQueryAtom)
  const open = (query: string) => {
    setQuery(query)
    setOpen(true)
  }
  return (
    <div className="header-search">
      <TextField.Root
        size="2"
        variant="soft"
        color="gray"
        type="search"
        value=""
        placeholder={t('msp.v2.search.placeholder')}
        aria-label={t('msp.v2.search.label')}
        onChange={(event) => open(event.target.value)}
        onClick={() => open('')}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === 'ArrowDown') {
            event.preventDefault()
            open('')
          }
        }}
      >
        <TextField.Slot>
          <Icon name="search" />
        </TextField.Slot>
      </TextField.Root>
    </div>
  )
}
