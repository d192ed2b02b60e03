import { Alert, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { IconBuildingStore, IconInfoCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { useSession } from '../../../lib/session.ts';
import { actsOnProviderSite, requestedSiteId } from '../../../lib/site-scope.ts';
import { authorizeSquare, paymentTypeKeys, useSitePaymentTypes } from '../api/payment-types-api.ts';
import { PAYMENT_TYPES_NS } from '../i18n.ts';
import { PaymentTypeCard } from './payment-type-card.tsx';
import { squareRedirectUri, takeSquarePending } from './square-connect.tsx';

/** Back from Square's authorize page with ?code&state: the code is exchanged for the site's tokens. */
const useSquareReturn = () => {
  const { t } = useTranslation(PAYMENT_TYPES_NS);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const handled = useRef(false);
  const code = params.get('code');
  const state = params.get('state');
  useEffect(() => {
    if (!code || !state || handled.current) return;
    handled.current = true;
    const pending = takeSquarePending(state);
    navigate('.', { replace: true });
    if (!pending) return;
    const id = notifications.show({ loading: true, message: t('squareConnecting'), autoClose: false });
    authorizeSquare({ ...pending, code, redirectUri: squareRedirectUri() })
      .then(() => {
        notifications.update({ id, loading: false, color: 'green', message: t('squareConnected'), autoClose: 5000 });
        void queryClient.invalidateQueries({ queryKey: paymentTypeKeys.all });
      })
      .catch((error: Error) =>
        notifications.update({ id, loading: false, color: 'red', message: error.message, autoClose: 10_000 }),
      );
  }, [code, state, navigate, queryClient, t]);
};

/**
 * /admin/master-data/paymenttypes, setup checklist item 12: the five payment types of the spec
 * on the site (COD 'Pay by cash', AuthorizeNet 'Credit Card', PayPal, Square, GPay), each enabled
 * or not, its credentials (never shown in clear) and the card brands it accepts.
 */
export const PaymentTypesScreen = () => {
  const { t } = useTranslation(PAYMENT_TYPES_NS);
  useDocumentTitle('Payment Types');
  const session = useSession();
  const role = session?.user.role;
  const isPlatformAdmin = role === ROLES.superAdmin;
  const chosen = requestedSiteId();
  const onProviderSite = actsOnProviderSite();
  const canManage = role === ROLES.spAdmin;
  const types = useSitePaymentTypes();
  useSquareReturn();

  return (
    <>
      <PageHeader title={t('title')} description={t('lead')} />
      {isPlatformAdmin && !onProviderSite && (
        <Alert color="yellow" icon={<IconBuildingStore size={18} aria-hidden />} mb="md">
          {t('chooseSite')}
        </Alert>
      )}
      {isPlatformAdmin && onProviderSite && chosen && (
        <Alert color="blue" icon={<IconBuildingStore size={18} aria-hidden />} mb="md" p="sm">
          {t('actingOnSite', { siteId: chosen })}
        </Alert>
      )}
      {!canManage && !isPlatformAdmin && (
        <Alert color="gray" icon={<IconInfoCircle size={18} aria-hidden />} mb="md" p="sm">
          {t('readOnly')}
        </Alert>
      )}
      {types.isPending ? (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy aria-label={t('loading')}>
          {[1, 2, 3, 4].map((n) => (
            <Skeleton key={n} h={150} radius="md" />
          ))}
        </SimpleGrid>
      ) : types.isError ? (
        <ErrorDisplay error={types.error} />
      ) : types.data.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {types.data.map(({ master, mapping }) => (
            <PaymentTypeCard
              key={master.name}
              type={master.name}
              label={master.label}
              mapping={mapping}
              canManage={canManage}
            />
          ))}
        </SimpleGrid>
      )}
    </>
  );
};
