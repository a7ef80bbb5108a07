// Swedish number format: non-breaking space groups, comma decimals, 'kr' (e.g. '1 234,50 kr').
const formatters = new Map<number, Intl.NumberFormat>();

function formatter(decimals: number): Intl.NumberFormat {
  let cached = formatters.get(decimals);
  if (!cached) {
    cached = new Intl.NumberFormat('sv-SE', {
      style: 'currency',
      currency: 'SEK',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(decimals, cached);
  }
  return cached;
}

export interface SekOptions {
  /** 0 for whole kronor (lists, 'Your Quote'), 2 for exact amounts. Default 0. */
  decimals?: 0 | 2;
}

export function formatSek(amount: number, { decimals = 0 }: SekOptions = {}): string {
  return formatter(decimals).format(amount);
}
