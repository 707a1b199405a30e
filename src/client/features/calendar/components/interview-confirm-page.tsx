import { Button, Callout, Card, Flex, Heading, Text } from '@radix-ui/themes'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { errorText, toApiError } from '../../../app/api-error'
import { confirmAsTalent, talentConfirmationQuery } from '../api'

/**
 * /interview/confirm/:token — the talent's confirmation link from the invitation mail (issue
 * 24, §4 live status cf): the interview's time and one button; no sign-in (the token is it).
 * It speaks the talent's language (the invitation mail's), not the browser's: a recruiter
 * who opens the link sees what the talent sees.
 */
export function InterviewConfirmPage() {
  const { i18n } = useTranslation()
  const token = useParams().token ?? ''
  const interview = useQuery(talentConfirmationQuery(token))
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const language = interview.data?.language ?? i18n.language
  const t = i18n.getFixedT(language)
  const translateIfKnown = (key: string) => (i18n.exists(key, { lng: language }) ? t(key) : undefined)
  const title = t('msp.v2.interview.confirm.title')
  const when = (iso: string, end: string) =>
    `${new Date(iso).toLocaleString(language, { dateStyle: 'full', timeStyle: 'short' })} – ${new Date(
      end,
    ).toLocaleTimeString(language, { timeStyle: 'short' })}`
  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await confirmAsTalent(token)
    } catch (e) {
      setError(errorText(e, translateIfKnown))
    } finally {
      setBusy(false)
    }
  }
  const invalid = interview.isError && toApiError(interview.error).status === 404
  // Nothing until the interview (and its language) is there: no heading in the wrong language first.
  if (interview.isPending) return null
  return (
    <Flex justify="center" p="6" lang={language}>
      <title>{t('msp.v2.app.page.title', { page: title })}</title>
      <Card size="3" style={{ maxWidth: 480, width: '100%' }}>
        <Flex direction="column" gap="3">
          <Heading as="h1" size="6">
            {title}
          </Heading>
          {invalid ? (
            <Callout.Root color="red" role="alert">
              <Callout.Text>{t('msp.v2.interview.confirm.invalid')}</Callout.Text>
            </Callout.Root>
          ) : null}
          {interview.isError && !invalid ? (
            <Text color="red" role="alert">
              {errorText(interview.error, translateIfKnown)}
            </Text>
          ) : null}
          {interview.data ? (
            <>
              <Text as="p" size="4" weight="medium">
                {when(interview.data.startsAt, interview.data.endsAt)}
              </Text>
              {interview.data.status === 'cn' ? (
                <Callout.Root color="gray" role="status">
                  <Callout.Text>{t('msp.v2.interview.confirm.cancelled')}</Callout.Text>
                </Callout.Root>
              ) : interview.data.status === 'cf' ? (
                <Callout.Root color="green" role="status">
                  <Callout.Text>{t('msp.v2.interview.confirm.done')}</Callout.Text>
                </Callout.Root>
              ) : (
                <>
                  <Text as="p">{t('msp.v2.interview.confirm.ask')}</Text>
                  {error ? (
                    <Text color="red" role="alert">
                      {error}
                    </Text>
                  ) : null}
                  <Button size="3" loading={busy} onClick={() => void confirm()}>
                    {t('msp.v2.interview.confirm.button')}
                  </Button>
                </>
              )}
            </>
          ) : null}
        </Flex>
      </Card>
    </Flex>
  )
}
