import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './router.tsx';

const container = document.getElementById('app');
if (container) {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
