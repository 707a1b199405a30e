import { Box, Flex, Text } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { Outlet } from 'react-router'
import { BrandMark } from '../shell/brand-mark'

/** §2 "empty" layout for sign-in and password pages: brand panel left, content right. */
export function EmptyLayout() {
  const { t } = useTranslation()
  return (
    <div className="empty-layout">
      <aside className="empty-layout-brand">
        <Flex align="center" gap="3">
          <BrandMark />
          <Text size="3" weight="medium">
            {t('msp.v2.app.name')}
          </Text>
        </Flex>
        <Box className="empty-layout-slogan">
          <Text as="p" size={{ initial: '6', md: '8' }} weight="medium" className="empty-layout-slogan-text">
            {t('msp.v2.auth.brand.slogan')}
          </Text>
          <Text as="p" size={{ initial: '2', md: '4' }} mt="3" className="empty-layout-subline">
            {t('msp.v2.auth.brand.subline')}
          </Text>
        </Box>
      </aside>
      <main className="empty-layout-content">
        <Box className="empty-layout-panel">
          <Outlet />
        </Box>
      </main>
    </div>
  )
}
