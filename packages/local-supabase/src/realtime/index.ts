// The realtime surface: a websocket at /realtime/v1/websocket speaking Phoenix as realtime-js
// does, delivering postgres_changes captured by triggers, each row only to subscribers whose
// role and claims may see it.
import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocketServer } from 'ws';
import { callerFromToken } from '../caller.ts';
import type { Context, RealtimeHub } from '../types.ts';
import { Connection } from './connection.ts';
import type { Vsn } from './frames.ts';
import { Hub } from './hub.ts';

export { measureDeliveryLatency } from './latency.ts';

const PATH = '/realtime/v1/websocket';

function refuse(socket: Duplex, status: string, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}

export function attachRealtime(server: Server, ctx: Context): RealtimeHub {
  const hub = new Hub(ctx);
  // ws (14 modules) loads with the first websocket, or with the other surfaces soon after start,
  // so a warm start answers REST without it
  let wss: Promise<WebSocketServer> | null = null;
  const websockets = () =>
    (wss ??= import('ws').then(
      ({ WebSocketServer }) => new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 }),
    ));

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined);
    let url: URL;
    try {
      url = new URL(req.url ?? '/', 'http://localhost');
    } catch {
      refuse(socket, '400 Bad Request', 'Malformed request URL');
      return;
    }
    if (url.pathname !== PATH && url.pathname !== `${PATH}/`) {
      refuse(socket, '404 Not Found', 'no Route matched with those values');
      return;
    }
    const vsnParam = url.searchParams.get('vsn') ?? '1.0.0';
    if (vsnParam !== '1.0.0' && vsnParam !== '2.0.0') {
      refuse(socket, '400 Bad Request', `unsupported vsn ${vsnParam}`);
      return;
    }
    const headerKey = req.headers['x-api-key'];
    const apikey = (typeof headerKey === 'string' ? headerKey : null) ?? url.searchParams.get('apikey');
    if (!apikey) {
      refuse(socket, '403 Forbidden', 'No API key found in request');
      return;
    }
    callerFromToken(apikey, ctx).then(
      (caller) =>
        websockets().then(
          (wsServer) => {
            if (!socket.writable) return;
            wsServer.handleUpgrade(req, socket, head, (ws) => {
              hub.add(new Connection(ws, vsnParam as Vsn, caller, hub));
            });
          },
          (err) => {
            ctx.log('error', 'realtime: could not load the websocket server', err);
            refuse(socket, '500 Internal Server Error', 'Internal server error');
          },
        ),
      () => refuse(socket, '403 Forbidden', 'Invalid API key'),
    );
  };
  server.on('upgrade', onUpgrade);

  return {
    preload: () => websockets().then(() => undefined),
    async close() {
      server.off('upgrade', onUpgrade);
      await hub.close();
      const open = await wss;
      if (open) await new Promise<void>((resolve) => open.close(() => resolve()));
    },
  };
}
