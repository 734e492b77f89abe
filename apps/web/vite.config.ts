import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  server: {
    // The API and the hub (Socket.IO at /api/gameState) run on the Earshot server.
    proxy: { '/api': { target: API_TARGET, changeOrigin: false, ws: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Pages are lazy chunks; the shell chunk (React, router, query, Mantine core parts) is the largest.
    chunkSizeWarningLimit: 600,
  },
});
