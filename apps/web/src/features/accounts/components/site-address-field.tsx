import { Loader, Text, TextInput } from '@mantine/core';
import { PROVIDER_HOST_SUFFIX, SITE_ADDRESS_MESSAGES, siteAddressSchema } from '@ridedesk/domain/site/site-address';
import { IconCircleCheck } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ACCOUNTS_NS } from '../i18n.ts';
import type { Availability } from '../use-availability.ts';

type SiteAddressFields = { siteHost: string; serviceProviderName: string };

/** How the site is reached from this browser: the host with the port the page came from (dev). */
const siteUrlOf = (host: string) => {
  const port = typeof window === 'undefined' ? '' : window.location.port;
  const protocol = typeof window === 'undefined' ? 'https:' : window.location.protocol;
  return `${protocol}//${host}${port ? `:${port}` : ''}`;
};

/**
 * The company's booking site address (issue 17, defect 10): suggested from the company name until
 * the person types their own, checked when left, and shown as the address travellers will open.
 */
export const SiteAddressField = ({
  availability,
  onCheck,
}: {
  availability: (value: string) => Availability;
  onCheck: (value: string) => void;
}) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { register, formState, control } = useFormContext<SiteAddressFields>();
  const value = useWatch({ control, name: 'siteHost' }) ?? '';
  const parsed = siteAddressSchema.safeParse(value);
  const state = availability(value);
  const field = register('siteHost');
  return (
    <TextInput
      label={t('siteAddress')}
      autoComplete="off"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={40}
      placeholder="acme-cars"
      rightSectionWidth={state === 'checking' || state === 'free' ? 110 : 96}
      rightSection={
        <Text size="sm" c="dimmed" pr="xs" style={{ whiteSpace: 'nowrap', display: 'flex', gap: 4 }}>
          {PROVIDER_HOST_SUFFIX}
          {state === 'checking' && <Loader size="xs" aria-label={t('checking')} />}
          {state === 'free' && <IconCircleCheck size={18} color="var(--mantine-color-teal-7)" aria-hidden />}
        </Text>
      }
      description={parsed.success ? t('siteAddressHint', { url: siteUrlOf(parsed.data) }) : t('siteAddressRule')}
      error={formState.errors.siteHost?.message ?? (state === 'taken' ? SITE_ADDRESS_MESSAGES.taken : undefined)}
      {...field}
      onBlur={async (event) => {
        await field.onBlur(event);
        if (siteAddressSchema.safeParse(event.target.value).success) onCheck(event.target.value);
      }}
    />
  );
};
