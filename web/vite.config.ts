import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/precompress'
import { preloadSignIn } from './scripts/preload-sign-in'
import { prerenderSignIn } from './scripts/prerender-sign-in'
import { routeChunks } from './scripts/route-chunks'

const apiTarget = 'http://127.0.0.1:3000'

// The small chunks that automatic splitting makes are merged (web/scripts/route-chunks.ts): a screen's
// first visit on a phone waits on each file's round trip.
const chunks = routeChunks()

// The root is pinned to this folder so that a build started from the repository root (the local runner
// does that) still writes web/dist.
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), tailwindcss(), chunks.plugin, preloadSignIn(), prerenderSignIn(), precompress()],
  resolve: { alias: { '@': `${import.meta.dirname}/src` } },
  server: {
    host: '127.0.0.1',
    port: 5173,
    strictPort: true,
    proxy: {
      '/api': { target: apiTarget },
      '/dev': { target: apiTarget },
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
  // The manifest (dist/.vite/manifest.json) maps each source entry to its chunk and that chunk's imports:
  // what the bundle budget test (tests/repo/web-budget.test.ts) counts. It is neither served nor uploaded.
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: chunks.chunkGroups() },
      },
    },
  },
})
