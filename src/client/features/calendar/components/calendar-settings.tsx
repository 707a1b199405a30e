import { Button, Callout, Flex, Select, Text, TextField } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { calDavConnectSchema } from '../../../../shared/contracts/calendar'
import { errorText } from '../../../app/api-error'
import { translateIfKnown } from '../../../i18n/i18n'
import {
  calendarConnectionQuery,
  chooseCalendar,
  connectCalDav,
  disconnectCalendar,
  startGoogleConnect,
} from '../api'

/**
 * Settings → Integrations → Calendar (issue 24): the connection's status, connecting Google
 * (OAuth consent page) or a CalDAV server, choosing the calendar interviews go to, disconnect.
 * A provider the server has not configured is not offered; with none, the text says how.
 */
export function CalendarSettings() {
  const { t } = useTranslation()
  const connection = useQuery(calendarConnectionQuery)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const c = connection.data
  const run = async (fn: () => Promise<unknown>) => {
    setBusy(true)
    setError(null)
    try {
      await fn()
    } catch (e) {
      setError(errorText(e, translateIfKnown))
    } finally {
      setBusy(false)
    }
  }
  if (!c)
    return connection.error ? <Text color="red">{errorText(connection.error, translateIfKnown)}</Text> : null
  const connected = c.status === 'CN'
  return (
    <Flex direction="column" gap="3" maxWidth="36rem">
      <Text as="p" size="2" data-testid="calendar-status">
        {connected
          ? t(c.provider === 'google' ? 'msp.v2.calendar.status.google' : 'msp.v2.calendar.status.caldav', {
              account: c.account ?? '',
            })
          : t(`msp.v2.calendar.status.${c.status === 'AR' ? 'reconnect' : 'none'}`)}
      </Text>
      {c.status === 'AR' && c.lastError ? (
        <Callout.Root color="amber" size="1">
          <Callout.Text>{c.lastError}</Callout.Text>
        </Callout.Root>
      ) : null}
      {error ? (
        <Text color="red" size="2" role="alert">
          {error}
        </Text>
      ) : null}
      {connected && c.calendars.length > 0 ? (
        <Flex direction="column" gap="1">
          <Text as="label" size="2" weight="medium">
            {t('msp.v2.calendar.choose')}
          </Text>
          <Select.Root
            value={c.calendarId ?? undefined}
            onValueChange={(id) => void run(() => chooseCalendar(id))}
          >
            <Select.Trigger aria-label={t('msp.v2.calendar.choose')} />
            <Select.Content>
              {c.calendars.map((cal) => (
                <Select.Item key={cal.id} value={cal.id}>
                  {cal.name}
                </Select.Item>
              ))}
            </Select.Content>
          </Select.Root>
        </Flex>
      ) : null}
      {connected ? (
        <Flex gap="2">
          {c.webUrl ? (
            <Button variant="soft" asChild>
              <a href={c.webUrl} target="_blank" rel="noreferrer">
                {t('msp.v2.calendar.open')}
              </a>
            </Button>
          ) : null}
          <Button variant="soft" color="red" disabled={busy} onClick={() => void run(disconnectCalendar)}>
            {t('msp.v2.calendar.disconnect')}
          </Button>
        </Flex>
      ) : (
        <Flex direction="column" gap="4">
          {c.providers.google ? (
            <Button
              disabled={busy}
              onClick={() => void run(startGoogleConnect)}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('msp.v2.calendar.connect.google')}
            </Button>
          ) : null}
          <CalDavForm
            defaultUrl={c.providers.caldav.defaultUrl}
            onSubmit={(input) => run(() => connectCalDav(input))}
            busy={busy}
          />
          {!c.providers.google && !c.providers.caldav.defaultUrl ? (
            <Text size="2" color="gray">
              {t('msp.v2.calendar.not.configured')}
            </Text>
          ) : null}
        </Flex>
      )}
    </Flex>
  )
}

function CalDavForm({
  defaultUrl,
  onSubmit,
  busy,
}: {
  defaultUrl: string | null
  onSubmit: (input: { url: string; username: string; password: string }) => Promise<void>
  busy: boolean
}) {
  const { t } = useTranslation()
  const ids = { url: useId(), user: useId(), password: useId() }
  const [form, setForm] = useState({ url: defaultUrl ?? '', username: '', password: '' })
  const [errors, setErrors] = useState<Record<string, string>>({})
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value })
  return (
    <form
      noValidate
      aria-label={t('msp.v2.calendar.caldav.title')}
      onSubmit={(e) => {
        e.preventDefault()
        const parsed = calDavConnectSchema.safeParse({
          ...form,
          url: form.url.trim(),
          username: form.username.trim(),
        })
        if (!parsed.success) {
          const out: Record<string, string> = {}
          for (const issue of parsed.error.issues) out[String(issue.path[0])] ??= issue.message
          setErrors(out)
          return
        }
        setErrors({})
        void onSubmit(parsed.data)
      }}
    >
      <Flex direction="column" gap="2">
        <Text size="2" weight="medium">
          {t('msp.v2.calendar.caldav.title')}
        </Text>
        {(
          [
            ['url', ids.url, 'msp.v2.calendar.caldav.url', 'url'],
            ['username', ids.user, 'msp.v2.calendar.caldav.username', 'text'],
            ['password', ids.password, 'msp.v2.calendar.caldav.password', 'password'],
          ] as const
        ).map(([key, id, label, type]) => (
          <Flex key={key} direction="column" gap="1">
            <Text as="label" size="2" htmlFor={id}>
              {t(label)}
            </Text>
            <TextField.Root
              id={id}
              type={type}
              value={form[key]}
              onChange={set(key)}
              autoComplete={key === 'password' ? 'current-password' : key === 'username' ? 'username' : 'url'}
            />
            {errors[key] ? (
              <Text size="1" color="red" role="alert">
                {t(errors[key])}
              </Text>
            ) : null}
          </Flex>
        ))}
        <Button type="submit" disabled={busy} style={{ alignSelf: 'flex-start' }}>
          {t('msp.v2.calendar.connect.caldav')}
        </Button>
      </Flex>
    </form>
  )
}
