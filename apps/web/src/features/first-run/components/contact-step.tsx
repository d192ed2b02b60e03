import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { contactStepSchema } from '@ridedesk/domain/setup/first-run';
import { filterPhoneKeystrokes, formatPhoneOnBlur } from '@ridedesk/domain/shared/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-error.ts';
import { useSaveStep } from '../api/save-step.ts';
import { FIRST_RUN_NS } from '../i18n.ts';
import type { StepProps } from './area-step.tsx';
import { issuesByPath, StepFrame } from './step-frame.tsx';

/** Step 4: the phone, e-mail and address travellers see on the company's site. */
export const ContactStep = ({ state, onSaved, onSkip, onBack, skipping }: StepProps) => {
  const { t } = useTranslation(FIRST_RUN_NS);
  const save = useSaveStep('contact');
  const [form, setForm] = useState(state.contact);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = () => {
    const parsed = contactStepSchema.safeParse(form);
    if (!parsed.success) return setErrors(issuesByPath(parsed.error.issues));
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: onSaved,
      onError: (error) => {
        if (isApiError(error)) setErrors(error.fields);
      },
    });
  };

  return (
    <StepFrame
      title={t('contactTitle')}
      lead={t('contactLead')}
      onSubmit={submit}
      onBack={onBack}
      onSkip={onSkip}
      saving={save.isPending}
      skipping={skipping}
      invalid={Object.keys(errors).length > 0}
      error={save.error}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('phone')}
          type="tel"
          autoComplete="tel"
          required
          value={form.phone}
          onChange={(e) => set('phone')(filterPhoneKeystrokes(e.currentTarget.value))}
          onBlur={(e) => set('phone')(formatPhoneOnBlur(e.currentTarget.value))}
          error={errors.phone}
        />
        <TextInput
          label={t('email')}
          type="email"
          autoComplete="email"
          required
          value={form.email}
          onChange={(e) => set('email')(e.currentTarget.value)}
          error={errors.email}
        />
      </SimpleGrid>
      <Textarea
        label={t('address')}
        autoComplete="street-address"
        required
        autosize
        minRows={2}
        value={form.address}
        onChange={(e) => set('address')(e.currentTarget.value)}
        error={errors.address}
      />
    </StepFrame>
  );
};
