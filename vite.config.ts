import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from './scripts/build/precompress';

// The dev server proxies the API to the reference server so the app and the
// API share one origin, as they do under `npm start`.
export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), '');
  const apiTarget = env.DEV_API_PROXY_TARGET || 'http://127.0.0.1:8080';
  return {
    plugins: [react(), precompress()],
    server: {
      port: Number(env.DEV_PORT || 3000),
      proxy: { '/api': { target: apiTarget, changeOrigin: false } },
    },
    build: {
      outDir: 'dist',
      sourcemap: false,
      manifest: true,
      chunkSizeWarningLimit: 900,
    },
  };
});
