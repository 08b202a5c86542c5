import { describe, expect, it } from 'vitest';
import { runAutomationCheck } from './automation-check';
import { AutomationRequest } from './input';

const invoice = {
  name: 'Invoice entry',
  runsPerMonth: 200,
  minutesPerRun: 6,
  peopleInvolved: 1,
  ruleBasedShare: 0.9,
  digitalInputShare: 0.8,
  exceptionRate: 0.1,
  systemsCount: 2,
  dataSensitivity: 'internal' as const,
};

function request(processes: unknown[], extra: Record<string, unknown> = {}) {
  return { companySize: 'small', hourlyCostEur: 50, processes, ...extra };
}

describe('automation check', () => {
  it('computes every part of the estimate from the formula', () => {
    const result = runAutomationCheck(AutomationRequest.parse(request([invoice])));
    const [entry] = result.processes;
    // 200 × 6 × 1 / 60 = 20 h; fit 0.9 × 0.8 × 0.9 = 0.648; saved 20 × 0.648 × 0.7 = 9.072 h
    expect(entry).toMatchObject({
      rank: 1,
      manualHoursPerMonth: 20,
      automationFit: { value: 0.648, parts: { ruleBasedShare: 0.9, digitalInputShare: 0.8, straightThroughShare: 0.9 } },
      savings: { captureRate: 0.7, hoursPerMonth: 9.1, hoursPerYear: 108.9, eurPerMonth: 453.6, eurPerYear: 5443.2 },
      // 0.4 × 0.1 + 0.3 × (1/5) + 0.3 × 0.2
      risk: { value: 0.16, level: 'low', parts: { exceptions: 0.04, systems: 0.06, sensitivity: 0.06 } },
      priorityScore: Math.round(5443.2 * (1 - 0.16)),
      recommendation: { action: 'automate' },
    });
    expect(result.totals).toEqual({ hoursPerMonth: 9.1, hoursPerYear: 108.9, eurPerMonth: 453.6, eurPerYear: 5443.2 });
    expect(result.method.automationFit).toContain('ruleBasedShare');
  });

  it('ranks by risk-discounted yearly savings and is deterministic', () => {
    const risky = { ...invoice, name: 'Patient intake', dataSensitivity: 'special', systemsCount: 6, exceptionRate: 0.2 };
    const paper = { ...invoice, name: 'Paper forms', digitalInputShare: 0.2 };
    const tiny = { ...invoice, name: 'Tiny', runsPerMonth: 2 };
    const input = AutomationRequest.parse(request([tiny, risky, paper, invoice]));
    const result = runAutomationCheck(input);
    expect(result.processes.map((p) => p.name)).toEqual(['Invoice entry', 'Patient intake', 'Paper forms', 'Tiny']);
    expect(result.processes.map((p) => p.recommendation.action)).toEqual([
      'automate',
      'automate_partially',
      'digitize_inputs_first',
      'not_worth_automating',
    ]);
    expect(result.processes[1]?.risk).toMatchObject({ level: 'high' });
    expect(result.processes[1]?.recommendation.reasons.join(' ')).toContain('GDPR Art. 35');
    expect(runAutomationCheck(input)).toEqual(result);
  });

  it('keeps equal scores in input order', () => {
    const result = runAutomationCheck(AutomationRequest.parse(request([{ ...invoice, name: 'B' }, { ...invoice, name: 'A' }])));
    expect(result.processes.map((p) => [p.rank, p.name])).toEqual([[1, 'B'], [2, 'A']]);
  });

  it('accepts 12 processes and rejects 13', () => {
    expect(AutomationRequest.safeParse(request(Array(12).fill(invoice))).success).toBe(true);
    expect(AutomationRequest.safeParse(request(Array(13).fill(invoice))).success).toBe(false);
    expect(AutomationRequest.safeParse(request([])).success).toBe(false);
  });

  it('rejects percentages where fractions are expected, unknown bands and levels', () => {
    const percent = AutomationRequest.safeParse(request([{ ...invoice, ruleBasedShare: 80 }]));
    expect(percent.success).toBe(false);
    expect(percent.error?.issues[0]).toMatchObject({ path: ['processes', 0, 'ruleBasedShare'] });
    expect(percent.error?.issues[0]?.message).toContain('0.8 means 80 %');
    expect(AutomationRequest.safeParse(request([{ ...invoice, exceptionRate: -0.1 }])).success).toBe(false);
    expect(AutomationRequest.safeParse(request([invoice], { companySize: 'tiny' })).success).toBe(false);
    expect(AutomationRequest.safeParse(request([{ ...invoice, dataSensitivity: 'secret' }])).success).toBe(false);
  });

  it('rejects more people than the company size band allows', () => {
    const result = AutomationRequest.safeParse(request([{ ...invoice, peopleInvolved: 12 }], { companySize: 'micro' }));
    expect(result.error?.issues[0]).toMatchObject({ path: ['processes', 0, 'peopleInvolved'], message: 'A micro company has at most 9 employees.' });
  });
});
