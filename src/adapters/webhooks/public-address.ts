import ipaddr from 'ipaddr.js';

const GLOBAL_UNICAST = ipaddr.parseCIDR('2000::/3');
const NAT64 = ipaddr.parseCIDR('64:ff9b::/96');

/**
 * True only for a globally routable unicast address. IPv4: no private, loopback, link-local, CGNAT,
 * `0.0.0.0/8`, multicast, broadcast, documentation or reserved range. IPv6: inside `2000::/3` and in no
 * special range (ULA, link-local, multicast, discard, documentation, Teredo, ORCHID…), so the
 * IPv4-compatible `::/96`, IPv4-mapped `::ffff:0:0/96` and other forms outside it are refused. NAT64
 * (`64:ff9b::/96`) and 6to4 (`2002::/16`) lead to the IPv4 address they embed, which must be public.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.parse(address);
  return parsed.kind() === 'ipv4' ? isPublicIPv4(parsed as ipaddr.IPv4) : isPublicIPv6(parsed as ipaddr.IPv6);
}

function isPublicIPv4(address: ipaddr.IPv4): boolean {
  return address.range() === 'unicast';
}

function isPublicIPv6(address: ipaddr.IPv6): boolean {
  if (address.match(NAT64)) return isPublicIPv4(ipv4At(address, 6));
  if (address.range() === '6to4') return isPublicIPv4(ipv4At(address, 1));
  return address.match(GLOBAL_UNICAST) && address.range() === 'unicast';
}

/** The IPv4 address held by the two 16-bit parts starting at `index`. */
function ipv4At(address: ipaddr.IPv6, index: number): ipaddr.IPv4 {
  const [high, low] = address.parts.slice(index, index + 2);
  return new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
}
