// Phoenix frames: vsn 2.0.0 sends arrays [join_ref, ref, topic, event, payload]; 1.0.0 sends
// objects {join_ref, ref, topic, event, payload}.

export interface Frame {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type Vsn = '1.0.0' | '2.0.0';

const asRef = (v: unknown): string | null => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : null);

/** null for anything that is not a well-formed frame. */
export function decodeFrame(text: string, vsn: Vsn): Frame | null {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return null;
  }
  let joinRef: unknown, ref: unknown, topic: unknown, event: unknown, payload: unknown;
  if (vsn === '2.0.0') {
    if (!Array.isArray(raw) || raw.length !== 5) return null;
    [joinRef, ref, topic, event, payload] = raw;
  } else {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return null;
    ({ join_ref: joinRef, ref, topic, event, payload } = raw as Record<string, unknown>);
  }
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  if (payload === undefined || payload === null) payload = {};
  if (typeof payload !== 'object' || Array.isArray(payload)) return null;
  return { joinRef: asRef(joinRef), ref: asRef(ref), topic, event, payload: payload as Record<string, unknown> };
}

export function encodeFrame(frame: Frame, vsn: Vsn): string {
  if (vsn === '2.0.0') return JSON.stringify([frame.joinRef, frame.ref, frame.topic, frame.event, frame.payload]);
  return JSON.stringify({
    join_ref: frame.joinRef,
    ref: frame.ref,
    topic: frame.topic,
    event: frame.event,
    payload: frame.payload,
  });
}

/** The best-effort ref of a frame that failed to decode, so the client can still get an answer. */
export function salvageRefs(
  text: string,
  vsn: Vsn,
): { joinRef: string | null; ref: string | null; topic: string } | null {
  try {
    const raw = JSON.parse(text);
    if (vsn === '2.0.0' && Array.isArray(raw) && typeof raw[2] === 'string')
      return { joinRef: asRef(raw[0]), ref: asRef(raw[1]), topic: raw[2] };
    if (vsn === '1.0.0' && raw && typeof raw === 'object' && typeof raw.topic === 'string') {
      return { joinRef: asRef(raw.join_ref), ref: asRef(raw.ref), topic: raw.topic };
    }
  } catch {
    // not JSON at all
  }
  return null;
}

/**
 * realtime-js 2.x sends broadcast pushes as binary frames: kind 3, then the byte lengths of
 * join_ref, ref, topic, event and metadata, the payload encoding (1 = JSON), those strings and
 * the payload. Returned as the equivalent JSON broadcast frame; null for anything else.
 */
export function decodeBinaryPush(buf: Buffer): Frame | null {
  if (buf.length < 7 || buf[0] !== 3) return null;
  const [joinRefLen, refLen, topicLen, eventLen, metaLen, encoding] = [buf[1], buf[2], buf[3], buf[4], buf[5], buf[6]];
  let offset = 7;
  const take = (n: number) => {
    const s = buf.subarray(offset, offset + n).toString('utf8');
    offset += n;
    return s;
  };
  if (buf.length < offset + joinRefLen + refLen + topicLen + eventLen + metaLen) return null;
  const joinRef = take(joinRefLen);
  const ref = take(refLen);
  const topic = take(topicLen);
  const event = take(eventLen);
  take(metaLen);
  if (encoding !== 1) return null;
  let payload: unknown;
  try {
    payload = JSON.parse(buf.subarray(offset).toString('utf8') || '{}');
  } catch {
    return null;
  }
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { type: 'broadcast', event, payload },
  };
}
