/**
 * The review photo's checks before an upload (pure): the shop's accept list (the input's
 * `accept`, MIME types) and its size bound (`data-max-bytes`). The shop checks both again by
 * the file's bytes; these spare the shopper a refused upload.
 */

/** Why a chosen file cannot go, or null. */
export type PhotoProblem = 'type' | 'size' | null;

export function photoProblem(file: { type: string; size: number }, accept: string, maxBytes: number | null): PhotoProblem {
  const accepted = accept
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter(Boolean);
  const type = file.type.toLowerCase();
  const typeOk = !accepted.length || accepted.some((entry) => entry === type || (entry.endsWith('/*') && type.startsWith(entry.slice(0, -1))));
  if (!typeOk) return 'type';
  if (maxBytes !== null && file.size > maxBytes) return 'size';
  return null;
}

/** `data-max-bytes` as a positive whole number of bytes, else null (no bound in the browser). */
export function maxBytes(attribute: string | undefined): number | null {
  return attribute && /^[1-9]\d{0,12}$/.test(attribute.trim()) ? Number(attribute.trim()) : null;
}

/** The bound in whole megabytes (or kilobytes below one), German style: '2 MB', '500 kB', '1,5 MB'. */
export function sizeText(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.floor(bytes / 1024)} kB`;
  return `${String(Math.round((bytes / 1024 / 1024) * 10) / 10).replace('.', ',')} MB`;
}
