import "server-only";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import { assertWebhookUrl, resolvePublic, WebhookTargetError } from "./ssrf";

/** A delivery that takes longer than this (connect and answer) has failed; the next attempt may do better. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

export interface SendResult {
  ok: boolean;
  status: number | null;
  /** Why it failed, in words for the delivery log. */
  error: string | null;
}

/**
 * The connection's own lookup: the addresses are resolved and checked here, at connect time, so a
 * name that resolved to a public address when it was checked cannot switch to a private one now.
 */
const checkedLookup: LookupFunction = (hostname, options, callback) => {
  resolvePublic(hostname).then(
    (addresses) => {
      if (options.all) (callback as (e: null, a: typeof addresses) => void)(null, addresses);
      else callback(null, addresses[0]!.address, addresses[0]!.family);
    },
    (error: Error) => callback(Object.assign(error, { code: "EWEBHOOKTARGET" }), "", 0),
  );
};

/**
 * POST one delivery. Never follows a redirect (a 3xx is a failure: the address to deliver to is the
 * one registered), never reads more of the answer than it needs, gives up after the timeout.
 */
export async function postWebhook(
  rawUrl: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<SendResult> {
  let url: URL;
  try {
    url = await assertWebhookUrl(rawUrl);
  } catch (error) {
    return { ok: false, status: null, error: error instanceof Error ? error.message : String(error) };
  }
  const client = url.protocol === "https:" ? https : http;
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const done = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = client.request(
      url,
      {
        method: "POST",
        headers: { ...headers, "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) },
        lookup: checkedLookup,
        agent: false,
      },
      (response) => {
        const status = response.statusCode ?? 0;
        response.resume();
        response.destroy();
        if (status >= 200 && status < 300) done({ ok: true, status, error: null });
        else if (status >= 300 && status < 400)
          done({
            ok: false,
            status,
            error: `The endpoint answered ${status} (a redirect): redirects are not followed.`,
          });
        else done({ ok: false, status, error: `The endpoint answered ${status}.` });
      },
    );
    const timer = setTimeout(() => {
      done({ ok: false, status: null, error: `The endpoint did not answer within ${timeoutMs / 1000} seconds.` });
      request.destroy();
    }, timeoutMs);
    request.on("error", (error: NodeJS.ErrnoException) => {
      const refused = error instanceof WebhookTargetError || error.code === "EWEBHOOKTARGET";
      done({
        ok: false,
        status: null,
        error: refused ? error.message : `Could not connect: ${error.code ?? error.message}`,
      });
    });
    request.end(body);
  });
}
