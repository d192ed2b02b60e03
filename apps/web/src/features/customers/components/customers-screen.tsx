import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useSession } from '../../../lib/session.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { CUSTOMERS_NS } from '../i18n.ts';
import { CustomerList } from './customer-list.tsx';

/** /admin/customers: the site's travellers. The platform administrator sees the site chosen in Manage Site. */
export const CustomersScreen = () => {
  const { t } = useTranslation(CUSTOMERS_NS);
  // Read again when the session changes (another tab signs out or in).
  useSession();
  useDocumentTitle('Customers');
  const siteId = requestedSiteId() ?? null;
  return (
    <>
      <PageHeader title={t('title')} description={t('lead')} />
      <Text size="sm" c="dimmed" mb="md">
        {t('help')}
      </Text>
      <CustomerList siteId={siteId} />
    </>
  );
};
