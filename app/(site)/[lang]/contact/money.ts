// Amounts as the contact page shows them; one formatter on server and client so hydration sees the same text.
const EUR = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

export function euros(cents: number): string {
  return EUR.format(cents / 100);
}
