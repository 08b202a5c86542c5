'use client';
// The project calculator: the catalog's packages, add-ons and options, and a live total computed by the same code as
// POST /api/public/agent/v1/project-estimate (lib/estimate/price.ts). Without JavaScript it is a GET form to its own
// address whose answer the server computes; with it, every change re-prices at once. All its text, the catalog's
// included, is in the page's language (calculator.tsx hands it over).
import { useMemo, useState } from 'react';
import type { Lang } from '@/lib/emoji/langs';
import type { Catalog, CatalogService } from '@/lib/estimate/catalog';
import { fitsPackage, priceSelection, selectionProblems, type Estimate, type Selection, type SelectionProblem } from '@/lib/estimate/price';
import { clientTranslator } from '@/lib/i18n/client';
import { formatList, formatMoney, formatPercentChange } from '@/lib/i18n/format';
import type { CompiledMessages, Translator } from '@/lib/i18n/translate';
import { ContactForm } from './contact-form';
import styles from './contact.module.css';

type Priced = { estimate: Estimate; problems: null } | { estimate: null; problems: SelectionProblem[] };

function price(selection: Selection, service: CatalogService, catalog: Catalog): Priced {
  const problems = selectionProblems(service, selection);
  return problems.length > 0 ? { estimate: null, problems } : { estimate: priceSelection(selection, catalog), problems: null };
}

/** A problem in the page's language, naming the options as the catalog does (an unknown one by the id sent). */
function problemText(problem: SelectionProblem, service: CatalogService, t: Translator<'calculator'>): string {
  const options = [...service.packages, ...service.addons, ...service.modifiers];
  const nameOf = (id: string) => options.find((option) => option.id === id)?.name ?? id;
  switch (problem.kind) {
    case 'unknown':
      return t('problemUnknown', { id: problem.id });
    case 'twice':
      return t('problemTwice', { name: nameOf(problem.id) });
    case 'notWithPackage':
      return t('problemPackage', { name: nameOf(problem.id), package: nameOf(problem.packageId) });
    case 'excludedBy':
      return t('problemExcludes', { name: nameOf(problem.id), other: nameOf(problem.otherId) });
  }
}

function toggled(ids: string[], id: string, on: boolean): string[] {
  return on ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id);
}

export interface PlannerMessages {
  calculator: CompiledMessages<'calculator'>;
  contactForm: CompiledMessages<'contactForm'>;
}

interface Props {
  lang: Lang;
  /** The catalog in the page's language (lib/estimate/localized.ts). */
  catalog: Catalog;
  initial: Selection;
  contactEnabled: boolean;
  messages: PlannerMessages;
}

