/** 'brf-marketplace-data-2026-11-27.json': the day the person saved it, as Swedish writes a date. */
export const dataFileName = (now: Date = new Date()): string =>
  `brf-marketplace-data-${now.toLocaleDateString('sv-SE')}.json`;

/** Saves the data as a pretty-printed JSON file in the browser's downloads; returns the file's name. */
export function saveDataFile(data: unknown, now: Date = new Date()): string {
  const name = dataFileName(now);
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the browser reads the file after the click returns
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return name;
}
