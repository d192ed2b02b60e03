import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  COMPLAINT_MESSAGE_MAX,
  COMPLAINT_MESSAGES,
  COMPLAINT_TYPES,
  type ComplaintForm,
  complaintFormSchema,
} from '@ridedesk/domain/complaints/complaint-form';
import { filterPhoneKeystrokes, formatPhoneOnBlur } from '@ridedesk/domain/shared/phone';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { useLanguages } from '../../../lib/languages.ts';
import { useCreateComplaint } from '../api/create-complaint.ts';
import { FEEDBACK_NS } from '../i18n.ts';

type Person = { firstName: string; lastName: string; email: string; phone: string | null };

const blank = (person?: Person | null): ComplaintForm => ({
  complaintType: 'Feedback',
  firstName: person?.firstName ?? '',
  lastName: person?.lastName ?? '',
  email: person?.email ?? '',
  phone: person?.phone ?? '',
  bookingReferenceId: '',
  subject: '',
  description: '',
});

/** Who sends the feedback: each field with the browser's autofill hint. */
const PERSON_FIELDS = [
  { name: 'firstName', autoComplete: 'given-name' },
  { name: 'lastName', autoComplete: 'family-name' },
  { name: 'email', autoComplete: 'email', type: 'email' },
] as const;

/**
 * The feedback or complaint form (/usercompliants/addusercompliant): a traveller (details filled
 * from the account) or a guest writes to the site's provider, optionally about a booking.
 */
export const FeedbackForm = ({ person, bookingReference }: { person?: Person | null; bookingReference?: string }) => {
  const { t, i18n } = useTranslation(FEEDBACK_NS);
  const languages = useLanguages();
  const create = useCreateComplaint();
  const [sent, setSent] = useState(false);
  const form = useForm<ComplaintForm>({
    resolver: zodResolver(complaintFormSchema) as never,
    defaultValues: { ...blank(person), bookingReferenceId: bookingReference ?? '' },
    mode: 'onTouched',
  });
  const { control, register, handleSubmit, formState, setError, watch, reset } = form;
  const errors = formState.errors;
  const description = watch('description') ?? '';

  const submit = handleSubmit(async (values) => {
    const languageId = languages.data?.find((l) => l.locale === i18n.language.split('-')[0])?.id;
    try {
      await create.mutateAsync({ ...values, languageId });
      setSent(true);
      reset(blank(person));
    } catch (error) {
      if (isApiError(error))
        for (const [field, message] of Object.entries(error.fields))
          if (field in values) setError(field as keyof ComplaintForm, { type: 'server', message });
    }
  });

  if (sent)
    return (
      <Alert color="teal" title={t('sentTitle')} role="status">
        <Stack gap="sm" align="flex-start">
          <Text>{COMPLAINT_MESSAGES.sent}</Text>
          <Button variant="light" onClick={() => setSent(false)}>
            {t('sendAnother')}
          </Button>
        </Stack>
      </Alert>
    );

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate>
      <Stack gap="md">
        <Stack gap={4}>
          <Text component="label" htmlFor="feedback-type" fw={500} size="sm">
            {t('type')}
          </Text>
          <Controller
            control={control}
            name="complaintType"
            render={({ field }) => (
              <SegmentedControl
                id="feedback-type"
                value={field.value}
                onChange={field.onChange}
                data={COMPLAINT_TYPES.map((type) => ({ value: type, label: t(`type_${type}`) }))}
                w={{ base: '100%', sm: 'auto' }}
              />
            )}
          />
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {PERSON_FIELDS.map(({ name, ...input }) => (
            <TextInput
              key={name}
              label={t(name)}
              required
              {...input}
              {...register(name)}
              error={errors[name]?.message}
            />
          ))}
          <Controller
            control={control}
            name="phone"
            render={({ field }) => (
              <TextInput
                label={t('phone')}
                type="tel"
                maxLength={12}
                autoComplete="tel"
                value={field.value ?? ''}
                onChange={(e) => field.onChange(filterPhoneKeystrokes(e.currentTarget.value))}
                onBlur={() => {
                  field.onChange(formatPhoneOnBlur(field.value ?? ''));
                  field.onBlur();
                }}
                error={errors.phone?.message}
              />
            )}
          />
        </SimpleGrid>
        <TextInput
          label={t('bookingReference')}
          description={t('bookingReferenceHint')}
          {...register('bookingReferenceId')}
          error={errors.bookingReferenceId?.message}
          maw={320}
        />
        <TextInput label={t('subject')} required {...register('subject')} error={errors.subject?.message} />
        <Textarea
          label={t('message')}
          required
          autosize
          minRows={5}
          maxRows={12}
          {...register('description')}
          error={errors.description?.message}
          description={t('counter', { count: description.length, max: COMPLAINT_MESSAGE_MAX })}
        />
        {create.error && !(isApiError(create.error) && Object.keys(create.error.fields).length) && (
          <ErrorDisplay error={create.error} />
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={create.isPending}>
            {t('send')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
};
