import { Checkbox, Stack } from '@mantine/core';
import { paymentStepSchema } from '@ridedesk/domain/setup/first-run';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveStep } from '../api/save-step.ts';
import { FIRST_RUN_NS } from '../i18n.ts';
import type { StepProps } from './area-step.tsx';
import { issuesByPath, StepFrame } from './step-frame.tsx';

/** Step 3: cash, card (the sandbox gateway until the company's credentials are entered), or both. */
export const PaymentStep = ({ state, onSaved, onSkip, onBack, skipping }: StepProps) => {
  const { t } = useTranslation(FIRST_RUN_NS);
  const save = useSaveStep('payment');
  const fresh = !state.payment.cash && !state.payment.card;
  const [cash, setCash] = useState(fresh || state.payment.cash);
  const [card, setCard] = useState(fresh || state.payment.card);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const parsed = paymentStepSchema.safeParse({ cash, card });
    if (!parsed.success) return setErrors(issuesByPath(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data, { onSuccess: onSaved });
  };

  return (
    <StepFrame
      title={t('paymentTitle')}
      lead={t('paymentLead')}
      onSubmit={submit}
      onBack={onBack}
      onSkip={onSkip}
      saving={save.isPending}
      skipping={skipping}
      invalid={false}
      error={save.error}
    >
      <Stack gap="sm">
        <Checkbox
          label={t('cash')}
          description={t('cashHint')}
          checked={cash}
          onChange={(e) => setCash(e.currentTarget.checked)}
        />
        <Checkbox
          label={t('card')}
          description={t('cardHint')}
          checked={card}
          onChange={(e) => setCard(e.currentTarget.checked)}
          error={errors.cash}
        />
      </Stack>
    </StepFrame>
  );
};
