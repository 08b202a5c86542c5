import { otherMethods, route } from '@/lib/http/route';
import { runAutomationCheck } from '@/lib/assessments/automation/automation-check';
import { AutomationRequest, AutomationResult } from '@/lib/assessments/schemas';

export const POST = route(
  {
    operationId: 'checkAutomation',
    summary: 'Rank up to 12 processes by automation potential',
    description:
      'Deterministic and conservative: every figure comes with the formula and its parts. Shares and rates are fractions from 0 to 1. Fetches nothing, uses no AI.',
    tags: ['Assessments'],
    access: 'scoped',
    scope: 'assessment:automation',
    body: AutomationRequest,
    responses: { 200: AutomationResult },
  },
  async ({ body, reply }) => reply(200, runAutomationCheck(body)),
);

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
