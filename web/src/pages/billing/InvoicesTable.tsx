import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import Table from '@cloudscape-design/components/table';
import type { Invoice } from '#shared/billing/self-service';
import { BILLING } from '#shared/messages';
import { formatDay, formatMoney } from './billing-view';

/** Every billed transaction, newest first, with Paddle's PDF where it has one. */
export function InvoicesTable({ invoices, loading }: { invoices: Invoice[]; loading: boolean }) {
  return (
    <Table<Invoice>
      header={
        <Header variant="h2" counter={loading ? undefined : `(${invoices.length})`}>
          {BILLING.invoices}
        </Header>
      }
      loading={loading}
      loadingText="Loading invoices"
      items={invoices}
      trackBy="id"
      wrapLines
      empty={<Box textAlign="center">{BILLING.noInvoices}</Box>}
      columnDefinitions={[
        { id: 'date', header: BILLING.invoiceDate, cell: (i) => formatDay(i.billed_at) },
        { id: 'for', header: BILLING.invoiceFor, cell: (i) => BILLING.invoiceReasons[i.reason] },
        { id: 'amount', header: BILLING.invoiceAmount, cell: (i) => formatMoney(i.total_minor, i.currency) },
        {
          id: 'status',
          header: BILLING.invoiceStatus,
          cell: (i) => (
            <StatusIndicator type={i.status === 'completed' || i.status === 'paid' ? 'success' : 'warning'}>
              {i.status === 'completed' ? 'Paid' : i.status.replace('_', ' ')}
            </StatusIndicator>
          ),
        },
        {
          id: 'invoice',
          header: BILLING.invoiceNumber,
          cell: (i) =>
            i.url ? (
              <Link href={i.url} external>
                {i.number ?? BILLING.viewInvoice}
              </Link>
            ) : (
              <span>
                {i.number ?? ''}
                {i.number ? ' ' : ''}
                <Box variant="span" color="text-body-secondary">
                  ({BILLING.noInvoiceLink})
                </Box>
              </span>
            ),
        },
      ]}
    />
  );
}
