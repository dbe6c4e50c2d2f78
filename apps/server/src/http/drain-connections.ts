import { Server } from 'node:net';
import type { Server as HttpServer } from 'node:http';

/**
 * The first half of a graceful stop. Node's `server.close()` also closes every idle keep-alive connection at once,
 * and a client may be writing its next request on one of them at that very moment: the request is lost with
 * "other side closed", though it never failed. Draining first avoids that race: the listener stops accepting (a new
 * connection is refused, which a client or load balancer retries elsewhere), every request that still arrives on an
 * open connection is served with `Connection: close`, and the connections are left to end after their last answer.
 * Resolves when none is left, or after `graceMs` (a client holding an idle connection open); the caller then closes
 * the app, which cuts whatever remains.
 */
export async function drainConnections(server: HttpServer, graceMs: number): Promise<void> {
  server.prependListener('request', (_request, response) => {
    response.shouldKeepAlive = false;
  });
  // net.Server's close: stop listening without http.Server's closing of idle connections.
  Server.prototype.close.call(server);
  const deadline = Date.now() + graceMs;
  while (Date.now() < deadline && (await openConnections(server)) > 0) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function openConnections(server: HttpServer): Promise<number> {
  return new Promise((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));
}
