import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { FIRST_RUN_NS } from '../i18n.ts';

/**
 * One step of the guide: its heading (focused when the step opens, so keyboard and screen-reader
 * users start there), the form, a message when fields need fixing, and Back, Skip for now and
 * Save and continue.
 */
export const StepFrame = ({
  title,
  lead,
  children,
  onSubmit,
  onBack,
  onSkip,
  saving,
  skipping,
  invalid,
  error,
}: {
  title: string;
  lead: string;
  children: ReactNode;
  onSubmit: () => void;
  onBack?: () => void;
  onSkip: () => void;
  saving: boolean;
  skipping: boolean;
  invalid: boolean;
  error: unknown;
}) => {
  const { t } = useTranslation(FIRST_RUN_NS);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" ref={heading} tabIndex={-1} style={{ outline: 'none' }}>
            {title}
          </Title>
          <Text c="dimmed" size="sm">
            {lead}
          </Text>
        </Stack>
        {children}
        {invalid && (
          <Text role="alert" c="red.8" size="sm" fw={500}>
            {t('fixBelow')}
          </Text>
        )}
        <ErrorDisplay error={error} />
        <Group justify="space-between" gap="sm">
          {onBack ? (
            <Button variant="subtle" onClick={onBack}>
              {t('back')}
            </Button>
          ) : (
            <span />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={onSkip} loading={skipping} disabled={saving}>
              {t('skip')}
            </Button>
            <Button type="submit" loading={saving} disabled={skipping}>
              {t('saveContinue')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
};

/** Zod issues (and a 400's field messages) by path: 'vehicles.0.vin' → 'A VIN has exactly 17 characters'. */
export const issuesByPath = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) => {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
};
