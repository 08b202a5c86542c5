// The undici connect function behind every guarded request: resolves the host, refuses the connection if any
// answer is not public, then dials exactly a checked address so a second DNS answer (rebinding) is never used.
import { lookup } from 'node:dns/promises';
import type { Socket } from 'node:net';
import { buildConnector, errors } from 'undici';
import { checkAddress } from './ip-policy';
import { targetNotAllowed, upstreamFailed } from './net-errors';
import { activeTestTransport } from './test-transport';
import { checkHostname } from './url-policy';

/** A connector whose whole connect phase (DNS, TCP, TLS) must finish within `connectMs`. */
export function createGuardedConnector(connectMs: number): buildConnector.connector {
  const dial = buildConnector({ timeout: connectMs });
  return (options, callback) => {
    let settled = false;
    const settle = (error: Error | null, socket?: Socket) => {
      if (settled) {
        socket?.destroy();
        return;
      }
      settled = true;
      clearTimeout(timer);
      if (error) callback(error, null);
      else if (socket) callback(null, socket);
    };
    const timer = setTimeout(
      () => settle(new errors.ConnectTimeoutError(`Connecting to ${options.hostname} took over ${connectMs} ms.`)),
      connectMs,
    );
    openCheckedSocket(options, dial).then(
      (socket) => settle(null, socket),
      (error: Error) => settle(error),
    );
  };
}

async function openCheckedSocket(options: buildConnector.Options, dial: buildConnector.connector): Promise<Socket> {
  // The URL was checked before the request; checking again here keeps the dispatcher safe on its own.
  if (options.protocol !== 'https:') throw targetNotAllowed('scheme', 'Only https URLs are allowed.');
  const host = options.hostname;
  checkHostname(host);
  const addresses = await resolveChecked(host);

  const test = activeTestTransport();
  if (test?.connectPort !== undefined) {
    test.log.connects.push({ host, address: addresses[0] ?? '', port: test.connectPort });
    return dialOnce(dial, { hostname: '127.0.0.1', protocol: 'http:', port: String(test.connectPort) });
  }

  let lastError: unknown;
  for (const address of addresses) {
    try {
      return await dialOnce(dial, { ...options, hostname: address, servername: host, port: '443' });
    } catch (error) {
      lastError = error;
    }
  }
  throw lastError;
}

async function resolveChecked(host: string): Promise<string[]> {
  const test = activeTestTransport();
  test?.log.lookups.push(host);
  const addresses = test?.resolve
    ? await test.resolve(host)
    : // The trailing dot makes the name absolute, so resolver search domains never turn it into an internal name.
      (await lookup(`${host}.`, { all: true, order: 'verbatim' })).map((answer) => answer.address);
  if (addresses.length === 0) throw upstreamFailed('dns', `The host ${host} has no address.`);
  // One private answer refuses the host: connecting only to the public ones would still let the owner of the
  // name steer traffic inward whenever the public address fails.
  for (const address of addresses) {
    if (!checkAddress(address).allowed) {
      throw targetNotAllowed('private_address', 'The host resolves to a private, local or reserved address.');
    }
  }
  return addresses;
}

function dialOnce(dial: buildConnector.connector, options: buildConnector.Options): Promise<Socket> {
  return new Promise((resolve, reject) => {
    dial(options, (error, socket) => (error ? reject(error) : resolve(socket as Socket)));
  });
}
