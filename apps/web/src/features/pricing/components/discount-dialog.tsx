import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/record-dialog.tsx';
import { LoadGate } from '../../../components/record-kit/load-gate.tsx';
import { useDiscount } from '../api/get-discount.ts';
import { PRICING_NS } from '../i18n.ts';
import type { Discount } from '../pricing.ts';
import { DiscountForm } from './discount-form.tsx';
import type { PricingDialogProps } from './pricing-screen-frame.tsx';

/** The promo code popup: 'Add Discount' when new, otherwise 'Edit - ' and the code. */
export const DiscountDialog = ({ opened, editing, onClose, onSaved }: PricingDialogProps<Discount>) => {
  const { t } = useTranslation(PRICING_NS);
  const fresh = useDiscount(opened ? editing : null);
  return (
    <RecordDialog
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit - ${editing.code}` : 'Add Discount'}
      closeLabel={t('close')}
    >
      <LoadGate
        error={editing && fresh.isError ? fresh.error : null}
        loading={Boolean(editing && fresh.isPlaceholderData)}
        failedTitle={t('formLoadFailed')}
        loadingLabel={t('loading')}
        heights={[56, 160]}
      >
        {() => (
          <DiscountForm
            key={editing ? `${editing.id}-${fresh.dataUpdatedAt}` : 'new'}
            discount={editing ? (fresh.data ?? editing) : undefined}
            onCancel={onClose}
            onSaved={onSaved}
          />
        )}
      </LoadGate>
    </RecordDialog>
  );
};
