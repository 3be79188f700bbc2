import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';

/**
 * The caller's address for the per-address limits: the socket's peer, unless that peer is a configured
 * proxy (`TRUSTED_PROXIES`); then the nearest `X-Forwarded-For` hop that is not one of the proxies.
 * A client's own `X-Forwarded-For` is ignored, so it cannot escape the limit by inventing addresses.
 */
export function clientAddress(c: Context<AppEnv>): string {
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)
    ?.incoming;
  const peer = normaliseAddress(incoming?.socket?.remoteAddress ?? '') || 'unknown';
  const { trustedProxies } = c.get('services').config;
  if (trustedProxies.length === 0 || !isTrusted(peer, trustedProxies)) return peer;
  const hops = (c.req.header('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => normaliseAddress(hop.trim()))
    .filter(Boolean);
  for (let index = hops.length - 1; index >= 0; index -= 1) {
    const hop = hops[index] ?? '';
    if (!isTrusted(hop, trustedProxies)) return hop;
  }
  return hops[0] ?? peer;
}

/** `::ffff:10.0.0.1` → `10.0.0.1` (an IPv4 peer on a dual-stack socket). */
function normaliseAddress(address: string): string {
  return address.toLowerCase().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1');
}

function ipv4ToNumber(address: string): number | undefined {
  const parts = address.split('.');
  if (parts.length !== 4) return undefined;
  let value = 0;
  for (const part of parts) {
    if (!/^\d{1,3}$/.test(part) || Number(part) > 255) return undefined;
    value = value * 256 + Number(part);
  }
  return value;
}

/** Whether an address is one of the proxies: an exact address, or inside an IPv4 `a.b.c.d/n` range. */
export function isTrusted(address: string, proxies: readonly string[]): boolean {
  return proxies.some((entry) => {
    const [range = '', bits] = entry.split('/');
    if (bits === undefined) return normaliseAddress(range) === address;
    const start = ipv4ToNumber(range);
    const value = ipv4ToNumber(address);
    const size = Number(bits);
    if (
      start === undefined ||
      value === undefined ||
      !Number.isInteger(size) ||
      size < 0 ||
      size > 32
    )
      return false;
    const block = 2 ** (32 - size);
    return Math.floor(start / block) === Math.floor(value / block);
  });
}
