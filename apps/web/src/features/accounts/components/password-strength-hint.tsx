import { Group, List, Progress, Stack, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ACCOUNTS_NS } from '../i18n.ts';
import { type PasswordContext, passwordChecks, passwordStrength } from '../password-strength.ts';

const LEVELS = [
  { key: 'strengthNone', color: 'gray' },
  { key: 'strengthWeak', color: 'red' },
  { key: 'strengthFair', color: 'yellow' },
  { key: 'strengthGood', color: 'teal' },
  { key: 'strengthStrong', color: 'green' },
] as const;

/**
 * Under a new password: how strong it is, and which of the rules it already meets. Texts take the
 * theme's readable red and teal ('red', 'teal': 4.5:1 on the page), not a fixed shade.
 */
export const PasswordStrengthHint = ({
  password,
  context,
  id,
}: {
  password: string;
  context: PasswordContext;
  id?: string;
}) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const strength = passwordStrength(password, context);
  const level = LEVELS[strength];
  const checks = passwordChecks(password, context);
  const rules = [
    { met: checks.length, label: t('ruleLength') },
    { met: checks.uncommon, label: t('ruleUncommon') },
    { met: checks.notName, label: t('ruleNotName') },
  ];
  return (
    <Stack gap={6} id={id}>
      <Group gap="sm" wrap="nowrap">
        <Progress value={strength * 25} color={level.color} size="sm" radius="xl" style={{ flex: 1 }} aria-hidden />
        <Text
          size="xs"
          fw={600}
          c={strength <= 1 && password ? 'red' : 'dimmed'}
          miw={110}
          ta="right"
          aria-live="polite"
        >
          {t('strengthLabel', { level: t(level.key) })}
        </Text>
      </Group>
      <List spacing={2} size="xs" center>
        {rules.map((rule) => (
          <List.Item
            key={rule.label}
            icon={
              <ThemeIcon
                size={16}
                radius="xl"
                color={rule.met ? 'teal' : 'gray'}
                variant={rule.met ? 'filled' : 'light'}
              >
                {rule.met ? <IconCheck size={11} aria-hidden /> : <IconX size={11} aria-hidden />}
              </ThemeIcon>
            }
          >
            <Text size="xs" c={rule.met ? 'teal' : 'dimmed'}>
              {rule.label}
              <VisuallyHidden>{rule.met ? ` (${t('ruleMet')})` : ` (${t('ruleNotMet')})`}</VisuallyHidden>
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
};
