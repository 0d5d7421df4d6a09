// nginx (Debian's package) in front of the app instances, on loopback, from a generated config.
import { spawn } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The proxy settings the deployment uses (docs/deploy.md shows the same block). */
export function nginxConfig({ dir, servers, statics = [] }) {
  const upstreams = servers
    .map(
      ({ name, port, instances }) => `
  upstream ${name} {
${instances.map((p) => `    server 127.0.0.1:${p} max_fails=3 fail_timeout=10s;`).join("\n")}
    keepalive 32;
    # Below the app's keep-alive timeout (75 s): nginx closes idle upstream connections first.
    keepalive_timeout 60s;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    client_body_timeout 20s;
    # Build assets are content-hashed: cached here and in browsers for a year.
    location /_next/static/ {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_cache static_pages;
      proxy_cache_valid 200 365d;
      proxy_cache_key "$scheme$host$request_uri|$bizfund_encoding";
      proxy_set_header Accept-Encoding $bizfund_encoding;
      proxy_hide_header Cache-Control;
      add_header Cache-Control "public, max-age=31536000, immutable" always;
    }
    location / {
      proxy_pass http://${name};
      # Prerendered pages (Cache-Control: s-maxage from Next) are served from nginx's cache; portal pages
      # (private, no-store) and any response that sets a cookie never are. RSC requests are their own entries.
      proxy_cache static_pages;
      proxy_cache_key "$scheme$host$request_uri|$http_rsc|$http_next_router_prefetch|$bizfund_encoding";
      proxy_cache_bypass $bizfund_no_cache;
      proxy_no_cache $bizfund_no_cache;
      proxy_cache_lock on;
      proxy_cache_use_stale updating error timeout;
      proxy_cache_background_update on;
      add_header X-Cache-Status $upstream_cache_status always;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header Accept-Encoding $bizfund_encoding;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      # A request that never reached an instance may go to the other, once; a POST that did is never
      # replayed (no non_idempotent). A 404 or 503 answer is not a failure.
      proxy_next_upstream error timeout;
      proxy_next_upstream_tries 2;
      proxy_next_upstream_timeout 15s;
    }
  }`,
    )
    .join("\n");
  // A comparison server: nginx alone serving a saved copy of a page from disk (the bench's baseline).
  const files = statics
    .map(
      ({ port, root }) => `
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location = / { default_type text/html; try_files /index.html =404; }
  }`,
    )
    .join("\n");
  return `worker_processes 1;
daemon off;
pid ${path.join(dir, "nginx.pid")};
error_log ${path.join(dir, "error.log")} warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${path.join(dir, "body")};
  proxy_temp_path ${path.join(dir, "proxy")};
  fastcgi_temp_path ${path.join(dir, "fastcgi")};
  uwsgi_temp_path ${path.join(dir, "uwsgi")};
  scgi_temp_path ${path.join(dir, "scgi")};
  # The API, the portals and sign-in are per user (private, no-store): never looked up in or locked on
  # the page cache, so concurrent requests to one URL do not wait on each other (proxy_cache_lock).
  # /application with a draft cookie or a session is the wizard restoring its draft (ADR 037).
  # The app compresses (brotli, else gzip: scripts/server.mjs, ADR 088); a cached page is kept once per
  # encoding, and the app is asked in one of these three spellings only.
  map $http_accept_encoding $bizfund_encoding {
    default "";
    ~*\\bbr\\b br;
    ~*\\bgzip\\b gzip;
  }
  map $http_cookie $bizfund_wizard_cookie {
    default 0;
    "~(^|;\\s*)(bizfund_draft|(__Secure-)?authjs\\.session-token(\\.\\d+)?)=" 1;
  }
  map "$request_uri|$bizfund_wizard_cookie" $bizfund_no_cache {
    default 0;
    ~^/api/ 1;
    ~^/(client|partner|staff|account|signin|dev)(/|\\?|\\||$) 1;
    "~^/application(\\?[^|]*)?\\|1$" 1;
  }
  proxy_cache_path ${path.join(dir, "cache")} levels=1:2 keys_zone=static_pages:10m max_size=256m inactive=1d;
${upstreams}
${files}
}
`;
}

export async function startNginx({ dir, servers, statics = [] }) {
  mkdirSync(dir, { recursive: true });
  // nginx's workers run as an unprivileged user when started by root: they must reach the cache and
  // temp directories under the run's private (0700) temporary directory. Traverse, not list.
  chmodSync(path.dirname(dir), 0o711);
  chmodSync(dir, 0o755);
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, nginxConfig({ dir, servers, statics }));
  const child = spawn("nginx", ["-c", file, "-p", dir], { stdio: ["ignore", "inherit", "inherit"] });
  for (let i = 0; i < 50; i++) {
    const ok = await fetch(`http://127.0.0.1:${servers[0].port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  const log = path.join(dir, "error.log");
  throw new Error(`nginx did not start${existsSync(log) ? `:\n${readFileSync(log, "utf8")}` : ""}`);
}
