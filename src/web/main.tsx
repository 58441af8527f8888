import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadAreas, pageLanguage, showLanguage } from './language/language-store.ts';
import { frontDoorAreas } from './language/areas.ts';
import { App } from './router.tsx';

// The front door's words in the page's language come before its first paint.
await showLanguage(pageLanguage());
await loadAreas(frontDoorAreas);

const container = document.getElementById('app');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
