// The Prefer header: comma-joined preferences, with or without spaces.

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  tx?: 'commit' | 'rollback';
  timezone?: string;
}

export function parsePrefer(header: string | string[] | undefined): Preferences {
  const out: Preferences = {};
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const raw of text.split(',')) {
    const [key, value] = raw
      .trim()
      .split('=')
      .map((x) => x?.trim());
    switch (key) {
      case 'return':
        if (value === 'minimal' || value === 'representation' || value === 'headers-only') out.return = value;
        break;
      case 'count':
        if (value === 'exact' || value === 'planned' || value === 'estimated') out.count = value;
        break;
      case 'resolution':
        if (value === 'merge-duplicates' || value === 'ignore-duplicates') out.resolution = value;
        break;
      case 'missing':
        if (value === 'default' || value === 'null') out.missing = value;
        break;
      case 'handling':
        if (value === 'strict' || value === 'lenient') out.handling = value;
        break;
      case 'max-affected':
        if (value && /^\d+$/.test(value)) out.maxAffected = Number(value);
        break;
      case 'timezone':
        if (value) out.timezone = value;
        break;
      case 'tx':
        if (value === 'commit' || value === 'rollback') out.tx = value;
        break;
    }
  }
  return out;
}
