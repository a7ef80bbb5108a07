// Reads an upload body, multipart (the file part plus cacheControl/metadata/contentEncoding
// fields) or raw, into a private file. `beforeBytes` runs once the file's type is known and
// before any byte is written: limits and the RLS permission test go there.
import type { IncomingMessage } from 'node:http';
import busboy from 'busboy';
import { errors } from './errors.ts';
import { receive, type ReceivedFile } from './disk.ts';

export interface UploadBody {
  file: ReceivedFile;
  mimetype: string;
  cacheControl: string;
  userMetadata: Record<string, unknown> | null;
  contentEncoding: string | null;
}

export interface UploadFacts {
  mimetype: string;
  userMetadata: Record<string, unknown> | null;
}

export async function readUploadBody(
  req: IncomingMessage,
  uploadsDir: string,
  limitBytes: number,
  beforeBytes: (facts: UploadFacts) => Promise<void>,
): Promise<UploadBody> {
  const contentType = headerOf(req, 'content-type') ?? '';
  if (/^multipart\/form-data/i.test(contentType)) return readMultipart(req, uploadsDir, limitBytes, beforeBytes);

  const declared = Number(headerOf(req, 'content-length'));
  const mimetype = contentType || 'application/octet-stream';
  const userMetadata = parseMetadata(headerOf(req, 'x-metadata'), true);
  try {
    if (Number.isFinite(declared) && declared > limitBytes) throw errors.entityTooLarge();
    await beforeBytes({ mimetype, userMetadata });
  } catch (err) {
    req.resume();
    throw err;
  }
  const file = await receive(req, uploadsDir, limitBytes).catch((err) => {
    req.resume();
    throw err;
  });
  return {
    file,
    mimetype,
    cacheControl: headerOf(req, 'cache-control') ?? 'no-cache',
    userMetadata,
    contentEncoding: headerOf(req, 'content-encoding') ?? null,
  };
}

function readMultipart(
  req: IncomingMessage,
  uploadsDir: string,
  limitBytes: number,
  beforeBytes: (facts: UploadFacts) => Promise<void>,
): Promise<UploadBody> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({ headers: req.headers, limits: { files: 1, fields: 20, fieldSize: 64 * 1024 } });
    } catch (err) {
      req.resume();
      reject(errors.invalidRequest(`Malformed multipart body: ${(err as Error).message}`));
      return;
    }
    const fields: Record<string, string> = {};
    let filePromise: Promise<UploadBody> | null = null;
    let settled = false;
    const fail = (err: unknown) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      req.resume();
      reject(err);
    };

    parser.on('field', (name, value) => {
      fields[name] = value;
    });
    parser.on('file', (_name, stream, info) => {
      if (filePromise) {
        stream.resume();
        return;
      }
      stream.pause();
      filePromise = (async () => {
        const mimetype = info.mimeType || 'application/octet-stream';
        const userMetadata = parseMetadata(fields.metadata, false);
        try {
          await beforeBytes({ mimetype, userMetadata });
        } catch (err) {
          stream.resume();
          throw err;
        }
        const file = await receive(stream, uploadsDir, limitBytes);
        const seconds = fields.cacheControl;
        return {
          file,
          mimetype,
          cacheControl: seconds ? (/^\d+$/.test(seconds) ? `max-age=${seconds}` : seconds) : 'no-cache',
          userMetadata,
          contentEncoding: fields.contentEncoding ?? null,
        };
      })();
      filePromise.catch(fail);
    });
    parser.on('error', (err: Error) => fail(errors.invalidRequest(`Malformed multipart body: ${err.message}`)));
    parser.on('close', () => {
      if (!filePromise) {
        fail(errors.noContent());
        return;
      }
      filePromise.then((body) => {
        if (settled) return;
        settled = true;
        resolve(body);
      }, fail);
    });
    req.on('error', (err) => fail(errors.invalidRequest(`Could not read the request body: ${err.message}`)));
    req.pipe(parser);
  });
}

function parseMetadata(raw: string | undefined, base64: boolean): Record<string, unknown> | null {
  if (raw === undefined || raw === '') return null;
  try {
    const text = base64 ? Buffer.from(raw, 'base64').toString('utf8') : raw;
    const value = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw errors.invalidParameter('metadata', 'Invalid metadata: it must be a JSON object');
}

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const v = req.headers[name];
  return Array.isArray(v) ? v[0] : v;
}
