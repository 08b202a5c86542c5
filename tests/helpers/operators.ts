// Operators and other changes for tests, made through the operator commands as the dashboard and the terminal make
// them; the audit log names the actor `test`.
import { createOperatorCommand } from '@/lib/operator-commands/operators';
import type { Actor } from '@/lib/operators/audit';

export const TEST_ACTOR: Actor = { id: null, label: 'test' };

export function createTestOperator(input: { email: string; password: string; name?: string }) {
  return createOperatorCommand.run(input, TEST_ACTOR);
}
