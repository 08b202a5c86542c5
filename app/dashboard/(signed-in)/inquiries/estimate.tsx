// An inquiry's estimate as the visitor saw it: its items, net, VAT and total, in its currency as Intl writes money
// (`€8,211.00`); a stored selection in no known shape is shown as it is stored.
import { estimateCurrency, readStoredEstimate } from '@/lib/contact/stored-estimate';
import { FORMAT_OPTIONS, formatMoney, formatPercentChange, intlLocale } from '@/lib/i18n/format';

/** The dashboard is in English. */
const LANG = 'en';

const money = (cents: number, currency: string) => formatMoney(LANG, cents, currency);

/** An inquiry's total for a table cell. */
export function formatTotal(grossCents: number, calculator: unknown): string {
  return money(grossCents, estimateCurrency(calculator));
}

function vatRate(rate: number): string {
  return FORMAT_OPTIONS.formatters.getNumberFormat(intlLocale(LANG), { style: 'percent', maximumFractionDigits: 2 }).format(rate);
}

export function EstimateTable({ calculator, catalogVersion }: { calculator: unknown; catalogVersion: string }) {
  const estimate = readStoredEstimate(calculator);
  if (!estimate) {
    return (
      <>
        <p className="muted">This selection is stored in no estimate format the dashboard knows; as stored:</p>
        <pre>{JSON.stringify(calculator, null, 2)}</pre>
      </>
    );
  }
  const { currency, items, totals } = estimate;
  return (
    <>
      <table className="estimate">
        <caption>
          {estimate.service.name}, non-binding estimate (catalog {catalogVersion}, {currency})
        </caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col" className="amount">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={index}>
              <th scope="row">
                {item.name}
                {item.kind === 'modifier' && item.percent !== undefined ? ` (${formatPercentChange(LANG, item.percent / 100)})` : ''}
              </th>
              <td className="amount">{money(item.amountCents, currency)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Net</th>
            <td className="amount">{money(totals.netCents, currency)}</td>
          </tr>
          <tr>
            <th scope="row">VAT ({vatRate(totals.vatRate)})</th>
            <td className="amount">{money(totals.vatCents, currency)}</td>
          </tr>
          <tr>
            <th scope="row">Total</th>
            <td className="amount">
              <strong>{money(totals.grossCents, currency)}</strong>
            </td>
          </tr>
        </tfoot>
      </table>
      {estimate.summary ? <p>Summary from the form: {estimate.summary}</p> : null}
    </>
  );
}