export function Planner({ lang, catalog, initial, contactEnabled, messages }: Props) {
  const t = useMemo(() => clientTranslator(lang, messages.calculator), [lang, messages.calculator]);
  const [selection, setSelection] = useState(initial);
  const service = catalog.services.find((candidate) => candidate.slug === selection.serviceSlug)!;
  const priced = useMemo(() => price(selection, service, catalog), [selection, service, catalog]);
  const money = (cents: number) => formatMoney(lang, cents, catalog.currency);
  const percent = (basisPoints: number) => formatPercentChange(lang, basisPoints / 10_000);

  const chooseService = (slug: string) => {
    const next = catalog.services.find((candidate) => candidate.slug === slug)!;
    setSelection({ serviceSlug: slug, selectedPackageId: next.packages[0]!.id, selectedAddonIds: [], activeModifierIds: [] });
  };
  // A package change drops the options that do not go with it, instead of answering with an error.
  const choosePackage = (packageId: string) =>
    setSelection((current) => ({
      ...current,
      selectedPackageId: packageId,
      selectedAddonIds: current.selectedAddonIds.filter((id) => fitsPackage(service.addons.find((a) => a.id === id) ?? {}, packageId)),
      activeModifierIds: current.activeModifierIds.filter((id) => fitsPackage(service.modifiers.find((m) => m.id === id) ?? {}, packageId)),
    }));
  const excludedBy = (modifierId: string) =>
    service.modifiers.find((m) => m.id !== modifierId && selection.activeModifierIds.includes(m.id) && (m.excludes ?? []).includes(modifierId));

  return (
    <>
      <div className={styles.planner}>
      <form className={styles.calculator} method="get" aria-labelledby="calculator-title">
        <h2 id="calculator-title">{t('title')}</h2>
        <fieldset>
          <legend>{t('service')}</legend>
          {catalog.services.map((candidate) => (
            <label key={candidate.slug} className={styles.choice}>
              <input type="radio" name="service" value={candidate.slug} checked={candidate.slug === service.slug}
                onChange={() => chooseService(candidate.slug)} />
              <span>
                <strong>{candidate.name}</strong>
                <small>{candidate.description}</small>
              </span>
            </label>
          ))}
        </fieldset>
        <fieldset>
          <legend>{t('package')}</legend>
          {service.packages.map((pkg) => (
            <label key={pkg.id} className={styles.choice}>
              <input type="radio" name="package" value={pkg.id} checked={pkg.id === selection.selectedPackageId}
                onChange={() => choosePackage(pkg.id)} />
              <span>
                <strong>{pkg.name}</strong> <span className={styles.price}>{money(pkg.priceCents)}</span>
                <small>{pkg.description} {t('includes', { items: formatList(lang, pkg.includes) })}</small>
              </span>
            </label>
          ))}
        </fieldset>
        {service.addons.length > 0 && (
          <fieldset>
            <legend>{t('addons')}</legend>
            {service.addons.map((addon) => {
              const fits = fitsPackage(addon, selection.selectedPackageId);
              return (
                <label key={addon.id} className={styles.choice}>
                  <input type="checkbox" name="addon" value={addon.id} disabled={!fits}
                    checked={selection.selectedAddonIds.includes(addon.id)}
                    onChange={(event) => setSelection((current) => ({ ...current, selectedAddonIds: toggled(current.selectedAddonIds, addon.id, event.target.checked) }))} />
                  <span>
                    <strong>{addon.name}</strong> <span className={styles.price}>+{money(addon.priceCents)}</span>
                    <small>{fits ? addon.description : t('addonUnavailable')}</small>
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
        <fieldset>
          <legend>{t('options')}</legend>
          {service.modifiers.map((modifier) => {
            const fits = fitsPackage(modifier, selection.selectedPackageId);
            const blocker = excludedBy(modifier.id);
            return (
              <label key={modifier.id} className={styles.choice}>
                <input type="checkbox" name="modifier" value={modifier.id} disabled={!fits || blocker !== undefined}
                  checked={selection.activeModifierIds.includes(modifier.id)}
                  onChange={(event) => setSelection((current) => ({ ...current, activeModifierIds: toggled(current.activeModifierIds, modifier.id, event.target.checked) }))} />
                <span>
                  <strong>{modifier.name}</strong> <span className={styles.price}>{percent(modifier.basisPoints)}</span>
                  <small>{blocker ? t('notTogether', { name: blocker.name }) : modifier.description}</small>
                </span>
              </label>
            );
          })}
        </fieldset>
        <noscript>
          <button type="submit">{t('update')}</button>
        </noscript>
      </form>
      <section className={styles.estimate} aria-labelledby="estimate-title">
        <h2 id="estimate-title">{t('estimateTitle')}</h2>
        <div aria-live="polite" aria-atomic="true">
          {priced.estimate ? (
            <>
              <table className={styles.items}>
                <caption className={styles.visuallyHidden}>{t('itemsCaption')}</caption>
                <tbody>
                  {priced.estimate.items.map((item) => (
                    <tr key={item.id}>
                      <th scope="row">{item.name}{item.kind === 'modifier' ? ` (${percent(item.percent * 100)})` : ''}</th>
                      <td>{money(item.amountCents)}</td>
                    </tr>
                  ))}
                  <tr><th scope="row">{t('net')}</th><td data-testid="estimate-net">{money(priced.estimate.totals.netCents)}</td></tr>
                  <tr><th scope="row">{t('vat', { rate: priced.estimate.totals.vatRate })}</th><td>{money(priced.estimate.totals.vatCents)}</td></tr>
                  <tr className={styles.total}><th scope="row">{t('total')}</th><td data-testid="estimate-gross">{money(priced.estimate.totals.grossCents)}</td></tr>
                </tbody>
              </table>
              <p className={styles.note}>{t('note')} {t('catalogVersion', { version: priced.estimate.catalogVersion })}</p>
            </>
          ) : (
            <div role="alert">
              <p>{t('cannotPrice')}</p>
              <ul>{priced.problems.map((problem) => <li key={problem.path}>{problemText(problem, service, t)}</li>)}</ul>
            </div>
          )}
        </div>
      </section>
      </div>
      <ContactForm lang={lang} selection={selection} estimate={priced.estimate} enabled={contactEnabled} messages={messages.contactForm} />
    </>
  );
}
