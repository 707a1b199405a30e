import { Flex, Text, VisuallyHidden } from '@radix-ui/themes'
import { useTranslation } from 'react-i18next'
import { passwordRuleResults } from '../../../shared/domain/password-rules'
import { Icon } from '../icon'

export type PasswordRulesProps = {
  id: string
  password: string
}

/** The §5 rules, ticked off live while typing; referenced by the field's aria-describedby. */
export function PasswordRules({ id, password }: PasswordRulesProps) {
  const { t } = useTranslation()
  return (
    <div id={id}>
      <Text as="p" size="2" color="gray" mb="1">
        {t('msp.v2.auth.reset.rules')}
      </Text>
      <ul className="plain-list">
        {passwordRuleResults(password).map((rule) => (
          <Flex key={rule.key} asChild align="center" gap="2">
            <li data-met={rule.met}>
              <Text color={rule.met ? 'green' : 'gray'} asChild>
                <Icon name={rule.met ? 'check' : 'dot'} size={14} />
              </Text>
              <Text size="2" color={rule.met ? undefined : 'gray'}>
                {t(rule.key)}
                <VisuallyHidden>
                  {' '}
                  ({t(rule.met ? 'msp.v2.auth.reset.rule.met' : 'msp.v2.auth.reset.rule.unmet')})
                </VisuallyHidden>
              </Text>
            </li>
          </Flex>
        ))}
      </ul>
    </div>
  )
}
