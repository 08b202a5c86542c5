'use client';
// The contact form: fetches a signed single-use token (GET /api/contact/token), then sends the inquiry with the
// calculator's selection and totals (POST /api/contact) and says plainly why when the server refuses it.
import { useEffect, useState, type FormEvent } from 'react';
import type { Estimate, Selection } from '@/lib/estimate/price';
import { euros } from './money';
import styles from './contact.module.css';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; reference: string }
  | { kind: 'refused'; message: string; fields: Record<string, string> };

interface ErrorBody {
  error?: string;
  message?: string;
  details?: { path: string; message: string }[];
}

const FIELD_OF: Record<string, string> = { 'body.name': 'name', 'body.email': 'email', 'body.company': 'company', 'body.message': 'message', 'body.consent': 'consent' };

/** What a person should read for each refusal the contact routes can answer. */
function refusal(status: number, body: ErrorBody, retryAfter: string | null): Outcome {
  const fields: Record<string, string> = {};
  for (const detail of body.details ?? []) {
    const field = FIELD_OF[detail.path];
    if (field) fields[field] = detail.message;
  }
  const message = (() => {
    switch (body.error) {
      case 'contact_not_configured':
        return 'The contact form is switched off on this server at the moment. Please try again later.';
      case 'rate_limited':
        return `Too many messages from your network just now. Please try again in ${retryAfter ?? 'a few'} seconds.`;
      case 'forbidden':
        return 'The server accepts inquiries from this site’s own contact form only. Reload the page and send it again.';
      case 'invalid_payload':
        return Object.keys(fields).length > 0 ? 'Please correct the marked fields.' : (body.message ?? 'The inquiry is not valid.');
      case 'database_unavailable':
        return 'The server cannot store inquiries right now. Please try again in a minute.';
      default:
        return `The inquiry could not be sent (${status}). Please try again later.`;
    }
  })();
  return { kind: 'refused', message, fields };
}

async function errorOf(response: Response): Promise<Outcome> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  return refusal(response.status, body, response.headers.get('retry-after'));
}

function summaryOf(estimate: Estimate): string {
  return `${estimate.service.name}: ${estimate.items.map((item) => item.name).join(', ')}; ${euros(estimate.totals.grossCents)} gross`;
}

export function ContactForm({ selection, estimate, enabled }: { selection: Selection; estimate: Estimate | null; enabled: boolean }) {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  // The form needs a script for its token: until the page is interactive it stays disabled.
  const [interactive, setInteractive] = useState(false);
  useEffect(() => setInteractive(true), []);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!estimate) return;
    const form = new FormData(event.currentTarget);
    setOutcome({ kind: 'sending' });
    try {
      const tokenResponse = await fetch('/api/contact/token', { cache: 'no-store' });
      if (!tokenResponse.ok) return setOutcome(await errorOf(tokenResponse));
      const { token } = (await tokenResponse.json()) as { token: string };
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          calculatorData: {
            serviceSlug: selection.serviceSlug,
            package: selection.selectedPackageId,
            addons: selection.selectedAddonIds,
            modifiers: selection.activeModifierIds,
            totals: { netCents: estimate.totals.netCents, vatCents: estimate.totals.vatCents, grossCents: estimate.totals.grossCents },
            summary: summaryOf(estimate),
            catalogVersion: estimate.catalogVersion,
          },
          name: form.get('name'),
          email: form.get('email'),
          company: form.get('company') || undefined,
          message: form.get('message') ?? '',
          consent: form.get('consent') === 'on',
          formToken: token,
          website: form.get('website') || undefined,
        }),
      });
      if (response.status === 201) {
        const receipt = (await response.json()) as { reference: string };
        return setOutcome({ kind: 'sent', reference: receipt.reference });
      }
      setOutcome(await errorOf(response));
    } catch {
      setOutcome({ kind: 'refused', message: 'The network failed while sending. Please check your connection and try again.', fields: {} });
    }
  }

  const fields = outcome.kind === 'refused' ? outcome.fields : {};
  const described = (name: string) => (fields[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});
  const fieldError = (name: string) => fields[name] && <span id={`${name}-error`} className={styles.fieldError}>{fields[name]}</span>;

  if (outcome.kind === 'sent') {
    return (
      <section className={styles.contact} aria-labelledby="contact-title">
        <h2 id="contact-title">Thank you</h2>
        <p role="status">Your inquiry has arrived. Its reference is <strong>{outcome.reference}</strong>; we will answer by email.</p>
      </section>
    );
  }
  return (
    <section className={styles.contact} aria-labelledby="contact-title">
      <h2 id="contact-title">Send us your project</h2>
      {!enabled && <p role="status">The contact form is switched off on this server at the moment.</p>}
      <noscript>
        <p>Sending the form needs JavaScript (it asks the server for a one-time token first). The calculator above works without it.</p>
      </noscript>
      <form onSubmit={submit} noValidate={false}>
        <fieldset disabled={!enabled || !interactive || outcome.kind === 'sending'}>
          <legend className={styles.visuallyHidden}>Your details</legend>
          <label htmlFor="name">Name</label>
          <input id="name" name="name" required maxLength={200} autoComplete="name" {...described('name')} />
          {fieldError('name')}
          <label htmlFor="email">Email</label>
          <input id="email" name="email" type="email" required maxLength={320} autoComplete="email" {...described('email')} />
          {fieldError('email')}
          <label htmlFor="company">Company (optional)</label>
          <input id="company" name="company" maxLength={200} autoComplete="organization" {...described('company')} />
          {fieldError('company')}
          <label htmlFor="message">Message</label>
          <textarea id="message" name="message" rows={5} maxLength={5000} {...described('message')} />
          {fieldError('message')}
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor="website">Leave this field empty</label>
            <input id="website" name="website" tabIndex={-1} autoComplete="off" />
          </div>
          <label className={styles.consent}>
            <input type="checkbox" name="consent" required {...described('consent')} /> I agree that my inquiry and the
            estimate are stored and processed to answer me.
          </label>
          {fieldError('consent')}
          <p className={styles.note}>
            {estimate ? `The estimate sent with it: ${summaryOf(estimate)}.` : 'Choose a combination the calculator can price first.'}
          </p>
          <button type="submit" disabled={!estimate}>{outcome.kind === 'sending' ? 'Sending…' : 'Send inquiry'}</button>
        </fieldset>
      </form>
      {outcome.kind === 'refused' && <p role="alert" className={styles.refusal}>{outcome.message}</p>}
    </section>
  );
}
