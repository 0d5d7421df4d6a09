export const dynamic = "force-dynamic";

const PAGE = `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>This form needs JavaScript</title></head><body><main><h1>This form needs JavaScript</h1><p>Nothing was sent. This form works only with JavaScript turned on: please turn it on, or reload the page once it has finished loading, and try again.</p><p><a href="/">Back to the homepage</a> · <a href="/contact">Contact us</a></p></main></body></html>`;

/**
 * A ScriptForm's POST without JavaScript (components/forms/script-form.tsx, ADR 055): the body is
 * never read; the page says nothing was sent.
 */
export function POST() {
  return new Response(PAGE, {
    status: 400,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
  });
}
