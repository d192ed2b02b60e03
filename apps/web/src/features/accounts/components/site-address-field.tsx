import { Text, TextInput } from '@mantine/core';
import { PROVIDER_HOST_SUFFIX, SITE_ADDRESS_MESSAGES, siteAddressSchema } from '@ridedesk/domain/site/site-address';
import { useTranslation } from 'react-i18next';
import { ACCOUNTS_NS } from '../i18n.ts';
import { type AvailabilityCheck, useCheckedField } from '../use-availability.ts';
import { AvailabilityMark } from './account-fields.tsx';

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
export const SiteAddressField = ({ availability }: { availability: AvailabilityCheck }) => {
  const { t } = useTranslation(ACCOUNTS_NS);
  const { value, state, ruleError, input } = useCheckedField('siteHost', siteAddressSchema, availability);
  const parsed = siteAddressSchema.safeParse(value);
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
          <AvailabilityMark state={state} />
        </Text>
      }
      description={parsed.success ? t('siteAddressHint', { url: siteUrlOf(parsed.data) }) : t('siteAddressRule')}
      error={ruleError ?? (state === 'taken' ? SITE_ADDRESS_MESSAGES.taken : undefined)}
      {...input}
    />
  );
};
