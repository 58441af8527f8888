import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { loginPageBudget } from './scripts/login-page-budget.ts';
import { precompressAssets } from './scripts/precompress-assets.ts';

export default defineConfig({
  root: 'src/web',
  base: '/auth/',
  publicDir: 'public',
  plugins: [react(), loginPageBudget({ maxGzipBytes: 100 * 1024 }), precompressAssets()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
  },
});
