import { Badge } from '@mantine/core';
import type { ComplaintStatus } from '@ridedesk/domain/complaints/complaint-form';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_NS } from '../i18n.ts';

const COLORS: Record<ComplaintStatus, string> = { Open: 'orange', Answered: 'teal', Closed: 'gray' };

export const ComplaintStatusBadge = ({ status }: { status: ComplaintStatus }) => {
  const { t } = useTranslation(FEEDBACK_NS);
  return (
    <Badge color={COLORS[status]} variant="light" style={{ flexShrink: 0 }}>
      {t(`status_${status}`)}
    </Badge>
  );
};
