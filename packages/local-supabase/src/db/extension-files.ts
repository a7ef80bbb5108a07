// Contrib extensions as plain files. PGlite compiles every bundle's shared library while it
// starts (pgcrypto alone costs ~150 ms of CPU and its memory on every start); written as files,
// Postgres loads a library the first time one of its functions is called, as it does on disk.
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import type { Extension } from '@electric-sql/pglite';

const gunzipAsync = promisify(gunzip);

interface TarEntry {
  path: string;
  data: Uint8Array;
}

/** Regular files of a ustar archive. */
function untar(archive: Uint8Array): TarEntry[] {
  const text = (from: number, to: number) =>
    Buffer.from(archive.subarray(from, to))
      .toString('utf8')
      .replace(/\0[\s\S]*$/, '');
  const out: TarEntry[] = [];
  for (let at = 0; at + 512 <= archive.length; ) {
    const name = text(at, at + 100);
    if (name === '') break;
    const size = parseInt(text(at + 124, at + 136).trim() || '0', 8);
    const type = archive[at + 156];
    const prefix = text(at + 345, at + 500);
    if (type === 0 || type === 0x30)
      out.push({ path: prefix ? `${prefix}/${name}` : name, data: archive.subarray(at + 512, at + 512 + size) });
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return out;
}

interface EmscriptenFs {
  mkdirTree(path: string): void;
  writeFile(path: string, data: Uint8Array): void;
}
type EmscriptenOpts = { preRun?: ((mod: { FS: EmscriptenFs }) => void)[] } & Record<string, unknown>;

/**
 * The same extension, its bundle unpacked into the file system before Postgres starts instead
 * of preloaded. Bundles that need more than files (preload libraries, client APIs) stay as they are.
 */
export function asLazyFiles(ext: Extension): Extension {
  return {
    name: ext.name,
    async setup(pg, emscriptenOpts, clientOnly) {
      const result = await ext.setup(pg, emscriptenOpts, clientOnly);
      const { bundlePath, ...rest } = result;
      if (!bundlePath || Object.values(rest).some((v) => v !== undefined && !(Array.isArray(v) && v.length === 0)))
        return result;
      // unzipped on libuv's pool: PGlite's WebAssembly and file bundle load meanwhile
      const files = untar(await gunzipAsync(await readFile(bundlePath)));
      const opts = emscriptenOpts as EmscriptenOpts;
      return {
        emscriptenOpts: {
          ...opts,
          preRun: [
            ...(opts.preRun ?? []),
            (mod: { FS: EmscriptenFs }) => {
              for (const f of files) {
                const path = `/pglite/${f.path}`;
                mod.FS.mkdirTree(path.slice(0, path.lastIndexOf('/')));
                mod.FS.writeFile(path, f.data);
              }
            },
          ],
        },
      };
    },
  };
}
