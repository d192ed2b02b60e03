import { Paper, Skeleton, Stack, Text } from '@mantine/core';
import { FIRST_RUN_STEPS, type FirstRunPosition, type FirstRunStep } from '@ridedesk/domain/setup/first-run';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useFirstRun } from '../api/get-first-run.ts';
import { useSkipStep } from '../api/skip-step.ts';
import type { StepAnswer } from '../first-run-types.ts';
import { FIRST_RUN_NS } from '../i18n.ts';
import { AreaStep } from './area-step.tsx';
import { ContactStep } from './contact-step.tsx';
import { FinishStep } from './finish-step.tsx';
import { PaymentStep } from './payment-step.tsx';
import { StepNav } from './step-nav.tsx';
import { VehiclesStep } from './vehicles-step.tsx';

const STEP_SCREENS = { area: AreaStep, vehicles: VehiclesStep, payment: PaymentStep, contact: ContactStep };

/**
 * /admin/getting-started: the first-run guide of a new company's administrator. It opens where the
 * administrator left off (the server remembers), any step can be opened, saved or skipped, and the
 * end offers a test booking on the company's own site.
 */
export const FirstRunGuide = () => {
  const { t } = useTranslation(FIRST_RUN_NS);
  useDocumentTitle(t('title'));
  const guide = useFirstRun();
  const skip = useSkipStep();
  const [opened, setOpened] = useState<FirstRunPosition | null>(null);
  const state = guide.data;

  if (guide.isPending)
    return (
      <Stack gap="md" maw={960} aria-busy="true">
        <PageHeader title={t('title')} />
        <Skeleton h={40} />
        <Skeleton h={240} />
      </Stack>
    );
  if (!state)
    return (
      <Stack gap="md" maw={960}>
        <PageHeader title={t('title')} />
        <Text>{t('loadFailed')}</Text>
        <ErrorDisplay error={guide.error} />
      </Stack>
    );

  const position = opened ?? state.position;
  const moved = (answer: StepAnswer) => {
    setOpened(answer.position);
    window.scrollTo({ top: 0 });
  };
  const Screen = position === 'done' ? null : STEP_SCREENS[position];
  const index = position === 'done' ? -1 : FIRST_RUN_STEPS.indexOf(position);
  const previous: FirstRunStep | undefined = index > 0 ? FIRST_RUN_STEPS[index - 1] : undefined;

  return (
    <Stack gap="md" maw={960}>
      <PageHeader title={t('title')} description={t('lead', { name: state.site.name })} />
      <StepNav steps={state.steps} position={position} onOpen={setOpened} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        {Screen && position !== 'done' ? (
          <Stack gap="xs">
            <Text size="sm" c="dimmed">
              {t('stepOf', { n: index + 1 })}
            </Text>
            <Screen
              key={position}
              state={state}
              onSaved={moved}
              onBack={previous ? () => setOpened(previous) : undefined}
              onSkip={() => skip.mutate(position, { onSuccess: moved })}
              skipping={skip.isPending}
            />
            <ErrorDisplay error={skip.error} />
          </Stack>
        ) : (
          <FinishStep state={state} />
        )}
      </Paper>
    </Stack>
  );
};
