// One websocket client: Phoenix framing, heartbeat, channel join/leave, access_token updates.
// Frames are handled one after another so a join is complete before the next frame is read.
import type { WebSocket } from 'ws';
import { callerFromToken } from '../caller.ts';
import type { Caller } from '../types.ts';
import { decodeBinaryPush, decodeFrame, encodeFrame, salvageRefs, type Frame, type Vsn } from './frames.ts';
import { JoinError, parseBindings, type Binding, type Channel } from './subscriptions.ts';
import type { Hub } from './hub.ts';

const MAX_CHANNELS = 100;

export class Connection {
  readonly ws: WebSocket;
  readonly vsn: Vsn;
  readonly channels = new Map<string, Channel>();
  private readonly hub: Hub;
  private readonly socketCaller: Caller;
  private queue: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(ws: WebSocket, vsn: Vsn, socketCaller: Caller, hub: Hub) {
    this.ws = ws;
    this.vsn = vsn;
    this.socketCaller = socketCaller;
    this.hub = hub;
    ws.on('message', (data, isBinary) => {
      const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
      const work = isBinary ? () => this.handleBinary(buf) : () => this.handle(buf.toString('utf8'));
      this.queue = this.queue.then(work).catch((err) => hub.ctx.log('warn', 'realtime: frame failed', err));
    });
    ws.on('close', () => this.dispose());
    ws.on('error', () => this.dispose());
  }

  send(frame: Frame): void {
    if (this.closed || this.ws.readyState !== this.ws.OPEN) return;
    this.ws.send(encodeFrame(frame, this.vsn));
  }

