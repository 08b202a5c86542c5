import { beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/db/client';
import { bodyOf, call } from './helpers/http';
import { createTestKey } from './helpers/keys';

const AUTOMATION = '/api/public/agent/v1/assessments/automation';

const process = {
  name: 'Order entry',
  runsPerMonth: 300,
  minutesPerRun: 4,
  peopleInvolved: 1,
  ruleBasedShare: 0.8,
  digitalInputShare: 0.9,
  exceptionRate: 0.05,
  systemsCount: 2,
  dataSensitivity: 'personal',
};

// Opening the database and applying migrations is the slow part of the first call; do it outside the tests.
beforeAll(async () => {
  await getDb();
});

describe('automation check route', () => {
  it('ranks up to 12 processes with the formula parts, the same way every time', async () => {
    const { key } = await createTestKey(['assessment:automation']);
    const processes = Array.from({ length: 12 }, (_, i) => ({ ...process, name: `P${i}`, runsPerMonth: 50 + i * 25 }));
    const json = { companySize: 'small', hourlyCostEur: 45, processes };
    const first = await call('POST', AUTOMATION, { key, json });
    expect(first.status).toBe(200);
    const result = await bodyOf<{ processes: { rank: number; name: string; automationFit: { value: number } }[]; method: Record<string, string> }>(first);
    expect(result.processes.map((p) => p.name)).toEqual(['P11', 'P10', 'P9', 'P8', 'P7', 'P6', 'P5', 'P4', 'P3', 'P2', 'P1', 'P0']);
    expect(result.processes[0]).toMatchObject({ rank: 1, automationFit: { value: 0.684 } });
    expect(Object.keys(result.method)).toEqual(expect.arrayContaining(['automationFit', 'savedHoursPerMonth', 'risk', 'priorityScore']));
    const second = await bodyOf(await call('POST', AUTOMATION, { key, json }));
    expect(second).toEqual(result);
  });

  it('rejects 13 processes, percentages and unknown bands with 400 naming the field', async () => {
    const { key } = await createTestKey(['assessment:automation']);
    const thirteen = await call('POST', AUTOMATION, { key, json: { companySize: 'small', hourlyCostEur: 45, processes: Array(13).fill(process) } });
    expect(thirteen.status).toBe(400);
    expect((await bodyOf<{ details: { path: string }[] }>(thirteen)).details[0]?.path).toBe('body.processes');
    const percent = await call('POST', AUTOMATION, { key, json: { companySize: 'small', hourlyCostEur: 45, processes: [{ ...process, exceptionRate: 5 }] } });
    expect(percent.status).toBe(400);
    expect(await bodyOf(percent)).toMatchObject({ error: 'invalid_payload', details: [{ path: 'body.processes.0.exceptionRate' }] });
    const band = await call('POST', AUTOMATION, { key, json: { companySize: 'enterprise', hourlyCostEur: 45, processes: [process] } });
    expect(band.status).toBe(400);
  });

  it('needs assessment:automation', async () => {
    const { key } = await createTestKey(['assessment:website']);
    const response = await call('POST', AUTOMATION, { key, json: { companySize: 'small', hourlyCostEur: 45, processes: [process] } });
    expect(response.status).toBe(403);
  });
});
