// One request with Node's own client, for tests that compare answers header for header:
// every header as it was sent (fetch hides the framing ones), and the bytes that followed.
// Node's client reads a HEAD's answer as having no body, whatever its framing says.
import http from 'node:http';

export interface RawAnswer {
  status: number;
  /** Every header but Date, names lower-cased; a console policy's per-answer nonce masked. */
  headers: Record<string, string>;
  /** Bytes received after the head. */
  bodyBytes: number;
}

export function rawAnswer(origin: string, method: 'GET' | 'HEAD', path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const request = http.request({ host: hostname, port, method, path, agent: false, headers, timeout: 60_000 }, (response) => {
      let bodyBytes = 0;
      response.on('data', (chunk: Buffer) => (bodyBytes += chunk.length));
      response.on('error', reject);
      response.on('end', () => {
        const sent: Record<string, string> = {};
        for (let i = 0; i < response.rawHeaders.length; i += 2) {
          const name = response.rawHeaders[i]!.toLowerCase();
          if (name === 'date') continue;
          const value = response.rawHeaders[i + 1]!.replace(/'nonce-[^']+'/g, "'nonce-(per answer)'");
          sent[name] = sent[name] === undefined ? value : `${sent[name]}, ${value}`;
        }
        resolve({ status: response.statusCode ?? 0, headers: sent, bodyBytes });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`${method} ${path}: no answer within 60 s`)));
    request.on('error', reject);
    request.end();
  });
}
