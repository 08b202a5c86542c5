// Examples computed by the services themselves, for operations whose schema-generated example would be a made-up
// selection the API refuses: the reference then shows a request that works and the answer it really gets.
import { computeEstimate, listServices } from '@/lib/estimate/estimate';

export interface LiveExample {
  request?: unknown;
  response?: unknown;
}

const SELECTION = {
  serviceSlug: 'website',
  selectedPackageId: 'website-business',
  selectedAddonIds: ['website-language'],
  activeModifierIds: ['nonprofit'],
};

let cached: Record<string, LiveExample> | undefined;

/** By operationId; computed once per process (the catalog is read once too). */
export function liveExamples(): Record<string, LiveExample> {
  cached ??= {
    createProjectEstimate: { request: SELECTION, response: computeEstimate(SELECTION) },
    listEstimateServices: { response: listServices() },
  };
  return cached;
}
