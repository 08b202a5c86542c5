// Creates real database API clients for tests, stored as the operator command stores them but without its rules:
// tests need keys with no scope, or about to expire.
import { createClient } from '@/lib/auth/clients';
import { ScopeList } from '@/lib/auth/scopes';

export async function createTestKey(
  scopes: string[],
  options: { name?: string; expiresAt?: Date | null } = {},
): Promise<{ key: string; id: string; publicId: string }> {
  const { client, key } = await createClient({
    name: options.name ?? `test client ${Math.random().toString(36).slice(2, 8)}`,
    scopes: ScopeList.parse(scopes),
    expiresAt: options.expiresAt ?? null,
  });
  return { key, id: client.id, publicId: client.publicId };
}
