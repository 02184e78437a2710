/** The extensions of a comma list such as ".csv, .txt", lower-case with their dot. */
export function parseExtensions(accept: string | undefined): string[] {
  return (accept ?? '')
    .split(',')
    .map((extension) => extension.trim().toLowerCase())
    .filter(Boolean)
    .map((extension) => (extension.startsWith('.') ? extension : `.${extension}`));
}

/** Whether a file name ends with one of the allowed extensions; any name passes when none are given. */
export function hasAllowedExtension(fileName: string, accept: string | undefined): boolean {
  const allowed = parseExtensions(accept);
  return allowed.length === 0 || allowed.some((extension) => fileName.toLowerCase().endsWith(extension));
}

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB', 'PB'];

/** A byte count in units stepping by 1024 from bytes to PB. */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${unit === 0 ? value : Number(value.toFixed(2))} ${UNITS[unit]}`;
}
