// Creates real database API clients for tests, exactly as the operator command does.
import { createClient } from '@/lib/auth/clients';
import { parseScopes } from '@/lib/auth/scopes';

export async function createTestKey(
  scopes: string[],
  options: { name?: string; expiresAt?: Date | null } = {},
): Promise<{ key: string; id: string; publicId: string }> {
  const { client, key } = await createClient({
    name: options.name ?? `test client ${Math.random().toString(36).slice(2, 8)}`,
    scopes: parseScopes(scopes),
    expiresAt: options.expiresAt ?? null,
  });
  return { key, id: client.id, publicId: client.publicId };
}
