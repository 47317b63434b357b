// Requests per second of the portal's /health against a bare node:http server, measured in one run.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';

export interface ThroughputResult {
  portalRequestsPerSecond: number;
  bareRequestsPerSecond: number;
  ratio: number;
  non2xx: number;
}

async function measure(url: string, seconds: number): Promise<{ requestsPerSecond: number; non2xx: number }> {
  const result = await autocannon({ url, connections: 10, duration: seconds });
  return { requestsPerSecond: result.requests.average, non2xx: result.non2xx };
}

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`));
  });
}

export async function measureHealthThroughput(portalUrl: string, seconds: number): Promise<ThroughputResult> {
  // The floor: the same JSON body with nothing in between.
  const started = Date.now();
  const bare = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ status: 'ok', uptimeSeconds: (Date.now() - started) / 1000 }));
  });
  const bareUrl = await listen(bare);

  try {
    // Warm both up, then alternate halves so machine noise hits both sides alike.
    await measure(`${portalUrl}/health`, 1);
    await measure(`${bareUrl}/health`, 1);
    const half = Math.max(1, Math.round(seconds / 2));
    const runs = [
      await measure(`${portalUrl}/health`, half),
      await measure(`${bareUrl}/health`, half),
      await measure(`${bareUrl}/health`, half),
      await measure(`${portalUrl}/health`, half),
    ];
    const portal = ((runs[0]?.requestsPerSecond ?? 0) + (runs[3]?.requestsPerSecond ?? 0)) / 2;
    const bareRate = ((runs[1]?.requestsPerSecond ?? 0) + (runs[2]?.requestsPerSecond ?? 0)) / 2;
    return {
      portalRequestsPerSecond: Math.round(portal),
      bareRequestsPerSecond: Math.round(bareRate),
      ratio: Number((portal / bareRate).toFixed(3)),
      non2xx: (runs[0]?.non2xx ?? 0) + (runs[3]?.non2xx ?? 0),
    };
  } finally {
    bare.close();
  }
}
