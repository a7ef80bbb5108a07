// Sends an object's bytes with the headers its metadata records (content type, cache control,
// ETag, Last-Modified), honouring HEAD, If-None-Match, a single byte Range and ?download=.
import { createReadStream } from 'node:fs';
import type { ApiRequest } from '../types.ts';
import { errors } from './errors.ts';
import { fileSize } from './disk.ts';
import type { ObjectRow } from './rows.ts';

export async function serveObject(r: ApiRequest, row: ObjectRow, file: string): Promise<void> {
  const size = await fileSize(file);
  if (size === null) throw errors.noSuchKey();
  const meta = row.metadata ?? null;
  const headers: Record<string, string> = {
    'content-type': meta?.mimetype ?? 'application/octet-stream',
    'cache-control': meta?.cacheControl ?? 'no-cache',
    'accept-ranges': 'bytes',
  };
  if (meta?.eTag) headers.etag = meta.eTag;
  const modified =
    meta?.lastModified ?? (row.updated_at instanceof Date ? row.updated_at.toISOString() : row.updated_at);
  if (typeof modified === 'string' && !Number.isNaN(Date.parse(modified)))
    headers['last-modified'] = new Date(modified).toUTCString();
  if (meta?.contentEncoding) headers['content-encoding'] = meta.contentEncoding;
  const download = r.url.searchParams.get('download');
  if (download !== null) {
    const name = download === '' ? row.name.split('/').pop()! : download;
    headers['content-disposition'] =
      `attachment; filename="${name.replace(/["\\\r\n]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;
  }

  const ifNoneMatch = r.req.headers['if-none-match'];
  if (
    meta?.eTag &&
    ifNoneMatch
      ?.split(',')
      .map((s) => s.trim())
      .includes(meta.eTag)
  ) {
    r.res.writeHead(304, headers);
    r.res.end();
    return;
  }

  let start = 0;
  let end = size - 1;
  let status = 200;
  const range = r.req.headers.range;
  if (range && size > 0) {
    const m = /^bytes=(\d*)-(\d*)$/.exec(range.trim());
    if (m && (m[1] !== '' || m[2] !== '')) {
      if (m[1] === '') {
        start = Math.max(0, size - Number(m[2]));
      } else {
        start = Number(m[1]);
        if (m[2] !== '') end = Math.min(Number(m[2]), size - 1);
      }
      if (start > end || start >= size) {
        r.res.writeHead(416, { 'content-range': `bytes */${size}` });
        r.res.end();
        return;
      }
      status = 206;
      headers['content-range'] = `bytes ${start}-${end}/${size}`;
    }
  }
  headers['content-length'] = String(size === 0 ? 0 : end - start + 1);
  r.res.writeHead(status, headers);
  if (r.method === 'HEAD' || size === 0) {
    r.res.end();
    return;
  }
  await new Promise<void>((resolve) => {
    const stream = createReadStream(file, { start, end });
    stream.on('error', () => {
      r.res.destroy();
      resolve();
    });
    stream.on('end', resolve);
    r.res.on('close', () => {
      stream.destroy();
      resolve();
    });
    stream.pipe(r.res);
  });
}
