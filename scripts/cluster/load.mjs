// A small closed-loop load generator: `connections` callers send requests back to back for
// `seconds`; reports requests per second and latency percentiles.
export async function load({ url, headers = {}, connections = 20, seconds = 10 }) {
  const latencies = [];
  let errors = 0;
  const end = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (Date.now() < end) {
        const t = performance.now();
        try {
          const res = await fetch(url, { headers });
          await res.arrayBuffer();
          if (!res.ok) errors += 1;
          latencies.push(performance.now() - t);
        } catch {
          errors += 1;
        }
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? NaN;
  return {
    requests: latencies.length,
    rps: Math.round(latencies.length / seconds),
    p50: Math.round(at(0.5)),
    p99: Math.round(at(0.99)),
    errors,
  };
}
