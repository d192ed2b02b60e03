import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/forms/record-dialog.tsx';
import { LoadGate } from '../../../components/record-kit/load-gate.tsx';
import { usePriceDefinition } from '../api/get-price-definition.ts';
import { useCatalogChoices } from '../api/list-catalog-choices.ts';
import { useFleets } from '../api/list-fleets.ts';
import { PRICING_NS } from '../i18n.ts';
import type { PriceDefinition } from '../pricing.ts';
import { type PriceChoices, PriceDefinitionForm } from './price-definition-form.tsx';
import type { PricingDialogProps } from './pricing-screen-frame.tsx';

/**
 * The price definition popup: 'Add Price Definition' when new, otherwise 'Edit - ' and the
 * name. It loads the site's catalogue choices and fleets, and a fresh copy of the definition.
 */
export const PriceDefinitionDialog = ({ opened, editing, onClose, onSaved }: PricingDialogProps<PriceDefinition>) => {
  const { t } = useTranslation(PRICING_NS);
  const vehicleType = useCatalogChoices('vehicleType', opened);
  const serviceType = useCatalogChoices('serviceType', opened);
  const serviceUserType = useCatalogChoices('serviceUserType', opened);
  const priceType = useCatalogChoices('priceType', opened);
  const fleets = useFleets(opened);
  const fresh = usePriceDefinition(opened ? editing : null);
  const queries = [vehicleType, serviceType, serviceUserType, priceType, fleets];
  const failed = [...queries, fresh].find((q) => q.isError);
  const loading = queries.some((q) => q.isPending) || (editing !== null && fresh.isPlaceholderData);

  const choices: PriceChoices | null =
    vehicleType.data && serviceType.data && serviceUserType.data && priceType.data
      ? {
          vehicleType: vehicleType.data,
          serviceType: serviceType.data,
          serviceUserType: serviceUserType.data,
          priceType: priceType.data,
        }
      : null;

  return (
    <RecordDialog
      opened={opened}
      onClose={onClose}
      title={editing ? `Edit - ${editing.name}` : 'Add Price Definition'}
      size="xl"
      closeLabel={t('close')}
    >
      <LoadGate
        error={failed?.error}
        loading={loading || !choices || !fleets.data}
        failedTitle={t('formLoadFailed')}
        loadingLabel={t('loading')}
        heights={[56, 120, 160]}
      >
        {() =>
          choices &&
          fleets.data && (
            <PriceDefinitionForm
              key={editing ? `${editing.id}-${fresh.dataUpdatedAt}` : 'new'}
              definition={editing ? (fresh.data ?? editing) : undefined}
              choices={choices}
              fleets={fleets.data}
              onCancel={onClose}
              onSaved={onSaved}
            />
          )
        }
      </LoadGate>
    </RecordDialog>
  );
};
