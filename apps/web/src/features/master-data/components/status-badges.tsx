import { Badge, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MASTER_DATA_NS } from '../i18n.ts';

/** Markers beside a record's name: disabled, and (in the catalogue) owned by one site. */
export const StatusBadges = ({ isEnabled, oneSite = false }: { isEnabled: boolean; oneSite?: boolean }) => {
  const { t } = useTranslation(MASTER_DATA_NS);
  return (
    <>
      {!isEnabled && (
        <Badge size="xs" variant="outline" color="gray" radius="sm" style={{ flexShrink: 0 }}>
          {t('disabledBadge')}
        </Badge>
      )}
      {oneSite && (
        <Tooltip label={t('oneSiteHint')} withArrow>
          <Badge size="xs" variant="light" color="grape" radius="sm" style={{ flexShrink: 0 }} tabIndex={0}>
            {t('oneSiteBadge')}
          </Badge>
        </Tooltip>
      )}
    </>
  );
};
