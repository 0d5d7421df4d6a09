import type { ChildProcess } from "node:child_process";

export interface NginxUpstreamServer {
  name: string;
  port: number;
  instances: number[];
}
export interface NginxStaticServer {
  port: number;
  root: string;
}
export interface NginxOptions {
  dir: string;
  servers: NginxUpstreamServer[];
  statics?: NginxStaticServer[];
}
export function nginxConfig(options: NginxOptions): string;
export function startNginx(options: NginxOptions): Promise<ChildProcess>;
