import { createServer, request as forward, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  baseURL: string;
  /** Requests each upstream answered, by index: proof that both took part. */
  served: number[];
  close(): Promise<void>;
}

/** The response header that names the upstream (its index) that answered. */
export const UPSTREAM_HEADER = 'x-test-upstream';

/**
 * A load balancer as small as can be: every request goes to the next upstream in turn, streamed both ways, with
 * the X-Forwarded-* headers a real one sets. What a company puts in front of several VenDoc instances (nginx,
 * HAProxy, a cloud load balancer) does the same with more care.
 */
export async function startRoundRobinProxy(upstreams: string[]): Promise<RoundRobinProxy> {
  const served = upstreams.map(() => 0);
  let next = 0;
  const server = createServer((incoming, outgoing) => {
    const index = next++ % upstreams.length;
    const target = new URL(incoming.url ?? '/', upstreams[index]);
    const headers: IncomingHttpHeaders = {
      ...incoming.headers,
      host: target.host,
      'x-forwarded-for': incoming.socket.remoteAddress ?? '',
      'x-forwarded-proto': 'http',
      'x-forwarded-host': incoming.headers.host ?? '',
    };
    const upstream = forward(target, { method: incoming.method, headers }, (answer) => {
      served[index]! += 1;
      outgoing.writeHead(answer.statusCode ?? 502, { ...answer.headers, [UPSTREAM_HEADER]: String(index) });
      answer.pipe(outgoing);
    });
    upstream.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
