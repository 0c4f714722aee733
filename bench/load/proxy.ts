import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** nginx from Debian's packages, as the README's production section configures it. */
const NGINX = "/usr/sbin/nginx";

export interface Proxy {
  url: string;
  /** Stops nginx and deletes its files. */
  stop(): Promise<void>;
}

/**
 * The reverse proxy of the README's production section, for `ports`' instances on 127.0.0.1:
 * round robin, WebSockets upgraded for races, and a request whose instance fails before
 * answering (refused, or cut by a crash) tried on the next one when it is safe to repeat.
 */
export function nginxConfig(port: number, ports: number[], prefix: string): string {
  return `worker_processes 1;
daemon off;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  map $http_upgrade $connection_upgrade { default upgrade; "" ""; }
  upstream typetempo {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join("\n")}
    keepalive 64;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 2m;
    # A save's timeline is tens of kB: kept in memory rather than in a temporary file.
    client_body_buffer_size 512k;
    location / {
      proxy_pass http://typetempo;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header Upgrade $http_upgrade;
      proxy_set_header Connection $connection_upgrade;
      proxy_read_timeout 120s;
      proxy_next_upstream error timeout http_502;
    }
  }
}
`;
}

async function listening(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`nginx did not listen on ${url}: ${log()}`);
}

/** Starts nginx in front of `ports` on `port`, from a configuration of its own in a temporary folder. */
export async function startNginx(port: number, ports: number[]): Promise<Proxy> {
  if (!fs.existsSync(NGINX)) {
    throw new Error("nginx is not installed: apt-get install -y nginx-light (Debian's package)");
  }
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "typetempo-nginx-"));
  // Started as root, nginx's workers run as `nobody`, and make their temporary folders here.
  fs.chmodSync(prefix, 0o755);
  const config = path.join(prefix, "nginx.conf");
  fs.writeFileSync(config, nginxConfig(port, ports, prefix));
  const checked = spawnSync(NGINX, ["-t", "-p", prefix, "-c", config], { encoding: "utf8" });
  if (checked.status !== 0) throw new Error(`nginx refused its configuration: ${checked.stderr}`);
  const child = spawn(NGINX, ["-p", prefix, "-c", config], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stderr?.on("data", (chunk) => (output += chunk));
  const url = `http://127.0.0.1:${port}`;
  await listening(url, child, () => output);
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGQUIT");
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
