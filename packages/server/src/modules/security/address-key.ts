import net from 'node:net';

/**
 * The key a client address is counted by in the sign-in limit per address. An IPv6 host is usually given
 * a whole /64 and can send from any address in it, so the /64 counts as one address; an IPv4 address
 * written as IPv6 (`::ffff:192.0.2.1`) counts as the IPv4 address.
 */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!net.isIPv6(address)) return address;
  return `${ipv6Groups(address).slice(0, 4).join(':')}::/64`;
}

/** The eight groups of an IPv6 address, without leading zeros (a zone and an IPv4 tail allowed). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = (address.split('%')[0] ?? '').split('::');
  // An IPv4 tail fills the last two groups; only the first four are used, so its value does not matter.
  const groups = (part: string | undefined) =>
    part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : [];
  const left = groups(head);
  const right = groups(tail);
  const gap = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...gap, ...right].map((group) => Number.parseInt(group, 16).toString(16));
}
