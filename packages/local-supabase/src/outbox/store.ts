// The mail outbox, kept in _local.outbox so it survives restarts like the rest of the data.
import type { Database, Outbox, OutboxMessage } from '../types.ts';

interface Row {
  id: string;
  to: string;
  subject: string;
  kind: OutboxMessage['kind'];
  html: string;
  text: string;
  link: string;
  token_hash: string;
  otp: string;
  headers: Record<string, string>;
  created_at: string;
}

const COLUMNS = `id, "to", subject, kind, html, text, link, token_hash, otp, headers,
  to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at`;

function toMessage(r: Row): OutboxMessage {
  return {
    id: r.id,
    to: r.to,
    subject: r.subject,
    kind: r.kind,
    html: r.html,
    text: r.text,
    link: r.link,
    tokenHash: r.token_hash,
    otp: r.otp,
    headers: r.headers ?? {},
    createdAt: r.created_at,
  };
}

export function createOutbox(db: Database, log?: (msg: string) => void): Outbox {
  return {
    async add(msg) {
      const r = await db.query<Row>(
        `insert into _local.outbox ("to", subject, kind, html, text, link, token_hash, otp)
         values ($1, $2, $3, $4, $5, $6, $7, $8) returning ${COLUMNS}`,
        [msg.to, msg.subject, msg.kind, msg.html, msg.text, msg.link, msg.tokenHash, msg.otp],
      );
      const message = toMessage(r.rows[0]);
      log?.(`Mail to ${message.to}: ${message.subject} ${message.link}`);
      return message;
    },
    async accept(msg, idempotencyKey) {
      const r = await db.query<Row>(
        `insert into _local.outbox ("to", subject, kind, html, text, link, token_hash, otp, headers, idempotency_key)
         values ($1, $2, $3, $4, $5, $6, '', '', $7, $8)
         on conflict (idempotency_key) do nothing returning ${COLUMNS}`,
        [msg.to, msg.subject, msg.kind, msg.html, msg.text, msg.link, JSON.stringify(msg.headers), idempotencyKey],
      );
      if (r.rows[0]) {
        const message = toMessage(r.rows[0]);
        log?.(`Mail to ${message.to}: ${message.subject} ${message.link}`);
        return message;
      }
      const stored = await db.query<Row>(`select ${COLUMNS} from _local.outbox where idempotency_key = $1`, [
        idempotencyKey,
      ]);
      return toMessage(stored.rows[0]);
    },
    async list(to) {
      const r = to
        ? await db.query<Row>(
            `select ${COLUMNS} from _local.outbox where lower("to") = lower($1) order by created_at desc, id`,
            [to],
          )
        : await db.query<Row>(`select ${COLUMNS} from _local.outbox order by created_at desc, id`);
      return r.rows.map(toMessage);
    },
    async clear() {
      await db.query('delete from _local.outbox');
    },
  };
}
