import { Group, Pagination, Text } from '@mantine/core';
import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { useTranslation } from 'react-i18next';
import { REVIEWS_NS } from '../i18n.ts';

/** "Showing a–b of n" and the pages of a 10-row list. */
export const PagedFooter = ({
  page,
  total,
  onPage,
}: {
  page: number;
  total: number;
  onPage: (page: number) => void;
}) => {
  const { t } = useTranslation(REVIEWS_NS);
  if (total === 0) return null;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  return (
    <Group justify="space-between" mt="md" gap="sm">
      <Text size="sm" c="dimmed">
        {t('showing', { from: (page - 1) * PAGE_SIZE + 1, to: Math.min(total, page * PAGE_SIZE), total })}
      </Text>
      {pages > 1 && <Pagination total={pages} value={page} onChange={onPage} size="sm" aria-label={t('pagination')} />}
    </Group>
  );
};
