// Identity proofing compares names case- and accent-insensitively after trimming
// (docs/product/self-service.md). The census stores the folded key beside each name.

export function nameKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();
}
