import http from 'node:http';

/**
 * The static servers live in the global setup's process; tests stop and start one through this
 * unix-socket control channel (a real server going down, not a mocked request).
 */
export function controlSocketPath(): string {
  const path = process.env.BRF_E2E_CONTROL;
  if (!path) throw new Error('BRF_E2E_CONTROL is not set: run through playwright.config.ts');
  return path;
}

export function sendControl(command: 'stop' | 'start', app: string, root?: string): Promise<void> {
  const query = root ? `?root=${encodeURIComponent(root)}` : '';
  return new Promise((resolve, reject) => {
    const request = http.request(
      { socketPath: controlSocketPath(), method: 'POST', path: `/${command}/${app}${query}` },
      (response) => {
        response.resume();
        response.on('end', () =>
          response.statusCode === 204
            ? resolve()
            : reject(new Error(`control ${command} ${app}: ${response.statusCode}`)),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

export const stopApp = (app: string) => sendControl('stop', app);
export const startApp = (app: string, root?: string) => sendControl('start', app, root);

/** Rows of the backend's monitoring log whose message contains `text`. */
export function monitoringLogs(
  text: string,
): Promise<Array<{ level: string; message: string; session_id: string; url: string | null }>> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        socketPath: controlSocketPath(),
        method: 'GET',
        path: `/monitoring-logs/?contains=${encodeURIComponent(text)}`,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve(JSON.parse(body))
            : reject(new Error(`monitoring-logs: ${response.statusCode} ${body}`)),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}
