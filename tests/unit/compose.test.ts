import { readFileSync } from "node:fs";
import yaml from "js-yaml";
import { describe, expect, it } from "vitest";

// Static checks of compose.yaml, its TLS override and the nginx configuration it mounts (no Docker
// engine here; ADR 049).
interface Service {
  image?: string;
  build?: { target: string };
  environment?: Record<string, string>;
  env_file?: string;
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  stop_grace_period?: string;
  entrypoint?: string[];
  command?: string[] | string;
  ports?: string[];
  volumes?: string[];
  restart?: string;
  profiles?: string[];
}
const load = (file: string) => yaml.load(readFileSync(file, "utf8")) as { services: Record<string, Service> };
const { services } = load("compose.yaml");
const nginxConf = readFileSync("deploy/nginx.conf", "utf8");
const seconds = (d: string) => Number(/^(\d+)s$/.exec(d)?.[1] ?? NaN);

describe("compose.yaml", () => {
  it("pins nginx and MinIO to a release, and PostgreSQL to a minor version", () => {
    expect(services.nginx!.image).toMatch(/^nginx:1\.(2[89]|[3-9]\d)\.\d+$/);
    expect(services.minio!.image).toMatch(/minio\/minio:RELEASE\.\d{4}-\d\d-\d\dT\d\d-\d\d-\d\dZ$/);
    expect(services.postgres!.image).toMatch(/^postgres:15\.\d+/);
    for (const [name, s] of Object.entries(services))
      if (s.image) expect(s.image, name).not.toMatch(/:latest$|^[^:]+$/);
  });

  it("starts each service only when what it needs is healthy or finished", () => {
    for (const app of ["app1", "app2"])
      expect(services[app]!.depends_on).toEqual({
        postgres: { condition: "service_healthy" },
        migrate: { condition: "service_completed_successfully" },
        "minio-bucket": { condition: "service_completed_successfully" },
      });
    expect(services.migrate!.depends_on).toEqual({ postgres: { condition: "service_healthy" } });
    expect(services["minio-bucket"]!.depends_on).toEqual({ minio: { condition: "service_healthy" } });
    expect(services.nginx!.depends_on).toEqual({
      app1: { condition: "service_healthy" },
      app2: { condition: "service_healthy" },
    });
    // A condition on health needs a health check: the app's is in the Dockerfile (HEALTHCHECK).
    expect(services.postgres!.healthcheck?.test).toContain("pg_isready");
    expect(services.minio!.healthcheck?.test).toEqual(["CMD", "mc", "ready", "local"]);
    expect(readFileSync("Dockerfile", "utf8")).toMatch(/^HEALTHCHECK .*\n.*\/api\/health/m);
    // The migration job runs with `docker compose up`, not only in a profile.
    expect(services.migrate!.profiles).toBeUndefined();
  });

  it("creates the documents bucket the apps use, and does nothing when it exists", () => {
    const bucket = services["minio-bucket"]!;
    expect(bucket.image).toBe(services.minio!.image);
    const script = [bucket.entrypoint, bucket.command].flat().join(" ");
    expect(script).toMatch(/mc mb --ignore-existing "store\/\$\$S3_BUCKET"/);
    expect(bucket.environment!.S3_BUCKET).toBe(services.app1!.environment!.S3_BUCKET);
    expect(bucket.restart).toBe("no");
  });

  it("gives the apps longer to stop than their drain: requests (SHUTDOWN_TIMEOUT_MS) then the running job", () => {
    const drain = Number(
      /SHUTDOWN_TIMEOUT_MS \?\? (\d[\d_]*)/.exec(readFileSync("scripts/server.mjs", "utf8"))![1]!.replace(/_/g, ""),
    );
    // pg-boss's graceful stop waits up to 30 s for a running job (its default timeout).
    const job = 30_000;
    for (const app of ["app1", "app2"])
      expect(seconds(services[app]!.stop_grace_period!) * 1000).toBeGreaterThan(drain + job);
  });

  it("takes every secret from the environment at run time, none written in the file", () => {
    const text = readFileSync("compose.yaml", "utf8");
    expect(text).not.toMatch(/bizfund-secret|PASSWORD: bizfund\b/);
    expect(services.postgres!.environment!.POSTGRES_PASSWORD).toMatch(/^\$\{POSTGRES_PASSWORD:\?/);
    expect(services.minio!.environment!.MINIO_ROOT_PASSWORD).toMatch(/^\$\{S3_SECRET_ACCESS_KEY:\?/);
    expect(services.app1!.environment!.DATABASE_URL).toContain("${POSTGRES_PASSWORD:?");
    expect(services.app1!.env_file).toBe(".env");
  });
});

describe("nginx in compose", () => {
  it("looks the app containers up again while running (resolve, with Docker's resolver and a shared zone)", () => {
    expect(nginxConf).toMatch(/^resolver 127\.0\.0\.11 valid=\d+s/m);
    const upstream = /upstream bizfund \{([^}]*)\}/.exec(nginxConf)![1]!;
    expect(upstream).toMatch(/^\s*zone bizfund \d+k;/m);
    const servers = upstream.split("\n").filter((l) => /^\s*server /.test(l));
    expect(servers).toHaveLength(2);
    for (const s of servers) expect(s).toMatch(/^\s*server app\d:3000 resolve\b/);
  });

  it("has a TLS example: the override mounts the certificates and deploy/nginx.tls.conf into the server", () => {
    const tls = load("compose.tls.yaml").services.nginx!;
    expect(tls.ports).toEqual(["443:443"]);
    expect(tls.volumes).toContain("./deploy/nginx.tls.conf:/etc/nginx/bizfund.d/tls.conf:ro");
    expect(tls.volumes!.some((v) => v.endsWith(":/etc/nginx/certs:ro"))).toBe(true);
    expect(nginxConf).toMatch(/server \{\s*listen 80;[^}]*include \/etc\/nginx\/bizfund\.d\/\*\.conf;/);
    const conf = readFileSync("deploy/nginx.tls.conf", "utf8");
    expect(conf).toMatch(/^listen 443 ssl;/m);
    expect(conf).toMatch(/^ssl_certificate \/etc\/nginx\/certs\/fullchain\.pem;/m);
    expect(conf).toMatch(/^ssl_certificate_key \/etc\/nginx\/certs\/privkey\.pem;/m);
    expect(conf).toMatch(/^ssl_protocols TLSv1\.2 TLSv1\.3;/m);
    expect(conf).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
  });
});
