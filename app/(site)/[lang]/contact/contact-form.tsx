'use client';
// The contact form: fetches a signed single-use token (GET /api/contact/token), then sends the inquiry with the
// calculator's selection and totals (POST /api/contact) and says plainly why when the server refuses it, in the page's
// language: a refusal is read by its error code and the fields its details name, never by the server's English.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import type { Lang } from '@/lib/emoji/langs';
import type { Estimate, Selection } from '@/lib/estimate/price';
import { clientTranslator } from '@/lib/i18n/client';
import { formatList, formatMoney } from '@/lib/i18n/format';
import type { CompiledMessages, Translator } from '@/lib/i18n/translate';
import styles from './contact.module.css';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; reference: string }
  | { kind: 'refused'; message: string; fields: Partial<Record<Field, string>> };

interface ErrorBody {
  error?: string;
  details?: { path: string }[];
}

type Field = 'name' | 'email' | 'company' | 'message' | 'consent';
type T = Translator<'contactForm'>;

const FIELD_TEXT = { name: 'fieldName', email: 'fieldEmail', company: 'fieldCompany', message: 'fieldMessage', consent: 'fieldConsent' } as const;
const isField = (name: string): name is Field => Object.hasOwn(FIELD_TEXT, name);

/** What a person should read for an invalid inquiry whose details name no field of the form. */
function invalidText(paths: string[], t: T): string {
  if (paths.some((path) => path.startsWith('body.calculatorData.'))) return t('errorPrices');
  if (paths.includes('body.formToken')) return t('errorToken');
  return t('errorInvalid');
}

/** What a person should read for each refusal the contact routes can answer. */
function refusal(status: number, body: ErrorBody, retryAfter: string | null, t: T): Outcome {
  const paths = (body.details ?? []).map((detail) => detail.path);
  const fields: Partial<Record<Field, string>> = {};
  for (const path of paths) {
    const name = path.replace(/^body\./, '');
    if (isField(name)) fields[name] = t(FIELD_TEXT[name]);
  }
  const seconds = Number(retryAfter);
  const message = (() => {
    switch (body.error) {
      case 'contact_not_configured':
        return t('errorOff');
      case 'rate_limited':
        return Number.isInteger(seconds) && seconds > 0 ? t('errorRate', { seconds }) : t('errorRateSoon');
      case 'forbidden':
        return t('errorForbidden');
      case 'invalid_payload':
        return Object.keys(fields).length > 0 ? t('errorFields') : invalidText(paths, t);
      case 'database_unavailable':
        return t('errorDatabase');
      default:
        return t('errorStatus', { status });
    }
  })();
  return { kind: 'refused', message, fields };
}

async function errorOf(response: Response, t: T): Promise<Outcome> {
  const body = (await response.json().catch(() => ({}))) as ErrorBody;
  return refusal(response.status, body, response.headers.get('retry-after'), t);
}

function summaryOf(estimate: Estimate, lang: Lang, t: T): string {
  return t('summary', {
    service: estimate.service.name,
    items: formatList(lang, estimate.items.map((item) => item.name)),
    gross: formatMoney(lang, estimate.totals.grossCents, estimate.currency),
  });
}

interface Props {
  lang: Lang;
  selection: Selection;
  estimate: Estimate | null;
  enabled: boolean;
  messages: CompiledMessages<'contactForm'>;
}

export function ContactForm({ lang, selection, estimate, enabled, messages }: Props) {
  const t = useMemo(() => clientTranslator(lang, messages), [lang, messages]);
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
      if (!tokenResponse.ok) return setOutcome(await errorOf(tokenResponse, t));
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
            summary: summaryOf(estimate, lang, t),
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
      setOutcome(await errorOf(response, t));
    } catch {
      setOutcome({ kind: 'refused', message: t('errorNetwork'), fields: {} });
    }
  }

  const fields = outcome.kind === 'refused' ? outcome.fields : {};
  const described = (name: Field) => (fields[name] ? { 'aria-invalid': true, 'aria-describedby': `${name}-error` } : {});
  const fieldError = (name: Field) => fields[name] && <span id={`${name}-error`} className={styles.fieldError}>{fields[name]}</span>;

  if (outcome.kind === 'sent') {
    return (
      <section className={styles.contact} aria-labelledby="contact-title">
        <h2 id="contact-title">{t('sentTitle')}</h2>
        <p role="status">{t.rich('sent', { reference: outcome.reference, strong: (chunks) => <strong>{chunks}</strong> })}</p>
      </section>
    );
  }
  return (
    <section className={styles.contact} aria-labelledby="contact-title">
      <h2 id="contact-title">{t('title')}</h2>
      {!enabled && <p role="status">{t('off')}</p>}
      <noscript>
        <p>{t('noscript')}</p>
      </noscript>
      <form onSubmit={submit} noValidate={false}>
        <fieldset disabled={!enabled || !interactive || outcome.kind === 'sending'}>
          <legend className={styles.visuallyHidden}>{t('detailsLegend')}</legend>
          <label htmlFor="name">{t('name')}</label>
          <input id="name" name="name" required maxLength={200} autoComplete="name" {...described('name')} />
          {fieldError('name')}
          <label htmlFor="email">{t('email')}</label>
          <input id="email" name="email" type="email" required maxLength={320} autoComplete="email" {...described('email')} />
          {fieldError('email')}
          <label htmlFor="company">{t('company')}</label>
          <input id="company" name="company" maxLength={200} autoComplete="organization" {...described('company')} />
          {fieldError('company')}
          <label htmlFor="message">{t('message')}</label>
          <textarea id="message" name="message" rows={5} maxLength={5000} {...described('message')} />
          {fieldError('message')}
          <div className={styles.honeypot} aria-hidden="true">
            <label htmlFor="website">{t('honeypot')}</label>
            <input id="website" name="website" tabIndex={-1} autoComplete="off" />
          </div>
          <label className={styles.consent}>
            <input type="checkbox" name="consent" required {...described('consent')} /> {t('consent')}
          </label>
          {fieldError('consent')}
          <p className={styles.note}>
            {estimate ? t('estimateSent', { summary: summaryOf(estimate, lang, t) }) : t('chooseFirst')}
          </p>
          <button type="submit" disabled={!estimate}>{outcome.kind === 'sending' ? t('sending') : t('send')}</button>
        </fieldset>
      </form>
      {outcome.kind === 'refused' && <p role="alert" className={styles.refusal}>{outcome.message}</p>}
    </section>
  );
}
