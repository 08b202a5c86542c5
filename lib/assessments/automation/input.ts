// The automation check request: allowed company size bands, data sensitivity levels, and the units of every
// numeric field (shares and rates are fractions from 0 to 1, never percentages).
import { z } from 'zod';

/** EU SME bands (Commission Recommendation 2003/361/EC) by head count. */
export const COMPANY_SIZES = {
  micro: { minEmployees: 1, maxEmployees: 9 },
  small: { minEmployees: 10, maxEmployees: 49 },
  medium: { minEmployees: 50, maxEmployees: 249 },
  large: { minEmployees: 250, maxEmployees: null },
} as const;

export type CompanySize = keyof typeof COMPANY_SIZES;

/** public: published anyway; internal: business data; personal: GDPR personal data; special: GDPR Art. 9/10 data, health, payment or secrecy-bound data. */
export const DATA_SENSITIVITY = ['public', 'internal', 'personal', 'special'] as const;
export type DataSensitivity = (typeof DATA_SENSITIVITY)[number];

export const MAX_PROCESSES = 12;

const fraction = (what: string) =>
  z
    .number()
    .min(0, `${what} is a fraction from 0 to 1 (0.8 means 80 %).`)
    .max(1, `${what} is a fraction from 0 to 1 (0.8 means 80 %).`)
    .describe(`${what}, as a fraction from 0 to 1`);

export const AutomationProcess = z.object({
  name: z.string().trim().min(1).max(120),
  runsPerMonth: z.number().positive().max(100_000).describe('How often the process runs per month'),
  minutesPerRun: z.number().positive().max(10_080).describe('Hands-on minutes each involved person spends per run'),
  peopleInvolved: z.number().int().min(1).max(10_000).describe('People who each spend minutesPerRun on one run'),
  ruleBasedShare: fraction('Share of the work that follows fixed rules'),
  digitalInputShare: fraction('Share of inputs that arrive digitally and structured'),
  exceptionRate: fraction('Share of runs that need a human decision outside the rules'),
  systemsCount: z.number().int().min(0).max(50).describe('Software systems the process reads from or writes to'),
  dataSensitivity: z.enum(DATA_SENSITIVITY),
});
export type AutomationProcess = z.infer<typeof AutomationProcess>;

export const AutomationRequest = z
  .object({
    companySize: z.enum(Object.keys(COMPANY_SIZES) as [CompanySize, ...CompanySize[]]),
    hourlyCostEur: z.number().positive().max(1_000).describe('Fully loaded cost of one working hour in EUR'),
    processes: z.array(AutomationProcess).min(1).max(MAX_PROCESSES),
  })
  .superRefine((request, ctx) => {
    const max = COMPANY_SIZES[request.companySize].maxEmployees;
    request.processes.forEach((process, index) => {
      if (max !== null && process.peopleInvolved > max) {
        ctx.addIssue({
          code: 'custom',
          path: ['processes', index, 'peopleInvolved'],
          message: `A ${request.companySize} company has at most ${max} employees.`,
        });
      }
    });
  });
export type AutomationRequest = z.infer<typeof AutomationRequest>;
