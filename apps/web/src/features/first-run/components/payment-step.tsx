import { Checkbox, Stack } from '@mantine/core';
import { paymentStepSchema } from '@ridedesk/domain/setup/first-run';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_RUN_NS } from '../i18n.ts';
import { StepFrame, type StepProps, useStepSave } from './step-frame.tsx';

/** Step 3: cash, card (the sandbox gateway until the company's credentials are entered), or both. */
export const PaymentStep = (props: StepProps) => {
  const { state } = props;
  const { t } = useTranslation(FIRST_RUN_NS);
  const { errors, submit, frame } = useStepSave('payment', paymentStepSchema, props);
  const fresh = !state.payment.cash && !state.payment.card;
  const [cash, setCash] = useState(fresh || state.payment.cash);
  const [card, setCard] = useState(fresh || state.payment.card);

  return (
    <StepFrame
      title={t('paymentTitle')}
      lead={t('paymentLead')}
      onSubmit={() => submit({ cash, card })}
      {...frame}
      invalid={false}
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
