'use client';
// The project calculator: the catalog's packages, add-ons and options, and a live total computed by the same code as
// POST /api/public/agent/v1/project-estimate (lib/estimate/price.ts). Without JavaScript it is a GET form whose
// answer the server computes; with it, every change re-prices at once.
import { useMemo, useState } from 'react';
import { ApiError } from '@/lib/errors';
import type { Catalog } from '@/lib/estimate/catalog';
import { fitsPackage, priceSelection, type Estimate, type Selection } from '@/lib/estimate/price';
import { ContactForm } from './contact-form';
import { euros } from './money';
import styles from './contact.module.css';

type Priced = { estimate: Estimate; problems: null } | { estimate: null; problems: string[] };

function price(selection: Selection, catalog: Catalog): Priced {
  try {
    return { estimate: priceSelection(selection, catalog), problems: null };
  } catch (error) {
    if (error instanceof ApiError) return { estimate: null, problems: error.details?.map((d) => d.message) ?? [error.message] };
    throw error;
  }
}

function toggled(ids: string[], id: string, on: boolean): string[] {
  return on ? [...ids.filter((other) => other !== id), id] : ids.filter((other) => other !== id);
}

export function Calculator({ catalog, initial, contactEnabled }: { catalog: Catalog; initial: Selection; contactEnabled: boolean }) {
  const [selection, setSelection] = useState(initial);
  const service = catalog.services.find((candidate) => candidate.slug === selection.serviceSlug)!;
  const priced = useMemo(() => price(selection, catalog), [selection, catalog]);

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
        <h2 id="calculator-title">Project calculator</h2>
        <fieldset>
          <legend>Service</legend>
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
          <legend>Package</legend>
          {service.packages.map((pkg) => (
            <label key={pkg.id} className={styles.choice}>
              <input type="radio" name="package" value={pkg.id} checked={pkg.id === selection.selectedPackageId}
                onChange={() => choosePackage(pkg.id)} />
              <span>
                <strong>{pkg.name}</strong> <span className={styles.price}>{euros(pkg.priceCents)}</span>
                <small>{pkg.description} Includes {pkg.includes.join(', ')}.</small>
              </span>
            </label>
          ))}
        </fieldset>
        {service.addons.length > 0 && (
          <fieldset>
            <legend>Add-ons</legend>
            {service.addons.map((addon) => {
              const fits = fitsPackage(addon, selection.selectedPackageId);
              return (
                <label key={addon.id} className={styles.choice}>
                  <input type="checkbox" name="addon" value={addon.id} disabled={!fits}
                    checked={selection.selectedAddonIds.includes(addon.id)}
                    onChange={(event) => setSelection((current) => ({ ...current, selectedAddonIds: toggled(current.selectedAddonIds, addon.id, event.target.checked) }))} />
                  <span>
                    <strong>{addon.name}</strong> <span className={styles.price}>+{euros(addon.priceCents)}</span>
                    <small>{fits ? addon.description : 'Included in or not available with this package.'}</small>
                  </span>
                </label>
              );
            })}
          </fieldset>
        )}
        <fieldset>
          <legend>Options</legend>
          {service.modifiers.map((modifier) => {
            const fits = fitsPackage(modifier, selection.selectedPackageId);
            const blocker = excludedBy(modifier.id);
            const percent = modifier.basisPoints / 100;
            return (
              <label key={modifier.id} className={styles.choice}>
                <input type="checkbox" name="modifier" value={modifier.id} disabled={!fits || blocker !== undefined}
                  checked={selection.activeModifierIds.includes(modifier.id)}
                  onChange={(event) => setSelection((current) => ({ ...current, activeModifierIds: toggled(current.activeModifierIds, modifier.id, event.target.checked) }))} />
                <span>
                  <strong>{modifier.name}</strong> <span className={styles.price}>{percent > 0 ? '+' : ''}{percent} %</span>
                  <small>{blocker ? `Not together with ${blocker.name}.` : modifier.description}</small>
                </span>
              </label>
            );
          })}
        </fieldset>
        <noscript>
          <button type="submit">Update the estimate</button>
        </noscript>
      </form>
      <section className={styles.estimate} aria-labelledby="estimate-title">
        <h2 id="estimate-title">Your estimate</h2>
        <div aria-live="polite" aria-atomic="true">
          {priced.estimate ? (
            <>
              <table className={styles.items}>
                <caption className={styles.visuallyHidden}>Estimate items</caption>
                <tbody>
                  {priced.estimate.items.map((item) => (
                    <tr key={item.id}>
                      <th scope="row">{item.name}{item.kind === 'modifier' ? ` (${item.percent > 0 ? '+' : ''}${item.percent} %)` : ''}</th>
                      <td>{euros(item.amountCents)}</td>
                    </tr>
                  ))}
                  <tr><th scope="row">Net</th><td data-testid="estimate-net">{euros(priced.estimate.totals.netCents)}</td></tr>
                  <tr><th scope="row">VAT ({priced.estimate.totals.vatRate * 100} %)</th><td>{euros(priced.estimate.totals.vatCents)}</td></tr>
                  <tr className={styles.total}><th scope="row">Total</th><td data-testid="estimate-gross">{euros(priced.estimate.totals.grossCents)}</td></tr>
                </tbody>
              </table>
              <p className={styles.note}>{priced.estimate.note} Catalog {priced.estimate.catalogVersion}.</p>
            </>
          ) : (
            <div role="alert">
              <p>This combination cannot be priced:</p>
              <ul>{priced.problems.map((problem) => <li key={problem}>{problem}</li>)}</ul>
            </div>
          )}
        </div>
      </section>
      </div>
      <ContactForm selection={selection} estimate={priced.estimate} enabled={contactEnabled} />
    </>
  );
}
