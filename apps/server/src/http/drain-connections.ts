import { Server } from 'node:net';
import type { Server as HttpServer } from 'node:http';

/**
 * The first stage of a stop: the server still listens and answers everything, but tells its load balancer to stop
 * sending. Closing the listener at once reset the connections the kernel had already accepted for it and the clients
 * that were connecting at that moment (ECONNRESET, most after their request was sent); a drain period first lets the
 * load balancer's health check see the 503 and take the instance out while every new connection is still served.
 * Every answer from `begin()` on carries `Connection: close`, so no client keeps a connection to a stopping server.
 */
export class ShutdownDrain {
  #draining = false;

  /** `/health/ready`, `/health` and every service's `<base>/health` answer 503 while this is true. */
  get draining(): boolean {
    return this.#draining;
  }

  begin(server: HttpServer): void {
    if (this.#draining) return;
    this.#draining = true;
    server.prependListener('request', (_request, response) => {
      response.shouldKeepAlive = false;
    });
  }
}

/**
 * The second stage: Node's `server.close()` also closes every idle keep-alive connection at once, and a client may be
 * writing its next request on one of them at that very moment: the request is lost with "other side closed", though it
 * never failed. Instead the listener stops accepting (a new connection is refused, which a client or load balancer
 * retries elsewhere), every request that still arrives on an open connection is served with `Connection: close`
 * (ShutdownDrain, begun before), and the connections are left to end after their last answer. Resolves when none is
 * left, or after `graceMs` (a client holding an idle connection open); the caller then closes the app, which cuts
 * whatever remains.
 */
export async function closeListenerAndDrain(server: HttpServer, graceMs: number): Promise<void> {
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
