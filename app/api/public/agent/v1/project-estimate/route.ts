import { z } from 'zod';
import { otherMethods, route } from '@/lib/http/route';
import { EstimateRequest, computeEstimate, describeService, listServices } from '@/lib/estimate/estimate';
import { Estimate, EstimateQuery, ServiceList, ServiceOptions } from '@/lib/estimate/schemas';

export const GET = route(
  {
    operationId: 'listEstimateServices',
    summary: 'Calculable services, or one service with its packages, add-ons and options',
    tags: ['Project estimate'],
    access: 'scoped',
    scope: 'estimate:project',
    query: EstimateQuery,
    responses: { 200: z.union([ServiceList, ServiceOptions]) },
    errors: ['not_found'],
  },
  async ({ query, reply }) => reply(200, query.serviceSlug ? describeService(query.serviceSlug) : listServices()),
);

export const POST = route(
  {
    operationId: 'createProjectEstimate',
    summary: 'Non-binding project estimate from published catalog prices',
    description: 'Itemized net, VAT and gross in integer cents (and EUR), with the catalog version used. Unknown or incompatible ids are 400 naming them.',
    tags: ['Project estimate'],
    access: 'scoped',
    scope: 'estimate:project',
    body: EstimateRequest,
    responses: { 200: Estimate },
  },
  async ({ body, reply }) => reply(200, computeEstimate(body)),
);

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
