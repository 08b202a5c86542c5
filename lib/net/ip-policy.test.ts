import { describe, expect, it } from 'vitest';
import { checkAddress } from './ip-policy';

const REFUSED: ReadonlyArray<readonly [string, string]> = [
  // IPv4 special-purpose registry, plus multicast and limited broadcast.
  ['0.0.0.0', 'unspecified'],
  ['0.1.2.3', 'unspecified'],
  ['10.0.0.1', 'private'],
  ['100.64.0.1', 'carrierGradeNat'],
  ['100.100.100.200', 'carrierGradeNat'],
  ['100.127.255.255', 'carrierGradeNat'],
  ['127.0.0.1', 'loopback'],
  ['127.255.255.254', 'loopback'],
  ['169.254.169.254', 'linkLocal'],
  ['169.254.0.23', 'linkLocal'],
  ['172.16.0.1', 'private'],
  ['172.31.255.255', 'private'],
  ['192.0.0.8', 'reserved'],
  ['192.0.0.170', 'reserved'],
  ['192.0.2.1', 'reserved'],
  ['192.31.196.1', 'as112'],
  ['192.52.193.1', 'amt'],
  ['192.88.99.1', 'reserved'],
  ['192.168.0.1', 'private'],
  ['192.175.48.1', 'as112'],
  ['198.18.0.1', 'reserved'],
  ['198.19.255.255', 'reserved'],
  ['198.51.100.1', 'reserved'],
  ['203.0.113.1', 'reserved'],
  ['224.0.0.1', 'multicast'],
  ['239.255.255.250', 'multicast'],
  ['240.0.0.1', 'reserved'],
  ['255.255.255.255', 'broadcast'],
  // IPv6 special-purpose registry.
  ['::', 'unspecified'],
  ['::1', 'loopback'],
  ['::7f00:1', 'unallocated'],
  ['::ffff:0:a00:1', 'rfc6145'],
  ['fc00::1', 'uniqueLocal'],
  ['fd00:ec2::254', 'uniqueLocal'],
  ['fe80::1', 'linkLocal'],
  ['fe80::1%eth0', 'linkLocal'],
  ['fec0::1', 'deprecatedSiteLocal'],
  ['ff02::1', 'multicast'],
  ['100::1', 'discard'],
  ['2001:db8::1', 'reserved'],
  ['2001:2::1', 'benchmarking'],
  ['2001:3::1', 'amt'],
  ['2001:10::1', 'deprecatedOrchid'],
  ['2001:20::1', 'orchid2'],
  ['2001:30::1', 'droneRemoteIdProtocolEntityTags'],
  ['2620:4f:8000::1', 'as112v6'],
  ['3fff::1', 'reserved'],
  ['5f00::1', 'segmentRouting'],
  ['4000::1', 'unallocated'],
  // IPv6 forms carrying a non-public IPv4 address.
  ['::ffff:127.0.0.1', 'ipv4Mapped:loopback'],
  ['::ffff:10.0.0.1', 'ipv4Mapped:private'],
  ['::ffff:169.254.169.254', 'ipv4Mapped:linkLocal'],
  ['64:ff9b::7f00:1', 'rfc6052:loopback'],
  ['64:ff9b::10.1.2.3', 'rfc6052:private'],
  ['64:ff9b::a9fe:a9fe', 'rfc6052:linkLocal'],
  ['64:ff9b:1::808:808', 'rfc6052'],
  ['2002:7f00:1::1', '6to4:loopback'],
  ['2002:c0a8:101::1', '6to4:private'],
  ['2002:a9fe:a9fe::', '6to4:linkLocal'],
  ['2001:0:a00:1::1', 'teredo:private'],
  ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'teredo:loopback'],
  ['2001:0:4136:e378:8000:63bf:f5ff:fffe', 'teredo:private'],
  // Not an address in its standard form (DNS never answers like this).
  ['2130706433', 'invalid'],
  ['127.1', 'invalid'],
  ['0x7f.0.0.1', 'invalid'],
  ['localhost', 'invalid'],
  ['', 'invalid'],
];

const ALLOWED = [
  '8.8.8.8',
  '1.1.1.1',
  '93.184.215.14',
  '11.0.0.1',
  '100.63.255.255',
  '100.128.0.1',
  '172.15.255.255',
  '172.32.0.1',
  '192.0.43.10',
  '198.17.255.255',
  '198.20.0.1',
  '223.255.255.255',
  '2606:4700:4700::1111',
  '2001:4860:4860::8888',
  '2a00:1450:4001:81c::200e',
  '::ffff:8.8.8.8',
  '64:ff9b::808:808',
  '2002:808:808::1',
  '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
];

describe('checkAddress', () => {
  it.each(REFUSED)('refuses %s (%s)', (address, range) => {
    expect(checkAddress(address)).toEqual({ allowed: false, range });
  });

  it.each(ALLOWED)('allows %s', (address) => {
    expect(checkAddress(address)).toEqual({ allowed: true });
  });
});
