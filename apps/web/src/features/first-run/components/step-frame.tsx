import { Button, Group, Stack, Text } from '@mantine/core';
import type { FirstRunStep } from '@ridedesk/domain/setup/first-run';
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { SectionHeading } from '../../../components/ui/section-heading.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { type StepBodies, useSaveStep } from '../api/save-step.ts';
import type { FirstRunState, StepAnswer } from '../first-run-types.ts';
import { FIRST_RUN_NS } from '../i18n.ts';

/** What the guide gives each step's screen. */
export type StepProps = {
  state: FirstRunState;
  onSaved: (answer: StepAnswer) => void;
  onSkip: () => void;
  onBack?: () => void;
  skipping: boolean;
};

type FrameState = {
  onBack?: () => void;
  onSkip: () => void;
  saving: boolean;
  skipping: boolean;
  invalid: boolean;
  error: unknown;
};

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
} & FrameState) => {
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
        <SectionHeading title={title} lead={lead} focusRef={heading} />
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

/**
 * A step's save: the values are checked with the step's shared schema (each message under its
 * field, by path), then saved; a 400's field messages come back the same way. `frame` is what
 * StepFrame shows of it (saving, skipping, the fields to fix, the error).
 */
export const useStepSave = <S extends FirstRunStep>(
  step: S,
  schema: z.ZodType<StepBodies[S]>,
  { onSaved, onSkip, onBack, skipping }: StepProps,
) => {
  const save = useSaveStep(step);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = (values: unknown) => {
    const parsed = schema.safeParse(values);
    if (!parsed.success) return setErrors(issuesByPath(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: onSaved,
      onError: (error) => {
        if (isApiError(error)) setErrors(error.fields);
      },
    });
  };
  const frame: FrameState = {
    onBack,
    onSkip,
    saving: save.isPending,
    skipping,
    invalid: Object.keys(errors).length > 0,
    error: save.error,
  };
  return { errors, setErrors, submit, frame };
};