  reply(
    frame: Pick<Frame, 'joinRef' | 'ref' | 'topic'>,
    status: 'ok' | 'error',
    response: Record<string, unknown>,
  ): void {
    this.send({
      joinRef: frame.joinRef,
      ref: frame.ref,
      topic: frame.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  private async handleBinary(buf: Buffer): Promise<void> {
    if (this.closed) return;
    const frame = decodeBinaryPush(buf);
    if (frame) await this.dispatch(frame);
  }

  private async handle(text: string): Promise<void> {
    if (this.closed) return;
    const frame = decodeFrame(text, this.vsn);
    if (!frame) {
      const refs = salvageRefs(text, this.vsn);
      if (refs?.ref) this.reply(refs, 'error', { reason: 'malformed message' });
      return;
    }
    await this.dispatch(frame);
  }

  private async dispatch(frame: Frame): Promise<void> {
    if (frame.topic === 'phoenix') {
      if (frame.event === 'heartbeat') this.reply(frame, 'ok', {});
      else this.reply(frame, 'error', { reason: 'unmatched topic' });
      return;
    }
    if (frame.event === 'phx_join') return this.join(frame);
    const channel = this.channels.get(frame.topic);
    if (!channel) {
      this.reply(frame, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (frame.event) {
      case 'phx_leave':
        this.reply(frame, 'ok', {});
        await this.leave(channel);
        this.send({ joinRef: channel.joinRef, ref: frame.ref, topic: channel.topic, event: 'phx_close', payload: {} });
        return;
      case 'access_token':
        return this.updateToken(channel, frame);
      case 'broadcast':
        this.hub.broadcast(this, channel, frame.payload);
        this.reply(frame, 'ok', {});
        return;
      case 'presence':
        this.reply(frame, 'ok', {});
        return;
      default:
        this.reply(frame, 'error', { reason: `unknown event "${frame.event}"` });
    }
  }

  private async callerFor(token: unknown): Promise<Caller> {
    if (typeof token !== 'string' || token === '' || token.startsWith('sb_')) return this.socketCaller;
    return callerFromToken(token, this.hub.ctx);
  }

  private async join(frame: Frame): Promise<void> {
    const config = (frame.payload.config ?? {}) as Record<string, unknown>;
    if (typeof config !== 'object' || Array.isArray(config)) {
      this.reply(frame, 'error', { reason: 'config must be an object' });
      return;
    }
    let caller: Caller;
    try {
      caller = await this.callerFor(frame.payload.access_token);
    } catch (err) {
      this.reply(frame, 'error', { reason: tokenReason(err) });
      return;
    }
    const previous = this.channels.get(frame.topic);
    if (!previous && this.channels.size >= MAX_CHANNELS) {
      this.reply(frame, 'error', { reason: 'Too many channels' });
      return;
    }
    let bindings: Binding[];
    try {
      await this.hub.ready;
      bindings = await parseBindings(config.postgres_changes, this.hub.catalog);
    } catch (err) {
      if (!(err instanceof JoinError)) this.hub.ctx.log('warn', 'realtime: join failed', err);
      this.reply(frame, 'error', { reason: err instanceof JoinError ? err.message : 'Unable to subscribe' });
      return;
    }
    if (previous) await this.leave(previous);
    const broadcast = (config.broadcast ?? {}) as Record<string, unknown>;
    const channel: Channel = {
      topic: frame.topic,
      joinRef: frame.joinRef,
      caller,
      bindings,
      broadcastSelf: broadcast?.self === true,
      expiryTimer: null,
    };
    this.channels.set(frame.topic, channel);
    this.watchExpiry(channel);
    await this.hub.subscribe(channel);
    this.reply(frame, 'ok', {
      postgres_changes: bindings.map((b) => ({
        id: b.id,
        event: b.event,
        schema: b.schema,
        ...(b.table !== undefined ? { table: b.table } : {}),
        ...(b.filter !== undefined ? { filter: b.filter } : {}),
      })),
    });
    const presence = (config.presence ?? {}) as Record<string, unknown>;
    if (presence?.enabled === true) {
      this.send({ joinRef: frame.joinRef, ref: null, topic: frame.topic, event: 'presence_state', payload: {} });
    }
    if (bindings.length > 0) {
      this.send({
        joinRef: null,
        ref: null,
        topic: frame.topic,
        event: 'system',
        payload: {
          channel: frame.topic.replace(/^realtime:/, ''),
          extension: 'postgres_changes',
          message: 'Subscribed to PostgreSQL',
          status: 'ok',
        },
      });
    }
  }

  private async updateToken(channel: Channel, frame: Frame): Promise<void> {
    const token = frame.payload.access_token;
    if (typeof token === 'string' && token.startsWith('sb_')) {
      this.reply(frame, 'ok', {});
      return;
    }
    try {
      channel.caller = await this.callerFor(token);
    } catch (err) {
      // Like the real server: a bad token ends the channel rather than keeping the old rights.
      const reason = tokenReason(err);
      this.reply(frame, 'error', { reason });
      this.closeChannel(channel, reason);
      return;
    }
    this.watchExpiry(channel);
    this.reply(frame, 'ok', {});
  }

  /** Ends a channel from the server side: a system error message, then phx_close. */
  closeChannel(channel: Channel, message: string): void {
    this.send({
      joinRef: null,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { channel: channel.topic.replace(/^realtime:/, ''), extension: 'system', message, status: 'error' },
    });
    this.send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event: 'phx_close', payload: {} });
    void this.leave(channel);
  }

  private watchExpiry(channel: Channel): void {
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    channel.expiryTimer = null;
    const exp = channel.caller.claims.exp;
    if (typeof exp !== 'number') return;
    const ms = exp * 1000 - Date.now();
    if (ms > 2 ** 31 - 1) return;
    channel.expiryTimer = setTimeout(
      () => {
        if (this.channels.get(channel.topic) === channel) this.closeChannel(channel, 'Token has expired 0 seconds ago');
      },
      Math.max(0, ms),
    );
    channel.expiryTimer.unref();
  }

  private async leave(channel: Channel): Promise<void> {
    if (this.channels.get(channel.topic) !== channel) return;
    this.channels.delete(channel.topic);
    if (channel.expiryTimer) clearTimeout(channel.expiryTimer);
    await this.hub.unsubscribe(channel);
  }

  dispose(): void {
    if (this.closed) return;
    this.closed = true;
    for (const channel of [...this.channels.values()]) void this.leave(channel);
    this.hub.forget(this);
  }
}

function tokenReason(err: unknown): string {
  const reason = (err as { reason?: string })?.reason;
  if (reason === 'expired') return 'Token has expired 0 seconds ago';
  const message = err instanceof Error ? err.message : String(err);
  return `Invalid token: ${message}`;
}
