import {
  Button,
  Drawer,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { COMPLAINT_STATUSES, COMPLAINT_TYPES, type ComplaintStatus } from '@ridedesk/domain/complaints/complaint-form';
import { PAGE_SIZE } from '@ridedesk/domain/shared/constants';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
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
  const rows = list.data?.complaints ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.totalCount ?? 0) / PAGE_SIZE));
  const filtered = status !== '' || complaintType !== '' || search !== '';
  const name = (c: Complaint) => `${c.firstName} ${c.lastName}`;

  return (
    <Stack gap="md" maw={1200}>
      <PageHeader title={t('inboxTitle')} description={t('inboxLead')} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <Stack gap={4}>
          <Text component="span" size="sm" fw={500} id="feedback-status-label">
            {t('filterStatus')}
          </Text>
          <SegmentedControl
            aria-labelledby="feedback-status-label"
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
        </Stack>
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

      {list.isPending && <Skeleton h={240} />}
      {list.isError && (
        <Stack gap={4}>
          <Text fw={600}>{t('loadFailed')}</Text>
          <ErrorDisplay error={list.error} />
        </Stack>
      )}
      {list.isSuccess && rows.length === 0 && <Text c="dimmed">{filtered ? t('inboxEmpty') : t('inboxEmptyAll')}</Text>}

      {rows.length > 0 && (
        <>
          <Paper withBorder radius="md" visibleFrom="sm">
            <Table highlightOnHover verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('received')}</Table.Th>
                  <Table.Th>{t('from')}</Table.Th>
                  <Table.Th>{t('filterType')}</Table.Th>
                  <Table.Th>{t('subject')}</Table.Th>
                  <Table.Th>{t('booking')}</Table.Th>
                  <Table.Th>{t('status')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t('actions')}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((c) => (
                  <Table.Tr key={c.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(c.createdOn, i18n.language)}</Table.Td>
                    <Table.Td>
                      <Text size="sm">{name(c)}</Text>
                      <Text size="xs" c="dimmed">
                        {c.email}
                      </Text>
                    </Table.Td>
                    <Table.Td>{t(`type_${c.complaintType}`)}</Table.Td>
                    <Table.Td>{c.subject}</Table.Td>
                    <Table.Td>{c.bookingReferenceId ?? '—'}</Table.Td>
                    <Table.Td>
                      <ComplaintStatusBadge status={c.status} />
                    </Table.Td>
                    <Table.Td>
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => setOpen(c)}
                        aria-label={`${t('open')}: ${c.subject}`}
                      >
                        {t('open')}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Paper>
          <Stack gap="sm" hiddenFrom="sm">
            {rows.map((c) => (
              <Paper key={c.id} withBorder radius="md" p="sm">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2} style={{ minWidth: 0 }}>
                    <Text fw={600} size="sm">
                      {c.subject}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {name(c)} · {t(`type_${c.complaintType}`)} · {formatDateTime(c.createdOn, i18n.language)}
                    </Text>
                  </Stack>
                  <ComplaintStatusBadge status={c.status} />
                </Group>
                <Button
                  size="xs"
                  variant="light"
                  mt="xs"
                  onClick={() => setOpen(c)}
                  aria-label={`${t('open')}: ${c.subject}`}
                >
                  {t('open')}
                </Button>
              </Paper>
            ))}
          </Stack>
          {pages > 1 && (
            <Group justify="space-between">
              <Text size="sm" c="dimmed">
                {t('page', { page, pages })}
              </Text>
              <Pagination value={page} onChange={setPage} total={pages} size="sm" />
            </Group>
          )}
        </>
      )}

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
