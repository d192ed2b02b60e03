import { Alert, Badge, Button, Group, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatUsd, toCents } from '@ridedesk/domain/booking/money';
import { invoiceStatusLabel } from '@ridedesk/domain/invoices/invoice-rules';
import { ROLES } from '@ridedesk/domain/shared/constants';
import { IconCalendarStats, IconCheck, IconDownload, IconFileInvoice } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { pageRows } from '../../../components/query-kit/paged-list.ts';
import { ErrorDisplay } from '../../../components/ui/error-display.tsx';
import { DataTable } from '../../../components/ui/list-kit/data-table.tsx';
import { RowDetail } from '../../../components/ui/list-kit/list-rows.tsx';
import type { ListColumn } from '../../../components/ui/list-kit/list-types.ts';
import { useAddressList } from '../../../components/ui/list-kit/use-address-list.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useDocumentTitle } from '../../../components/ui/use-document-title.ts';
import { formatDate } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.ts';
import { requestedSiteId } from '../../../lib/site-scope.ts';
import { downloadInvoicePdf } from '../api/download-invoice-pdf.ts';
import { useGenerateCurrentMonth } from '../api/generate-current-month.ts';
import { useInvoices } from '../api/list-invoices.ts';
import { useMarkInvoicePaid } from '../api/mark-paid.ts';
import { INVOICES_NS } from '../i18n.ts';
import type { Invoice } from '../invoice.ts';

const STATUS_COLOR: Record<Invoice['status'] | 'Overdue', string> = {
  Draft: 'gray',
  Due: 'orange',
  Overdue: 'red',
  Paid: 'green',
};
const money = (dollars: number) => formatUsd(toCents(dollars));
/** Invoice dates are calendar days of the UTC month they bill. */
const day = (iso: string, locale: string) => formatDate(iso, locale, 'UTC');
const period = (i: Invoice, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(i.periodStart));

type Actions = {
  platform: boolean;
  busy: number | null;
  onDownload: (i: Invoice) => void;
  onPaid: (i: Invoice) => void;
};

const StatusBadge = ({ invoice }: { invoice: Invoice }) => {
  const { t } = useTranslation(INVOICES_NS);
  // An issued invoice still unpaid after its due date reads Overdue.
  const label = invoiceStatusLabel(invoice, new Date());
  return (
    <Badge variant="light" radius="sm" color={STATUS_COLOR[label]}>
      {t(`status_${label}`)}
    </Badge>
  );
};

const RowActions = ({
  invoice,
  actions,
  fullWidth = false,
}: {
  invoice: Invoice;
  actions: Actions;
  fullWidth?: boolean;
}) => {
  const { t } = useTranslation(INVOICES_NS);
  return (
    <Group gap={6} wrap="nowrap" grow={fullWidth}>
      <Button
        size="xs"
        variant="light"
        leftSection={<IconDownload size={14} aria-hidden />}
        aria-label={t('downloadInvoice', { number: invoice.invoiceNumber })}
        loading={actions.busy === invoice.id}
        onClick={() => actions.onDownload(invoice)}
      >
        {t('download')}
      </Button>
      {actions.platform && invoice.status === 'Due' && (
        <Button
          size="xs"
          variant="default"
          leftSection={<IconCheck size={14} aria-hidden />}
          aria-label={t('markPaidInvoice', { number: invoice.invoiceNumber })}
          onClick={() => actions.onPaid(invoice)}
        >
          {t('markPaid')}
        </Button>
      )}
    </Group>
  );
};

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The wide table's columns; the provider column only for the platform administrator. */
const invoiceColumns = (t: TFunction, actions: Actions, locale: string): ListColumn<Invoice>[] => [
  { key: 'colNumber', header: t('colNumber'), cell: (i) => i.invoiceNumber, td: { ff: 'monospace', style: nowrap } },
  ...(actions.platform
    ? [{ key: 'colProvider', header: t('colProvider'), cell: (i: Invoice) => i.serviceProviderName, td: { fw: 600 } }]
    : []),
  { key: 'colPeriod', header: t('colPeriod'), cell: (i) => period(i, locale), td: { style: nowrap } },
  { key: 'colPlan', header: t('colPlan'), cell: (i) => i.planName },
  {
    key: 'colBookings',
    header: t('colBookings'),
    cell: (i) => (
      <>
        <Text size="sm">{t('bookingsOf', { count: i.noOfBookings, allowance: i.allowance })}</Text>
        {i.overageBookings > 0 && (
          <Text size="xs" c="dimmed">
            +{i.overageBookings} × $0.25
          </Text>
        )}
      </>
    ),
    th: { ta: 'right' },
    td: { ta: 'right' },
  },
  {
    key: 'colTotal',
    header: t('colTotal'),
    cell: (i) => (
      <>
        {money(i.total)}
        <Text size="xs" c="dimmed" fw={400}>
          {t('colTax')} {money(i.tax)}
        </Text>
      </>
    ),
    th: { ta: 'right' },
    td: { ta: 'right', fw: 600, style: nowrap },
  },
  { key: 'colStatus', header: t('colStatus'), cell: (i) => <StatusBadge invoice={i} /> },
  {
    key: 'colDue',
    header: t('colDue'),
    cell: (i) => (i.status === 'Draft' ? '—' : day(i.dueOn, locale)),
    td: { style: nowrap },
  },
  {
    key: 'colActions',
    header: t('colActions'),
    action: true,
    cell: (i, place) => <RowActions invoice={i} actions={actions} fullWidth={place === 'panel'} />,
  },
];

