import { Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { SaveAction } from '@ridedesk/domain/master-data/draft-publish';
import { MOBILE_BREAKPOINT } from '@ridedesk/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { useDiscount } from '../api/get-discount.ts';
import { PRICING_NS } from '../i18n.ts';
import type { Discount } from '../pricing.ts';
import { DiscountForm } from './discount-form.tsx';

/** The promo code popup: 'Add Discount' when new, otherwise 'Edit - ' and the code. */
export const DiscountDialog = ({
  opened,
  editing,
  onClose,
  onSaved,
}: {
  opened: boolean;
  editing: Discount | null;
  onClose: () => void;
  onSaved: (discount: Discount, action: SaveAction) => void;
}) => {
  const { t } = useTranslation(PRICING_NS);
  const isMobile = useMediaQuery(`(max-width: ${MOBILE_BREAKPOINT - 0.02}px)`);
  const fresh = useDiscount(opened ? editing : null);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={
        <Text span fw={700} size="lg">
          {editing ? `Edit - ${editing.code}` : 'Add Discount'}
        </Text>
      }
      size="lg"
      fullScreen={!!isMobile}
      radius="lg"
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      {editing && fresh.isError ? (
        <Stack gap={4}>
          <Text fw={600}>{t('formLoadFailed')}</Text>
          <ErrorDisplay error={fresh.error} />
        </Stack>
      ) : editing && fresh.isPlaceholderData ? (
        <Stack gap="md" aria-label={t('loading')}>
          <Skeleton h={56} />
          <Skeleton h={160} />
        </Stack>
      ) : (
        <DiscountForm
          key={editing ? `${editing.id}-${fresh.dataUpdatedAt}` : 'new'}
          discount={editing ? (fresh.data ?? editing) : undefined}
          onCancel={onClose}
          onSaved={onSaved}
        />
      )}
    </Modal>
  );
};
