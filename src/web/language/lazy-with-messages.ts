// A lazy route whose screens speak an area of their own: its module and its catalog in the
// page's language load together, so the screens never render before their words.

import { type ComponentType, lazy } from 'react';
import { loadAreas } from './language-store.ts';

export function lazyWithMessages<Props>(
  areas: readonly string[],
  load: () => Promise<{ default: ComponentType<Props> }>,
) {
  return lazy(async () => {
    const [module] = await Promise.all([load(), loadAreas(areas)]);
    return module;
  });
}
