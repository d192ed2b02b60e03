import { Select } from '@mantine/core';
import { PUBLICATION_FILTERS, type PublicationFilter } from '@ridedesk/domain/master-data/draft-publish';
import { useTranslation } from 'react-i18next';
import { MASTER_DATA_NS } from '../i18n.ts';

/** The Published (default) / Unpublished selector of every master-data list. */
export const PublicationSelect = ({
  value,
  onChange,
}: {
  value: PublicationFilter;
  onChange: (value: PublicationFilter) => void;
}) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  return (
    <Select
      label={t('statusLabel')}
      data={[...PUBLICATION_FILTERS]}
      value={value}
      onChange={(next) => next && onChange(next as PublicationFilter)}
      allowDeselect={false}
      w={{ base: '100%', xs: 200 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
};
