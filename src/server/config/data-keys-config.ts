// The keys of data at rest (decision 0025), from DATA_KEY, PREVIOUS_DATA_KEYS and HASH_KEY:
// the ring that seals and opens, and the key of the keyed hashes. Checked at start; a problem
// names a key by its place in the list, never by its value.

import type { KeyRing } from '#server/crypto/sealed-data';

export interface DataKeysConfig {
  dataKeys: KeyRing;
  hashKey: string;
}

export function dataKeysConfig({
  dataKey,
  previousList,
  hashKey,
}: {
  dataKey: string;
  /** PREVIOUS_DATA_KEYS as set: comma-separated. */
  previousList: string | undefined;
  hashKey: string | undefined;
}): DataKeysConfig | { problems: string[] } {
  const previous = (previousList ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key.length > 0);
  // A repeated key, or DATA_KEY itself, is a slip of the rotation.
  const problems = previous.flatMap((key, index) => {
    const which = `PREVIOUS_DATA_KEYS: key ${index + 1} of ${previous.length}`;
    if (key.length < 32) return [`${which} must be at least 32 characters`];
    if (key === dataKey) return [`${which} is DATA_KEY itself`];
    const first = previous.indexOf(key);
    return first === index ? [] : [`${which} repeats key ${first + 1}`];
  });
  if (problems.length > 0) return { problems };
  // Without it the census hashes would be keyed with the new DATA_KEY: nobody would match.
  if (previous.length > 0 && !hashKey) {
    return {
      problems: [
        'HASH_KEY: required while PREVIOUS_DATA_KEYS is set: give it the DATA_KEY the census was imported with',
      ],
    };
  }
  return { dataKeys: { current: dataKey, previous }, hashKey: hashKey ?? dataKey };
}
