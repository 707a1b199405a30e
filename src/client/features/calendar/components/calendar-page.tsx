import { Button, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import { calendarConnectionQuery, finishGoogleConnect, startGoogleConnect } from '../api'

/**
 * /calendar/callback (§2): the provider sends the browser back here with `code` and `state`,
 * exchanged once (msp/calendar/token). Reached from the rail's calendar button without them,
 * it connects (status CF, NC or AR) or opens the connected calendar.
 */
export function CalendarPage() {
  const { t } = useTranslation()
  const [params] = useSearchParams()
  const code = params.get('code')
  const state = params.get('state')
  const denied = params.get('error')
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null)
  const started = useRef(false)
  const connection = useQuery({ ...calendarConnectionQuery, enabled: !code })
  useEffect(() => {
    if (!code || !state || started.current) return
    started.current = true
    finishGoogleConnect(code, state).then(
      () => setResult({ ok: true, text: t('msp.v2.calendar.connected') }),
      (e: unknown) => setResult({ ok: false, text: errorText(e, translateIfKnown) }),
    )
  }, [code, state, t])
  const title = t('msp.v2.calendar.title')
  const c = connection.data
  return (
    <Flex direction="column" gap="4" maxWidth="40rem">
      <title>{t('msp.v2.app.page.title', { page: title })}</title>
      <Heading as="h1" size="7">
        {title}
      </Heading>
      {denied ? <Text color="red">{t('msp.v2.calendar.denied')}</Text> : null}
      {code && !result ? <Text aria-busy>{t('msp.v2.calendar.connecting')}</Text> : null}
      {result ? (
        <Text color={result.ok ? 'green' : 'red'} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Text>
      ) : null}
      {!code && c ? (
        c.status === 'CN' ? (
          <Flex gap="2" align="center">
            <Text>{t('msp.v2.calendar.status.connected')}</Text>
            {c.webUrl ? (
              <Button asChild>
                <a href={c.webUrl} target="_blank" rel="noreferrer">
                  {t('msp.v2.calendar.open')}
                </a>
              </Button>
            ) : null}
          </Flex>
        ) : c.providers.google ? (
          <Button style={{ alignSelf: 'flex-start' }} onClick={() => void startGoogleConnect()}>
            {t('msp.v2.calendar.connect.google')}
          </Button>
        ) : (
          <Text>{t('msp.v2.calendar.status.none')}</Text>
        )
      ) : null}
      <Link to="/settings#settings-calendar">{t('msp.v2.calendar.settings.link')}</Link>
    </Flex>
  )
}
