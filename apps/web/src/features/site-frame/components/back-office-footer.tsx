import { Box, Text } from '@mantine/core';
import { COPYRIGHT_YEAR } from '@ridedesk/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { COMMON_NS } from '../../../components/common-i18n.ts';
import { siteNameOf, useClientSite } from '../api/get-client-site.ts';

/**
 * The back office's footer: one quiet copyright line. The traveller's footer (FAQ, reviews,
 * Send Feedback, social links) belongs to the booking site, not to staff screens (issue 17).
 */
export const BackOfficeFooter = () => {
  const { t } = useTranslation(COMMON_NS);
  const { data: site } = useClientSite();
  if (!site) return null;
  return (
    <Box
      component="footer"
      px="md"
      py="sm"
      mt="auto"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Text size="xs" c="dimmed" ta="center">
        © {COPYRIGHT_YEAR} {siteNameOf(site)}. {t('rightsReserved')}
      </Text>
    </Box>
  );
};
