import { RadioGroup } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { DENSITIES, type Density, setDensity, useDensity } from '../../../ui/density'
import { SettingsCard } from './settings-card'

/** Account › display: row density of every list, remembered for this user (also in the palette). */
export function DensityForm() {
  const { t } = useTranslation()
  const density = useDensity()
  return (
    <SettingsCard
      id="settings-density"
      title={t('msp.v2.display.density.title')}
      description={t('msp.v2.display.density.description')}
    >
      <RadioGroup.Root
        value={density}
        onValueChange={(value) => setDensity(value as Density)}
        aria-label={t('msp.v2.display.density.title')}
      >
        {DENSITIES.map((option) => (
          <RadioGroup.Item key={option} value={option}>
            {t(`msp.v2.display.density.${option}`)}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </SettingsCard>
  )
}
