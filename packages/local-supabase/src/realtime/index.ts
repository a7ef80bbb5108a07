// Placeholder until the realtime surface lands: websocket upgrades are refused with 404.
import type { Server } from 'node:http';
import type { Context, RealtimeHub } from '../types.ts';

export function attachRealtime(server: Server, _ctx: Context): RealtimeHub {
  const onUpgrade = (_req: unknown, socket: import('node:stream').Duplex) => {
    const body = JSON.stringify({ message: 'The realtime surface is not available yet' });
    socket.end(`HTTP/1.1 404 Not Found\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`);
  };
  server.on('upgrade', onUpgrade);
  return {
    async close() {
      server.off('upgrade', onUpgrade);
    },
  };
}
