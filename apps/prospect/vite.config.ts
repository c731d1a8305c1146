import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// `--mode demo` serves the app on the in-browser mock backend; any other mode talks to VITE_API_BASE_URL.
export default defineConfig(({ mode }) => ({
  plugins: [react()],
  publicDir: mode === 'demo' ? 'demo-public' : false,
  server: { port: 5173, host: true },
  preview: { port: 4173, host: true },
  build: { target: 'es2023', sourcemap: true, manifest: true },
}));
