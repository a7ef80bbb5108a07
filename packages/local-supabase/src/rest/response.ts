// Writing PostgREST responses: JSON text built by Postgres, Content-Range, CSV.
import type { ServerResponse } from 'node:http';
import type { Media } from './request/media.ts';

export function send(
  res: ServerResponse,
  status: number,
  body: string | null,
  headers: Record<string, string>,
  method: string,
): void {
  if (res.headersSent) return;
  res.statusCode = status;
  for (const [k, v] of Object.entries(headers)) res.setHeader(k, v);
  if (body === null) {
    res.end();
    return;
  }
  res.setHeader('content-length', Buffer.byteLength(body));
  res.end(method === 'HEAD' ? undefined : body);
}

export function contentType(media: Media): string {
  if (media.csv) return 'text/csv; charset=utf-8';
  if (media.singular) return 'application/vnd.pgrst.object+json; charset=utf-8';
  return 'application/json; charset=utf-8';
}

/** `0-9/123`, `*\/123` when there are no rows, `*` as total when not counted. */
export function contentRange(lower: number, pageTotal: number, total: number | null): string {
  const t = total === null ? '*' : String(total);
  return pageTotal > 0 ? `${lower}-${lower + pageTotal - 1}/${t}` : `*/${t}`;
}

/** The array body as the client asked for it: as is, its single element, or CSV. */
export function shapeBody(jsonArray: string, media: Media): string {
  if (media.csv) return toCsv(JSON.parse(jsonArray) as Record<string, unknown>[]);
  if (media.singular) return jsonArray.trim().slice(1, -1).trim();
  return jsonArray;
}

function toCsv(rows: Record<string, unknown>[]): string {
  if (rows.length === 0) return '';
  const keys = Object.keys(rows[0]);
  const cell = (v: unknown): string => {
    if (v === null || v === undefined) return '';
    const s = typeof v === 'object' ? JSON.stringify(v) : String(v);
    return /[",\n\r]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return [keys.map(cell).join(','), ...rows.map((r) => keys.map((k) => cell(r[k])).join(','))].join('\n');
}
