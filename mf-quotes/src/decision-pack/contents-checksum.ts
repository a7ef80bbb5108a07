import { useEffect, useState } from 'react';

/** SHA-256 of the text's UTF-8 bytes, as lowercase hex (as the database writes the opening's checksum). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export type ContentsChecksum =
  | { state: 'none' | 'computing' | 'failed'; value: null }
  | { state: 'done'; value: string };

/** The checksum of the contents shown, worked out in the browser (crypto.subtle needs https or localhost). */
export function useContentsChecksum(contents: string | null): ContentsChecksum {
  const [result, setResult] = useState<{ contents: string; value: string | null } | null>(null);
  useEffect(() => {
    if (contents === null) return;
    let current = true;
    sha256Hex(contents).then(
      (value) => current && setResult({ contents, value }),
      () => current && setResult({ contents, value: null }),
    );
    return () => {
      current = false;
    };
  }, [contents]);
  if (contents === null) return { state: 'none', value: null };
  if (result?.contents !== contents) return { state: 'computing', value: null };
  return result.value === null ? { state: 'failed', value: null } : { state: 'done', value: result.value };
}
