// Decides whether a resolved address may be dialled: only globally routable unicast, judged with ipaddr.js's
// IANA special-purpose ranges; IPv6 forms that embed an IPv4 address are judged by the address they carry.
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

export type AddressVerdict = { allowed: true } | { allowed: false; range: string };

const ALLOWED: AddressVerdict = { allowed: true };

// IANA has allocated only 2000::/3 for global unicast; ipaddr.js calls everything it has no name for 'unicast',
// which would let through e.g. the deprecated IPv4-compatible ::a.b.c.d forms and unallocated space.
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR('2000::/3');
// Only the well-known NAT64 prefix (RFC 6052) maps to the public IPv4 internet; 64:ff9b:1::/48 is local-use.
const WELL_KNOWN_NAT64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');

export function checkAddress(address: string): AddressVerdict {
  if (isIP(address) === 0) return { allowed: false, range: 'invalid' };
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv4' ? checkIPv4(parsed as ipaddr.IPv4) : checkIPv6(parsed as ipaddr.IPv6);
}

function checkIPv4(address: ipaddr.IPv4): AddressVerdict {
  const range = address.range();
  return range === 'unicast' ? ALLOWED : { allowed: false, range };
}

function checkIPv6(address: ipaddr.IPv6): AddressVerdict {
  const range = address.range();
  switch (range) {
    case 'ipv4Mapped':
      return carried(range, address.toIPv4Address());
    case 'rfc6052':
      return address.match(WELL_KNOWN_NAT64) ? carried(range, lowIPv4(address, 6)) : { allowed: false, range };
    case '6to4':
      return carried(range, lowIPv4(address, 1));
    case 'teredo': {
      // RFC 4380: the Teredo server's IPv4 sits in bits 32-63, the client's (bit-inverted) in the last 32 bits.
      const server = checkIPv4(lowIPv4(address, 2));
      if (!server.allowed) return { allowed: false, range: `${range}:${server.range}` };
      const [hi = 0, lo = 0] = address.parts.slice(6);
      return carried(range, wordsToIPv4(~hi & 0xffff, ~lo & 0xffff));
    }
    case 'unicast':
      return address.match(GLOBAL_UNICAST_V6) ? ALLOWED : { allowed: false, range: 'unallocated' };
    default:
      return { allowed: false, range };
  }
}

function carried(wrapper: string, inner: ipaddr.IPv4): AddressVerdict {
  const verdict = checkIPv4(inner);
  return verdict.allowed ? verdict : { allowed: false, range: `${wrapper}:${verdict.range}` };
}

function lowIPv4(address: ipaddr.IPv6, firstWord: number): ipaddr.IPv4 {
  return wordsToIPv4(address.parts[firstWord] ?? 0, address.parts[firstWord + 1] ?? 0);
}

function wordsToIPv4(hi: number, lo: number): ipaddr.IPv4 {
  return new ipaddr.IPv4([hi >> 8, hi & 0xff, lo >> 8, lo & 0xff]);
}
