import { Select } from '@mantine/core';
import { PUBLICATION_FILTERS, type PublicationFilter } from '@ridedesk/domain/master-data/draft-publish';
import { useTranslation } from 'react-i18next';
import { PRICING_NS } from '../i18n.ts';

/** The Published (default) / Unpublished selector of spec 02's list pattern. */
export const PublicationSelect = ({
  value,
  onChange,
}: {
  value: PublicationFilter;
  onChange: (value: PublicationFilter) => void;
}) => {
  const { t } = useTranslation(PRICING_NS);
  return (
    <Select
      label={t('show')}
      data={[...PUBLICATION_FILTERS]}
      value={value}
      onChange={(next) => next && onChange(next as PublicationFilter)}
      allowDeselect={false}
      w={170}
      comboboxProps={{ withinPortal: true }}
    />
  );
};
