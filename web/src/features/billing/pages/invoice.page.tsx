import { Link, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { formatPrice } from '@roomcraft/contracts/billing';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { PageSkeleton, RequireAuth } from '@/features/session/components/require-auth';
import { usePageTitle } from '@/lib/use-page-title';
import { invoiceQueryOptions } from '../billing.queries';
import { formatDate } from '../pricing.models';
import { PRODUCT_NAME } from '../paywall.rules';

function Invoice({ invoiceId }: { invoiceId: string }) {
  const { data: invoice, isPending } = useQuery(invoiceQueryOptions(invoiceId));
  if (isPending) return <PageSkeleton />;
  if (!invoice) {
    return (
      <div className="flex flex-col items-start gap-4">
        <h1 className="text-title font-semibold">Invoice not found</h1>
        <p className="text-muted-foreground">This invoice does not exist or belongs to another account.</p>
        <Button asChild>
          <Link to="/billing">Go to Billing</Link>
        </Button>
      </div>
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button asChild variant="ghost">
          <Link to="/billing">
            <ArrowLeft aria-hidden="true" />
            Billing
          </Link>
        </Button>
        <Button variant="outline" className="ml-auto" onClick={() => window.print()}>
          <Printer aria-hidden="true" />
          Print
        </Button>
      </div>
      <article
        className="rounded-xl border bg-card p-6 sm:p-10 print:border-0 print:p-0"
        aria-labelledby="invoice-title"
      >
        <header className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <p className="text-lg font-semibold">{PRODUCT_NAME}</p>
            <p className="text-sm text-muted-foreground">AI interior design</p>
          </div>
          <div className="text-right">
            <h1 id="invoice-title" className="text-title font-semibold">
              Invoice {invoice.number}
            </h1>
            <p className="text-sm text-muted-foreground">Paid {formatDate(invoice.paidAt)}</p>
            {invoice.isTestPayment && (
              <Badge variant="outline" className="mt-2">
                Test payment
              </Badge>
            )}
          </div>
        </header>
        <section className="mt-8 text-sm">
          <h2 className="font-semibold">Billed to</h2>
          <p>{invoice.customer.name}</p>
          <p className="text-muted-foreground">{invoice.customer.email}</p>
        </section>
        <table className="mt-8 w-full text-sm">
          <caption className="sr-only">{invoice.description}</caption>
          <thead>
            <tr className="border-b text-left text-muted-foreground">
              <th scope="col" className="py-2 font-medium">
                Description
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Qty
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, index) => (
              <tr key={index} className="border-b">
                <td className="py-3 pr-2">{line.description}</td>
                <td className="py-3 text-right tabular-nums">{line.quantity}</td>
                <td className="py-3 text-right tabular-nums">{formatPrice(line.amount)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2} className="pt-4 text-right font-semibold">
                Total ({invoice.currency.toUpperCase()})
              </th>
              <td className="pt-4 text-right text-lg font-semibold tabular-nums">
                {formatPrice(invoice.amount)}
              </td>
            </tr>
          </tfoot>
        </table>
      </article>
    </div>
  );
}

/** /billing/invoice/:invoiceId: a printable invoice of a purchase (owner only). */
export function InvoicePage() {
  const { invoiceId = '' } = useParams();
  usePageTitle('Invoice');
  return (
    <RequireAuth>
      <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:px-8">
        <Invoice invoiceId={invoiceId} />
      </div>
    </RequireAuth>
  );
}

export default InvoicePage;
