import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { formatDateTime } from "@/lib/money/format";
import { revokeApiKeyAction } from "@/lib/partner-api/actions";
import type { listApiKeys } from "@/lib/partner-api/keys";
import { removeEndpointAction, replayDeliveryAction, rotateSecretAction } from "@/lib/webhooks/actions";
import type { listWebhooks } from "@/lib/webhooks/endpoints";
import { ApiKeyForm } from "./api-key-form";
import { ButtonForm } from "./button-form";
import { EndpointForm } from "./endpoint-form";

type Keys = Awaited<ReturnType<typeof listApiKeys>>;
type Webhooks = Awaited<ReturnType<typeof listWebhooks>>;

const STATUS: Record<string, string> = { pending: "Retrying", delivered: "Delivered", failed: "Failed" };

/** The partner's integrations (ADR 072, 073): API keys, webhook endpoints and the delivery log. */
export function IntegrationsPage({ keys, webhooks }: { keys: Keys; webhooks: Webhooks }) {
  return (
    <main id="main" className="mx-auto grid max-w-5xl gap-6 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold">API and webhooks</h1>
        <p className="mt-1 text-muted-foreground">
          Send leads and applications from your own systems, and hear about status changes, offers, settlements and
          commission payments as they happen. See the{" "}
          <a className="underline" href="/api/docs">
            API reference
          </a>
          .
        </p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>API keys</CardTitle>
          <CardDescription>
            Send a key as <code>Authorization: Bearer …</code>. Each key is limited to its requests a minute.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <ApiKeyForm />
          <ul aria-label="Your API keys" className="grid gap-3">
            {keys.length === 0 ? <li className="text-muted-foreground">No API keys yet.</li> : null}
            {keys.map((k) => (
              <li
                key={k.id}
                data-testid="api-key"
                className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-[1fr_auto]"
              >
                <div className="grid gap-1">
                  <p className="font-medium">
                    {k.name} · <code>{k.prefix}…</code>{" "}
                    {k.revokedAt ? <Badge variant="secondary">Revoked</Badge> : <Badge>Active</Badge>}
                  </p>
                  <p className="text-muted-foreground">
                    {k.scopes.join(", ")} · {k.ratePerMinute} requests a minute · created {formatDateTime(k.createdAt)}
                    {k.lastUsedAt ? ` · last used ${formatDateTime(k.lastUsedAt)}` : " · never used"}
                  </p>
                </div>
                {k.revokedAt ? null : (
                  <ButtonForm
                    action={revokeApiKeyAction}
                    field="keyId"
                    value={k.id}
                    label="Revoke"
                    name={`Revoke ${k.name}`}
                    title="API key revoked"
                  />
                )}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Webhook endpoints</CardTitle>
          <CardDescription>
            Each delivery is signed: <code>BizFund-Signature: t=…,v1=…</code> is HMAC-SHA256 of{" "}
            <code>{"{t}.{body}"}</code> with the endpoint&apos;s secret. Failed deliveries are retried with backoff for
            24 hours.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          <EndpointForm />
          <ul aria-label="Your webhook endpoints" className="grid gap-3">
            {webhooks.endpoints.length === 0 ? <li className="text-muted-foreground">No endpoints yet.</li> : null}
            {webhooks.endpoints.map((e) => (
              <li key={e.id} data-testid="webhook-endpoint" className="grid gap-2 rounded-md border p-3 text-sm">
                <p className="font-medium break-all">{e.url}</p>
                <p className="text-muted-foreground">
                  {e.events.join(", ")}
                  {e.previousSecretUntil && e.previousSecretUntil > new Date()
                    ? ` · the previous secret also signs until ${formatDateTime(e.previousSecretUntil)}`
                    : ""}
                </p>
                <div className="flex flex-wrap gap-2">
                  <ButtonForm
                    action={rotateSecretAction}
                    field="endpointId"
                    value={e.id}
                    label="Rotate secret"
                    name={`Rotate the secret of ${e.url}`}
                    title="Secret rotated"
                  />
                  <ButtonForm
                    action={removeEndpointAction}
                    field="endpointId"
                    value={e.id}
                    label="Remove"
                    name={`Remove ${e.url}`}
                    title="Endpoint removed"
                  />
                </div>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <DeliveryLog deliveries={webhooks.deliveries} />
    </main>
  );
}

function DeliveryLog({ deliveries }: { deliveries: Webhooks["deliveries"] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Delivery log</CardTitle>
        <CardDescription>The newest 50 deliveries. Replay sends the same event again.</CardDescription>
      </CardHeader>
      <CardContent>
        {deliveries.length === 0 ? <p className="text-muted-foreground">Nothing delivered yet.</p> : null}
        <ul aria-label="Webhook deliveries" className="grid gap-3">
          {deliveries.map((d) => (
            <li
              key={d.id}
              data-testid="webhook-delivery"
              className="grid gap-2 rounded-md border p-3 text-sm sm:grid-cols-[1fr_auto]"
            >
              <div className="grid gap-1">
                <p className="font-medium">
                  <code>{d.event}</code> ·{" "}
                  {d.status === "pending" && d.attempts === 0 ? "Queued" : (STATUS[d.status] ?? d.status)}
                  {d.responseStatus ? ` (${d.responseStatus})` : ""} · {d.attempts} attempt{d.attempts === 1 ? "" : "s"}
                  {d.replayOfId ? " · replay" : ""}
                </p>
                <p className="break-all text-muted-foreground">
                  {d.endpoint.url} · {formatDateTime(d.createdAt)}
                  {d.deliveredAt ? ` · delivered ${formatDateTime(d.deliveredAt)}` : ""}
                  {d.status === "pending" && d.attempts > 0 ? ` · next try ${formatDateTime(d.nextAttemptAt)}` : ""}
                </p>
                {d.error ? <p className="text-destructive">{d.error}</p> : null}
              </div>
              {d.endpoint.disabledAt ? null : (
                <ButtonForm
                  action={replayDeliveryAction}
                  field="deliveryId"
                  value={d.id}
                  label="Replay"
                  name={`Replay ${d.event} delivery`}
                  title="Replay queued"
                />
              )}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
