import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { join, resolve } from 'node:path';

export interface NginxOptions {
  /** Where the configuration, the certificate and nginx's temporary files go. */
  dir: string;
  /** Plain HTTP/1.1 port for players, if any. */
  port?: number;
  /** TLS and HTTP/2 port for players, if any: served with a certificate made for this run. */
  tlsPort?: number;
  /** The site's nodes, host:port; requests are spread over them. */
  upstreams: string[];
}

export interface Nginx {
  /** Graceful stop (SIGQUIT), waiting for the exit. */
  stop(): Promise<void>;
}

/** A throw-away self-signed certificate for 127.0.0.1 and localhost, valid for two days. */
function makeCertificate(dir: string): void {
  const subject = ['-subj', '/CN=localhost', '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1'];
  const keyPair = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '2'];
  const files = ['-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')];
  const run = spawnSync('openssl', ['req', '-x509', ...keyPair, ...subject, ...files], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  if (run.status !== 0) throw new Error(`openssl could not make a certificate: ${run.stderr}`);
}

/**
 * nginx in front of the site's nodes, as players reach it in production (docs/operations.md): TLS
 * and HTTP/2 at the proxy, the nodes behind it over HTTP/1.1 with kept-alive connections; streams
 * unbuffered and held for an hour; the client's address and scheme passed on (the nodes trust one
 * proxy hop). A node that fails is skipped for 2 s, and only idempotent requests are retried on
 * another node (nginx's default): a money POST is never sent twice by the proxy.
 */
function nginxConf({ port, tlsPort, upstreams }: NginxOptions): string {
  const servers = upstreams.map((host) => `    server ${host} max_fails=1 fail_timeout=2s;`).join('\n');
  const listen = [
    ...(port ? [`    listen 127.0.0.1:${port};`] : []),
    ...(tlsPort
      ? [
          `    listen 127.0.0.1:${tlsPort} ssl http2;`,
          '    ssl_certificate cert.pem;',
          '    ssl_certificate_key key.pem;',
          '    ssl_protocols TLSv1.2 TLSv1.3;',
        ]
      : []),
  ].join('\n');
  return `worker_processes 1;
worker_rlimit_nofile 65535;
error_log stderr warn;
pid nginx.pid;
events { worker_connections 30000; }
http {
  access_log off;
  client_body_temp_path tmp/body;
  proxy_temp_path tmp/proxy;
  fastcgi_temp_path tmp/fastcgi;
  uwsgi_temp_path tmp/uwsgi;
  scgi_temp_path tmp/scgi;
  client_max_body_size 2m;
  upstream api {
${servers}
    keepalive 64;
  }
  server {
${listen}
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    location = /api/stream {
      proxy_pass http://api;
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
    location / {
      proxy_pass http://api;
    }
  }
}
`;
}

function listening(port: number): Promise<boolean> {
  return new Promise((done) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

/** Starts Debian's nginx (installed when missing) with `options`, once its ports accept connections. */
export async function startNginx(options: NginxOptions): Promise<Nginx> {
  const install = spawnSync('bash', [resolve('scripts', 'ensure-nginx.sh')], { stdio: 'inherit' });
  if (install.status !== 0) throw new Error('scripts/ensure-nginx.sh failed');
  const prefix = join(options.dir, 'nginx');
  mkdirSync(join(prefix, 'tmp'), { recursive: true });
  if (options.tlsPort) makeCertificate(prefix);
  writeFileSync(join(prefix, 'nginx.conf'), nginxConf(options));
  const bin = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child = spawn(bin, ['-p', `${prefix}/`, '-c', 'nginx.conf', '-g', 'daemon off;'], {
    stdio: 'inherit',
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 10_000;
  for (const port of [options.port, options.tlsPort].filter((p) => p !== undefined)) {
    while (!(await listening(port))) {
      if (child.exitCode !== null) throw new Error('nginx exited during start');
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${port} within 10 s`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  return {
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGQUIT');
      await exited;
    },
  };
}
