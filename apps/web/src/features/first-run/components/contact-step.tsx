import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { contactStepSchema } from '@ridedesk/domain/setup/first-run';
import { filterPhoneKeystrokes, formatPhoneOnBlur } from '@ridedesk/domain/shared/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIRST_RUN_NS } from '../i18n.ts';
import { StepFrame, type StepProps, useStepSave } from './step-frame.tsx';

/** Step 4: the phone, e-mail and address travellers see on the company's site. */
export const ContactStep = (props: StepProps) => {
  const { t } = useTranslation(FIRST_RUN_NS);
  const { errors, submit, frame } = useStepSave('contact', contactStepSchema, props);
  const [form, setForm] = useState(props.state.contact);
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));
  /** A field's label, value, message and typing (`clean` filters what is typed). */
  const fieldOf = (field: keyof typeof form, clean = (value: string) => value) => ({
    label: t(field),
    required: true,
    value: form[field],
    onChange: (e: { currentTarget: { value: string } }) => set(field)(clean(e.currentTarget.value)),
    error: errors[field],
  });

  return (
    <StepFrame title={t('contactTitle')} lead={t('contactLead')} onSubmit={() => submit(form)} {...frame}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          type="tel"
          autoComplete="tel"
          {...fieldOf('phone', filterPhoneKeystrokes)}
          onBlur={(e) => set('phone')(formatPhoneOnBlur(e.currentTarget.value))}
        />
        <TextInput type="email" autoComplete="email" {...fieldOf('email')} />
      </SimpleGrid>
      <Textarea autoComplete="street-address" autosize minRows={2} {...fieldOf('address')} />
    </StepFrame>
  );
};
