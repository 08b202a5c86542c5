// Accepting an inquiry: official form only (origin + signed single-use token + honeypot), calculator totals
// re-computed from the catalog, then inquiry and outbox row committed together before any mail is attempted.
import { randomUUID } from 'node:crypto';
import { getDb } from '@/db/client';
import { contactInquiries, contactOutbox } from '@/db/schema';
import { isUniqueViolation } from '@/lib/database-errors';
import { ApiError, invalidPayload, type ErrorDetail } from '@/lib/errors';
import { computeEstimate } from '@/lib/estimate/estimate';
import { verifyFormToken } from './form-token';
import { deliver } from './notify';
import { type RequestOrigins, checkFormOrigin } from './origin-check';
import type { ContactRequest } from './schemas';

export interface SubmissionContext extends RequestOrigins {
  ip: string | null;
  userAgent: string | null;
}

function recompute(data: ContactRequest['calculatorData']) {
  let estimate: ReturnType<typeof computeEstimate>;
  try {
    estimate = computeEstimate({
      serviceSlug: data.serviceSlug,
      selectedPackageId: data.package,
      selectedAddonIds: data.addons,
      activeModifierIds: data.modifiers,
    });
  } catch (error) {
    if (!(error instanceof ApiError) || !error.details) throw error;
    throw invalidPayload(error.message, error.details.map((d) => ({ ...d, path: calculatorPath(d.path) })));
  }
  const mismatches: ErrorDetail[] = (['netCents', 'vatCents', 'grossCents'] as const)
    .filter((key) => data.totals[key] !== estimate.totals[key])
    .map((key) => ({
      path: `body.calculatorData.totals.${key}`,
      message: `Expected ${estimate.totals[key]} (catalog ${estimate.catalogVersion}), got ${data.totals[key]}.`,
    }));
  if (mismatches.length > 0) {
    throw invalidPayload('The calculator totals do not match the published prices; reload the calculator.', mismatches);
  }
  return estimate;
}

/** Estimate paths (body.selectedAddonIds.1) as the contact request names them (body.calculatorData.addons.1). */
function calculatorPath(path: string): string {
  return path
    .replace(/^body\.serviceSlug/, 'body.calculatorData.serviceSlug')
    .replace(/^body\.selectedPackageId/, 'body.calculatorData.package')
    .replace(/^body\.selectedAddonIds/, 'body.calculatorData.addons')
    .replace(/^body\.activeModifierIds/, 'body.calculatorData.modifiers');
}

const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();

export async function submitInquiry(request: ContactRequest, context: SubmissionContext) {
  checkFormOrigin(context);
  const token = verifyFormToken(request.formToken);
  // A filled honeypot gets the same answer as a real inquiry, so bots learn nothing; nothing is stored or sent.
  if (request.website) return { receipt: { received: true as const, reference: referenceOf(randomUUID()) }, notify: async () => undefined };
  const estimate = recompute(request.calculatorData);

  const db = await getDb();
  let stored: { inquiryId: string; outboxId: string };
  try {
    stored = await db.transaction(async (tx) => {
      const [inquiry] = await tx
        .insert(contactInquiries)
        .values({
          name: request.name,
          email: request.email,
          company: request.company || null,
          message: request.message,
          calculator: {
            currency: estimate.currency,
            service: estimate.service,
            items: estimate.items,
            totals: estimate.totals,
            summary: request.calculatorData.summary,
          },
          catalogVersion: estimate.catalogVersion,
          grossCents: estimate.totals.grossCents,
          consentAt: new Date(),
          formTokenId: token.nonce,
          ip: context.ip,
          userAgent: context.userAgent?.slice(0, 500) ?? null,
        })
        .returning({ id: contactInquiries.id });
      const [outbox] = await tx.insert(contactOutbox).values({ inquiryId: inquiry!.id, channel: 'email' }).returning({ id: contactOutbox.id });
      return { inquiryId: inquiry!.id, outboxId: outbox!.id };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw invalidPayload('This form was already sent; reload the form to send another inquiry.', [
        { path: 'body.formToken', message: 'Token already used.' },
      ]);
    }
    throw error;
  }
  return {
    receipt: { received: true as const, reference: referenceOf(stored.inquiryId) },
    // For after the response: a mail server that is slow or hangs must not hold the visitor (each attempt waits up to
    // its timeouts); the inquiry is stored and its outbox row pending, which the outbox cron retries if this fails.
    notify: () => deliver(stored.outboxId),
  };
}
