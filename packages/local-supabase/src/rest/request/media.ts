// What the client accepts: a JSON array (default), one JSON object, or CSV.
import { PgrstError } from '../errors.ts';

export interface Media {
  singular: boolean;
  csv: boolean;
  stripNulls: boolean;
}

export function negotiateMedia(accept: string | undefined): Media {
  const media: Media = { singular: false, csv: false, stripNulls: false };
  if (!accept) return media;
  const types = accept.split(',').map((t) => t.trim().toLowerCase());
  for (const t of types) {
    const [type, ...paramsList] = t.split(';').map((x) => x.trim());
    const stripNulls = paramsList.includes('nulls=stripped');
    if (type === 'application/vnd.pgrst.object+json' || type === 'application/vnd.pgrst.object')
      return { ...media, singular: true, stripNulls };
    if (type === 'text/csv') return { ...media, csv: true };
    if (
      type === 'application/json' ||
      type === 'application/vnd.pgrst.array+json' ||
      type === '*/*' ||
      type === 'application/*' ||
      type === ''
    ) {
      return { ...media, stripNulls };
    }
  }
  throw new PgrstError(406, 'PGRST107', `None of these media types are available: ${types.join(', ')}`);
}
