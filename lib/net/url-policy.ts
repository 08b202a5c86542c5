// Pre-connect URL checks: https only, no port, no userinfo, and a host that is a public domain name.
// Runs on the WHATWG-parsed URL, so encoded IPv4 forms, unicode dots and IDN are already normalised.
import { isIP } from 'node:net';
import { parse as parseDomain } from 'tldts';
import { targetNotAllowed } from './net-errors';

// Special-use and conventional private TLDs (RFC 6761, 6762, 7686, 8375, 9476, ICANN's .internal); the PSL
// check below would refuse most of them too, but naming them gives the caller the precise reason.
const INTERNAL_TLDS = new Set([
  'localhost', 'local', 'internal', 'intranet', 'lan', 'home', 'corp', 'private', 'localdomain',
  'test', 'example', 'invalid', 'onion', 'alt', 'arpa',
]);

// Cloud metadata services reachable by name; their addresses are link-local or private and refused at connect
// anyway, this makes the refusal early and explicit.
const METADATA_HOSTS = new Set([
  'metadata.google.internal',
  'metadata.goog',
  'instance-data.ec2.internal',
  'metadata.tencentyun.com',
]);

/** Parses `input` (relative to `base` for redirects) and returns the URL to fetch, or throws target_not_allowed. */
export function checkTargetUrl(input: string, base?: URL): URL {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    throw targetNotAllowed('invalid_url', 'The URL is not valid.');
  }
  if (url.protocol !== 'https:') throw targetNotAllowed('scheme', 'Only https URLs are allowed.');
  if (url.username !== '' || url.password !== '') {
    throw targetNotAllowed('userinfo', 'The URL must not contain a user name or password.');
  }
  if (url.port !== '' || writesDefaultPort(input, base)) {
    throw targetNotAllowed('port', 'The URL must not name a port.');
  }
  checkHostname(url.hostname);
  if (url.hostname.endsWith('.')) url.hostname = url.hostname.slice(0, -1);
  return url;
}

/** Throws target_not_allowed unless `hostname` (as the WHATWG parser leaves it) is a public domain name. */
export function checkHostname(hostname: string): void {
  if (hostname.startsWith('[') || isIP(hostname) !== 0) {
    throw targetNotAllowed('ip_literal', 'The host must be a domain name, not an IP address.');
  }
  const name = hostname.toLowerCase().replace(/\.$/, '');
  const labels = name.split('.');
  const tld = labels[labels.length - 1] ?? '';
  if (labels.length < 2 || INTERNAL_TLDS.has(tld) || METADATA_HOSTS.has(name)) {
    throw targetNotAllowed('internal_host', 'The host is a local, internal or metadata name.');
  }
  if (labels.some((label) => label === '')) throw targetNotAllowed('invalid_url', 'The URL is not valid.');
  const domain = parseDomain(name, { allowPrivateDomains: false });
  if (!domain.isIcann || domain.domain === null) {
    throw targetNotAllowed('not_public_domain', 'The host is not a domain under a public top-level domain.');
  }
}

// The WHATWG parser drops a port equal to the scheme's default, so https://host:443/ looks port-less. Re-parsing
// the same text as http (default 80) makes a written-out 443 visible; any other port was already visible.
function writesDefaultPort(input: string, base?: URL): boolean {
  // Same pre-processing as the URL parser: strip C0 controls and spaces at the ends, drop tabs and newlines.
  // eslint-disable-next-line no-control-regex
  const cleaned = input.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  const asHttp = /^https:/i.test(cleaned) ? `http${cleaned.slice(5)}` : cleaned;
  const httpBase = base && new URL(`http${base.href.slice(5)}`);
  try {
    return new URL(asHttp, httpBase).port !== '';
  } catch {
    return false;
  }
}
