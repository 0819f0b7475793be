import Box from '@cloudscape-design/components/box';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import type { Invoice } from '#shared/billing/self-service';
import { BILLING, BILLING_VIEW } from '#shared/messages/billing';
import { CollectionTable } from '../../components/CollectionTable';
import { formatDay, formatMoney } from './billing-view';

/**
 * Every billed transaction, newest first, with Paddle's PDF where it has one; on the shared
 * collection table, so it sorts by date or amount and pages like every other table.
 */
export function InvoicesTable({ invoices, loading }: { invoices: Invoice[]; loading: boolean }) {
  return (
    <CollectionTable<Invoice>
      header={
        <Header variant="h2" counter={loading ? undefined : `(${invoices.length})`}>
          {BILLING.invoices}
        </Header>
      }
      loading={loading}
      loadingText={BILLING_VIEW.loadingInvoices}
      items={invoices}
      trackBy="id"
      pageSize={10}
      defaultSort={{ columnId: 'date', descending: true }}
      empty={<Box textAlign="center">{BILLING.noInvoices}</Box>}
      columns={[
        {
          id: 'date',
          header: BILLING.invoiceDate,
          cell: (i) => formatDay(i.billed_at),
          sortingComparator: (a, b) => a.billed_at.localeCompare(b.billed_at),
        },
        { id: 'for', header: BILLING.invoiceFor, cell: (i) => BILLING.invoiceReasons[i.reason] },
        {
          id: 'amount',
          header: BILLING.invoiceAmount,
          cell: (i) => formatMoney(i.total_minor, i.currency),
          sortingComparator: (a, b) => a.total_minor - b.total_minor,
        },
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
