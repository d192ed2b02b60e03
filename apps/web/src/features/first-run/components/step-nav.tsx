import { Button, Group } from '@mantine/core';
import { FIRST_RUN_STEPS, type FirstRunPosition, type FirstRunStep } from '@ridedesk/domain/setup/first-run';
import { IconCheck, IconPlayerSkipForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { StepStatus } from '../first-run-types.ts';
import { FIRST_RUN_NS } from '../i18n.ts';

/** The four steps as buttons: each says its status, the open one is the current step; any can be opened. */
export const StepNav = ({
  steps,
  position,
  onOpen,
}: {
  steps: StepStatus[];
  position: FirstRunPosition;
  onOpen: (step: FirstRunStep) => void;
}) => {
  const { t } = useTranslation(FIRST_RUN_NS);
  return (
    <nav aria-label={t('stepsLabel')}>
      <Group component="ol" gap="xs" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {FIRST_RUN_STEPS.map((step, i) => {
          const status = steps.find((s) => s.step === step)?.status ?? 'todo';
          const current = position === step;
          return (
            <li key={step}>
              <Button
                size="compact-sm"
                radius="xl"
                variant={current ? 'filled' : status === 'done' ? 'light' : 'default'}
                aria-current={current ? 'step' : undefined}
                aria-label={t('stepButton', { n: i + 1, label: t(`step_${step}`), status: t(`status_${status}`) })}
                leftSection={
                  status === 'done' ? (
                    <IconCheck size={14} aria-hidden />
                  ) : status === 'skipped' ? (
                    <IconPlayerSkipForward size={14} aria-hidden />
                  ) : undefined
                }
                onClick={() => onOpen(step)}
              >
                {i + 1}. {t(`step_${step}`)}
              </Button>
            </li>
          );
        })}
      </Group>
    </nav>
  );
};
