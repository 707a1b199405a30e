import '../ui-showcase.css'
import { Flex, Heading, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { usePaletteStressEntries } from '../use-palette-stress-entries'
import { ShowcaseFeedback } from './showcase-feedback'
import { ShowcaseForms } from './showcase-forms'
import { ShowcaseTableSection } from './showcase-table-section'
import { ShowcaseTableStates } from './showcase-table-states'

/** §2 `/ui`: every shared component in its states, on the real theme and shell. */
export function UiShowcasePage() {
  const { t } = useTranslation()
  const stressEntries = usePaletteStressEntries()
  return (
    <Flex direction="column" gap="6" p="5" className="ui-showcase">
      <header>
        <Heading as="h1" size="7">
          {t('msp.v2.ui.showcase.title')}
        </Heading>
        <Text as="p" color="gray">
          {t('msp.v2.ui.showcase.intro')}
        </Text>
        {stressEntries > 0 ? (
          <Text as="p" size="2" color="amber">
            {t('msp.v2.ui.showcase.palette.stress', { count: stressEntries })}
          </Text>
        ) : null}
      </header>
      <ShowcaseTableSection />
      <ShowcaseTableStates />
      <ShowcaseForms />
      <ShowcaseFeedback />
    </Flex>
  )
}
