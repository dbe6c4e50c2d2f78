import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, closeSync, existsSync, mkdtempSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { stopAndRemove, waitUntilListening } from './listening.ts';

const nginxBinary = '/usr/sbin/nginx';

/** One request as nginx's access log has it: every upstream it tried, in order, with each one's answer. */
export interface BalancedRequest {
  readonly status: number;
  readonly upstreams: readonly string[];
  readonly upstreamStatuses: readonly string[];
  readonly uri: string;
}

export interface Nginx {
  /** Where the browser goes: `http://localhost:<port>` (the instances' PUBLIC_ORIGIN). */
  readonly origin: string;
  /** The requests it has passed on so far, oldest first. */
  requests(): BalancedRequest[];
  stop(): Promise<void>;
}

/** Tab-separated, so that the fields of `BalancedRequest` read back without guessing. */
const logFormat = "'$status\\t$upstream_addr\\t$upstream_status\\t$request_uri'";

/** A foreground nginx's configuration: its pid, logs and temp paths in `directory`, then the `http` block's `body`. */
function nginxConfig(directory: string, body: string): string {
  return `daemon off;
worker_processes 1;
pid ${join(directory, 'nginx.pid')};
error_log ${join(directory, 'error.log')} warn;
events { worker_connections 512; }
http {
  # As Debian's own nginx.conf has it: the content types of static files.
  include /etc/nginx/mime.types;
  client_body_temp_path ${join(directory, 'client-body')};
  proxy_temp_path ${join(directory, 'proxy')};
  fastcgi_temp_path ${join(directory, 'fastcgi')};
  uwsgi_temp_path ${join(directory, 'uwsgi')};
  scgi_temp_path ${join(directory, 'scgi')};
${body}
}
`;
}

function balancerConfig(directory: string, port: number, upstreamPorts: readonly number[]): string {
  return `  log_format balanced ${logFormat};
  access_log ${join(directory, 'access.log')} balanced;
  upstream shopfront {
${upstreamPorts.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=1s;`).join('\n')}
  }
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://shopfront;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 2;
    }
  }`;
}

function parseAccessLog(text: string): BalancedRequest[] {
  return text
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [status = '', upstreams = '', upstreamStatuses = '', uri = ''] = line.split('\t');
      return {
        status: Number(status),
        upstreams: upstreams.split(', '),
        upstreamStatuses: upstreamStatuses.split(', '),
        uri,
      };
    });
}

interface RunningNginx {
  readonly origin: string;
  readonly directory: string;
  stop(): Promise<void>;
}

/**
 * Debian's nginx on loopback `port` as a foreground child process (no daemon), with its configuration (the `http`
 * block's body, given the temp dir it runs in) and logs in a temp dir. It stops with this process however that ends
 * (parent-death signal).
 */
export async function runNginx(port: number, httpBody: (directory: string) => string): Promise<RunningNginx> {
  if (!existsSync(nginxBinary)) {
    throw new Error("nginx not found: run the test command (npm test), which installs Debian's nginx");
  }
  const directory = mkdtempSync(join(tmpdir(), 'shopfront-nginx-'));
  // Its workers run as an unprivileged user when it is started as root: they must reach their temp paths.
  chmodSync(directory, 0o755);
  const configFile = join(directory, 'nginx.conf');
  writeFileSync(configFile, nginxConfig(directory, httpBody(directory)));
  const errorLog = join(directory, 'error.log');
  const output = openSync(join(directory, 'output.log'), 'a');
  let child: ChildProcess;
  try {
    child = spawn(
      'setpriv',
      ['--pdeathsig', 'TERM', '--', nginxBinary, '-p', directory, '-e', errorLog, '-c', configFile],
      { stdio: ['ignore', output, output] },
    );
  } finally {
    closeSync(output);
  }
  await waitUntilListening('nginx', child, port, () =>
    [errorLog, join(directory, 'output.log')]
      .filter(existsSync)
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n'),
  );
  return {
    origin: `http://localhost:${port}`,
    directory,
    stop: () => stopAndRemove(child, directory),
  };
}

/**
 * nginx as a load balancer over `upstreamPorts` on loopback `port`. A connection refused, a timeout, a 502 or a 503
 * is tried once more on the other instance (passive failover; open-source nginx has no active health checks), and
 * an instance that failed is left out for a second.
 */
export async function startNginx(port: number, upstreamPorts: readonly number[]): Promise<Nginx> {
  const nginx = await runNginx(port, (directory) => balancerConfig(directory, port, upstreamPorts));
  const accessLog = join(nginx.directory, 'access.log');
  return {
    origin: nginx.origin,
    requests: () => (existsSync(accessLog) ? parseAccessLog(readFileSync(accessLog, 'utf8')) : []),
    stop: nginx.stop,
  };
}
