// The automation check: ranks processes by a conservative, fully itemized estimate of the time and money
// automation could save, discounted by risk. Pure arithmetic on the request; same input, same output.
import type { AutomationProcess, AutomationRequest, DataSensitivity } from './input';

/** Only this share of the automatable time is counted as saved: supervision, maintenance and edge cases remain. */
export const CAPTURE_RATE = 0.7;
export const RISK_WEIGHTS = { exceptions: 0.4, systems: 0.3, sensitivity: 0.3 } as const;
export const SENSITIVITY_RISK: Record<DataSensitivity, number> = { public: 0, internal: 0.2, personal: 0.5, special: 0.8 };
/** Integration risk grows with every system beyond the first and is full at six. */
export const SYSTEMS_AT_FULL_RISK = 6;
const MIN_WORTHWHILE_HOURS_PER_MONTH = 2;

const METHOD = {
  manualHoursPerMonth: 'runsPerMonth × minutesPerRun × peopleInvolved / 60',
  automationFit: 'ruleBasedShare × digitalInputShare × (1 − exceptionRate)',
  savedHoursPerMonth: `manualHoursPerMonth × automationFit × captureRate (${CAPTURE_RATE})`,
  savedEurPerMonth: 'savedHoursPerMonth × hourlyCostEur',
  perYear: 'per month × 12',
  risk: `${RISK_WEIGHTS.exceptions} × exceptionRate + ${RISK_WEIGHTS.systems} × min(1, (systemsCount − 1) / ${SYSTEMS_AT_FULL_RISK - 1}) + ${RISK_WEIGHTS.sensitivity} × sensitivity (public 0, internal 0.2, personal 0.5, special 0.8)`,
  riskLevel: 'low below 0.3, medium below 0.6, high from 0.6',
  priorityScore: 'savedEurPerYear × (1 − risk), rounded to whole euros; ties keep the input order',
  companySize: 'validates peopleInvolved against the band; it does not change the arithmetic',
};

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const euros = (value: number) => Math.round(value * 100) / 100;

export type Action = 'automate' | 'automate_partially' | 'digitize_inputs_first' | 'standardize_first' | 'not_worth_automating';

function assess(process: AutomationProcess, hourlyCostEur: number, index: number) {
  const manualHoursPerMonth = (process.runsPerMonth * process.minutesPerRun * process.peopleInvolved) / 60;
  const fit = process.ruleBasedShare * process.digitalInputShare * (1 - process.exceptionRate);
  const savedHoursPerMonth = manualHoursPerMonth * fit * CAPTURE_RATE;
  const savedEurPerMonth = savedHoursPerMonth * hourlyCostEur;
  const riskParts = {
    exceptions: round(RISK_WEIGHTS.exceptions * process.exceptionRate, 3),
    systems: round(RISK_WEIGHTS.systems * Math.min(1, Math.max(0, process.systemsCount - 1) / (SYSTEMS_AT_FULL_RISK - 1)), 3),
    sensitivity: round(RISK_WEIGHTS.sensitivity * SENSITIVITY_RISK[process.dataSensitivity], 3),
  };
  const risk = round(riskParts.exceptions + riskParts.systems + riskParts.sensitivity, 3);
  const level: 'low' | 'medium' | 'high' = risk < 0.3 ? 'low' : risk < 0.6 ? 'medium' : 'high';
  const savedEurPerYear = euros(savedEurPerMonth * 12);
  return {
    inputIndex: index,
    name: process.name,
    manualHoursPerMonth: round(manualHoursPerMonth, 1),
    automationFit: {
      value: round(fit, 3),
      parts: { ruleBasedShare: process.ruleBasedShare, digitalInputShare: process.digitalInputShare, straightThroughShare: round(1 - process.exceptionRate, 3) },
    },
    savings: {
      captureRate: CAPTURE_RATE,
      hoursPerMonth: round(savedHoursPerMonth, 1),
      hoursPerYear: round(savedHoursPerMonth * 12, 1),
      eurPerMonth: euros(savedEurPerMonth),
      eurPerYear: savedEurPerYear,
    },
    risk: { value: risk, level, parts: riskParts },
    priorityScore: Math.round(savedEurPerYear * (1 - risk)),
    recommendation: recommend(process, fit, risk, savedHoursPerMonth),
  };
}

function recommend(process: AutomationProcess, fit: number, risk: number, savedHours: number): { action: Action; reasons: string[] } {
  const reasons: string[] = [];
  let action: Action;
  if (savedHours < MIN_WORTHWHILE_HOURS_PER_MONTH) {
    action = 'not_worth_automating';
    reasons.push(`Saves under ${MIN_WORTHWHILE_HOURS_PER_MONTH} hours a month; the effort of building and maintaining automation is unlikely to pay off.`);
  } else if (process.digitalInputShare < 0.5) {
    action = 'digitize_inputs_first';
    reasons.push('Most inputs are not digital: capture them in structured form (forms, e-invoices, imports) before automating.');
  } else if (process.ruleBasedShare < 0.5 || process.exceptionRate > 0.3) {
    action = 'standardize_first';
    reasons.push('The work follows rules too rarely or has many exceptions: write down the rules and reduce exceptions first.');
  } else if (fit >= 0.6 && risk < 0.3) {
    action = 'automate';
    reasons.push('Mostly rule-based, digital and low-risk: a good candidate for end-to-end automation.');
  } else {
    action = 'automate_partially';
    reasons.push('Automate the rule-based, digital part and keep a person for exceptions and approval.');
  }
  if (process.systemsCount >= 4) reasons.push(`${process.systemsCount} systems are involved: check that each offers an API before planning integration.`);
  if (process.dataSensitivity === 'personal') reasons.push('Personal data: document the processing and sign data processing agreements with any tool vendor (GDPR Art. 28).');
  if (process.dataSensitivity === 'special') reasons.push('Special-category or secrecy-bound data: a data protection impact assessment (GDPR Art. 35) comes first.');
  return { action, reasons };
}

export function runAutomationCheck(request: AutomationRequest) {
  const assessed = request.processes.map((process, index) => assess(process, request.hourlyCostEur, index));
  const ranked = [...assessed]
    .sort((a, b) => b.priorityScore - a.priorityScore || a.inputIndex - b.inputIndex)
    .map((entry, position) => ({ rank: position + 1, ...entry }));
  const sum = (pick: (entry: (typeof assessed)[number]) => number) => assessed.reduce((total, entry) => total + pick(entry), 0);
  return {
    companySize: request.companySize,
    hourlyCostEur: request.hourlyCostEur,
    processes: ranked,
    totals: {
      hoursPerMonth: round(sum((e) => e.savings.hoursPerMonth), 1),
      hoursPerYear: round(sum((e) => e.savings.hoursPerYear), 1),
      eurPerMonth: euros(sum((e) => e.savings.eurPerMonth)),
      eurPerYear: euros(sum((e) => e.savings.eurPerYear)),
    },
    method: METHOD,
    notMeasured: ['implementation and licence costs', 'payback period', 'quality gains and error reduction', 'staff acceptance'],
  };
}

export type AutomationResult = ReturnType<typeof runAutomationCheck>;
