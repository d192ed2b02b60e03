import { Drawer, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { COMPLAINT_STATUSES, COMPLAINT_TYPES, type ComplaintStatus } from '@ridedesk/domain/complaints/complaint-form';
import { IconMessageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageRows } from '../../../components/query-kit/paged-list.ts';
import { LabelledSegments } from '../../../components/record-kit/labelled-segments.tsx';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import { RowSummary } from '../../../components/ui/list-kit/list-rows.tsx';
import { actionColumn } from '../../../components/ui/list-kit/row-actions.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { formatDateTime } from '../../../lib/format.ts';
import type { Complaint } from '../api/complaint.ts';
import { useSiteComplaints } from '../api/list-site-complaints.ts';
import { FEEDBACK_NS } from '../i18n.ts';
import { ComplaintDetail } from './complaint-detail.tsx';
import { ComplaintStatusBadge } from './complaint-status-badge.tsx';

/** /admin/usercompliants: the site's feedback and complaints, 10 a page, answered and closed in a drawer. */
export const FeedbackInbox = () => {
  const { t, i18n } = useTranslation(FEEDBACK_NS);
  useDocumentTitle(t('inboxTitle'));
  const [status, setStatus] = useState<ComplaintStatus | ''>('');
  const [complaintType, setComplaintType] = useState('');
  const [searchText, setSearchText] = useState('');
  const [search] = useDebouncedValue(searchText.trim(), 300);
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Complaint | null>(null);
  const list = useSiteComplaints({ status, complaintType, search, page });
  const filtered = status !== '' || complaintType !== '' || search !== '';
  const name = (c: Complaint) => `${c.firstName} ${c.lastName}`;

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title={t('inboxTitle')} description={t('inboxLead')} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <LabelledSegments
          id="feedback-status-label"
          label={t('filterStatus')}
          value={status}
          onChange={(v) => {
            setStatus(v as ComplaintStatus | '');
            setPage(1);
          }}
          data={[
            { value: '', label: t('all') },
            ...COMPLAINT_STATUSES.map((s) => ({ value: s, label: t(`status_${s}`) })),
          ]}
        />
        <Select
          label={t('filterType')}
          w={160}
          value={complaintType}
          onChange={(v) => {
            setComplaintType(v ?? '');
            setPage(1);
          }}
          data={[{ value: '', label: t('all') }, ...COMPLAINT_TYPES.map((s) => ({ value: s, label: t(`type_${s}`) }))]}
          allowDeselect={false}
        />
        <TextInput
          label={t('search')}
          placeholder={t('searchPlaceholder')}
          value={searchText}
          onChange={(e) => {
            setSearchText(e.currentTarget.value);
            setPage(1);
          }}
          style={{ flex: '1 1 220px' }}
          maw={360}
        />
      </Group>

      <DataTable
        {...pageRows(list)}
        rowKey={(c) => c.id}
        columns={[
          {
            key: 'received',
            header: t('received'),
            cell: (c) => formatDateTime(c.createdOn, i18n.language),
            td: { style: { whiteSpace: 'nowrap' } },
          },
          {
            key: 'from',
            header: t('from'),
            cell: (c) => (
              <>
                <Text size="sm">{name(c)}</Text>
                <Text size="xs" c="dimmed">
                  {c.email}
                </Text>
              </>
            ),
          },
          { key: 'type', header: t('filterType'), cell: (c) => t(`type_${c.complaintType}`) },
          { key: 'subject', header: t('subject'), cell: (c) => c.subject, detail: false },
          { key: 'booking', header: t('booking'), cell: (c) => c.bookingReferenceId ?? '—' },
          { key: 'status', header: t('status'), cell: (c) => <ComplaintStatusBadge status={c.status} /> },
          actionColumn<Complaint>('actions', t('actions'), (c) => [
            { key: 'open', text: t('open'), name: `${t('open')}: ${c.subject}`, onClick: () => setOpen(c) },
          ]),
        ]}
        minWidth={860}
        expandLabel={(c) => t('detailsOf', { subject: c.subject })}
        summary={(c) => (
          <RowSummary
            title={c.subject}
            subtitle={`${name(c)} · ${t(`type_${c.complaintType}`)}`}
            end={<ComplaintStatusBadge status={c.status} />}
          />
        )}
        page={page}
        onPageChange={setPage}
        paginationLabel={t('pagination')}
        loadFailed={t('loadFailed')}
        empty={{ icon: IconMessageOff, title: filtered ? t('inboxEmpty') : t('inboxEmptyAll') }}
      />

      <Drawer
        opened={open !== null}
        onClose={() => setOpen(null)}
        position="right"
        size="lg"
        title={open ? t('detailTitle', { type: t(`type_${open.complaintType}`), name: name(open) }) : ''}
      >
        {open && <ComplaintDetail key={open.id} complaint={open} onChanged={setOpen} />}
      </Drawer>
    </Stack>
  );
};