/** Under 768 px each invoice is a row that expands to show the details: the closed row. */
const InvoiceSummary = ({ invoice: i, locale }: { invoice: Invoice; locale: string }) => (
  <Group gap="sm" wrap="nowrap" justify="space-between">
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text fw={600} truncate>
        {period(i, locale)}
      </Text>
      <Text size="xs" c="dimmed" ff="monospace">
        {i.invoiceNumber}
      </Text>
    </Stack>
    <Stack gap={2} align="flex-end">
      <Text fw={600} size="sm">
        {money(i.total)}
      </Text>
      <StatusBadge invoice={i} />
    </Stack>
  </Group>
);

/** The opened row. */
const InvoiceDetails = ({ invoice: i, actions, locale }: { invoice: Invoice; actions: Actions; locale: string }) => {
  const { t } = useTranslation(INVOICES_NS);
  return (
    <Stack gap="sm">
      <SimpleGrid cols={2} spacing="sm">
        {actions.platform && <RowDetail label={t('colProvider')}>{i.serviceProviderName}</RowDetail>}
        <RowDetail label={t('colPlan')}>{i.planName}</RowDetail>
        <RowDetail label={t('colBookings')}>
          {t('bookingsOf', { count: i.noOfBookings, allowance: i.allowance })}
        </RowDetail>
        <RowDetail label={t('planFee')}>{money(i.planFee)}</RowDetail>
        <RowDetail label={t('extraBookings')}>
          {i.overageBookings} × $0.25 = {money(i.overageAmount)}
        </RowDetail>
        <RowDetail label={`${t('colTax')} (${i.taxPercentage}%)`}>{money(i.tax)}</RowDetail>
        <RowDetail label={t('colTotal')}>{money(i.total)}</RowDetail>
        <RowDetail label={t('issued')}>{day(i.issuedOn, locale)}</RowDetail>
        <RowDetail label={t('colDue')}>{i.status === 'Draft' ? '—' : day(i.dueOn, locale)}</RowDetail>
      </SimpleGrid>
      <RowActions invoice={i} actions={actions} fullWidth />
    </Stack>
  );
};

/** /admin/invoice/view: the provider administrator's invoices; the platform administrator's for every provider. */
export const InvoicesScreen = () => {
  const { t } = useTranslation(INVOICES_NS);
  useDocumentTitle('Invoices');
  const session = useSession();
  const role = session?.user.role;
  if (role !== ROLES.spAdmin && role !== ROLES.superAdmin)
    return (
      <>
        <PageHeader title={t('title')} />
        <Alert color="blue" radius="md">
          {t('adminsOnly')}
        </Alert>
      </>
    );
  return <InvoiceManagement platform={role === ROLES.superAdmin} />;
};

const InvoiceManagement = ({ platform }: { platform: boolean }) => {
  const { t, i18n } = useTranslation(INVOICES_NS);
  const list = useAddressList();
  const status = list.params.get('status') ?? '';
  const { page } = list;
  // The platform administrator sees every provider; with a site chosen in Manage Site, that one's month so far.
  const chosenSite = platform ? (requestedSiteId() ?? null) : null;
  const invoices = useInvoices({ siteId: null, status, page });
  const generate = useGenerateCurrentMonth();
  const paid = useMarkInvoicePaid();
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const actions: Actions = {
    platform,
    busy,
    onDownload: async (invoice) => {
      setError(null);
      setBusy(invoice.id);
      try {
        await downloadInvoicePdf(invoice);
      } catch (failure) {
        setError(failure);
      } finally {
        setBusy(null);
      }
    },
    onPaid: async (invoice) => {
      setError(null);
      try {
        await paid.mutateAsync(invoice.id);
        notifications.show({ color: 'green', message: t('paidNotice', { number: invoice.invoiceNumber }) });
      } catch (failure) {
        setError(failure);
      }
    },
  };

  const showCurrent = !platform || chosenSite !== null;
  const locale = i18n.language;

  return (
    <>
      <PageHeader
        title={t('title')}
        description={platform ? t('leadPlatform') : t('leadProvider')}
        actions={
          showCurrent && (
            <Button
              variant="light"
              leftSection={<IconCalendarStats size={18} aria-hidden />}
              loading={generate.isPending}
              title={t('currentMonthHint')}
              onClick={async () => {
                setError(null);
                try {
                  await generate.mutateAsync({ siteId: chosenSite });
                  notifications.show({ color: 'green', message: t('draftReady') });
                } catch (failure) {
                  setError(failure);
                }
              }}
            >
              {t('currentMonth')}
            </Button>
          )
        }
      />
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('help')}
        </Text>
        <ErrorDisplay error={error} />
        <Group gap="sm" align="center" wrap="wrap">
          <Text size="sm" fw={500} id="invoice-status-label">
            {t('statusFilter')}
          </Text>
          <SegmentedControl
            aria-labelledby="invoice-status-label"
            size="xs"
            value={status}
            onChange={(value) => list.update({ status: value })}
            data={[
              { value: '', label: t('statusAll') },
              { value: 'Draft', label: t('status_Draft') },
              { value: 'Due', label: t('status_Due') },
              { value: 'Paid', label: t('status_Paid') },
            ]}
          />
        </Group>
        <DataTable
          {...pageRows(invoices)}
          rowKey={(i) => i.id}
          columns={invoiceColumns(t, actions, locale)}
          minWidth={platform ? 1000 : 860}
          expandLabel={(i) => t('expandRow', { number: i.invoiceNumber })}
          summary={(i) => <InvoiceSummary invoice={i} locale={locale} />}
          details={(i) => <InvoiceDetails invoice={i} actions={actions} locale={locale} />}
          page={page}
          onPageChange={list.setPage}
          paginationLabel={t('pagination')}
          loadFailed={t('loadFailed')}
          loadingRows={4}
          empty={{ icon: IconFileInvoice, title: status ? t('noMatch') : t('noInvoices') }}
        />
      </Stack>
    </>
  );
};
