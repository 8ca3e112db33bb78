import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000'

/** Preloads the latin display and text faces so headings do not swap late (DESIGN.md: preload the display face). */
function preloadFonts(): Plugin {
  const wanted = [/space-grotesk-latin-wght-normal.*\.woff2$/, /inter-latin-wght-normal.*\.woff2$/]
  return {
    name: 'rdo-preload-fonts',
    apply: 'build',
    transformIndexHtml(_html, ctx) {
      const files = Object.keys(ctx.bundle ?? {})
      return wanted.flatMap((pattern) => {
        const file = files.find((name) => pattern.test(name))
        if (!file) return []
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', as: 'font', type: 'font/woff2', href: `/${file}`, crossorigin: '' },
            injectTo: 'head' as const,
          },
        ]
      })
    },
  }
}

// Admin screens live under these paths; they form their own chunk so the storefront never downloads them.
const adminModule = /[\\/]src[\\/](features[\\/]admin-[^\\/]+|app[\\/]layouts[\\/]admin-)/

export default defineConfig({
  plugins: [react(), tailwindcss(), preloadFonts()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/files': { target: apiTarget, changeOrigin: false },
    },
  },
  build: {
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Rolldown's manual chunking (the successor of Rollup's manualChunks).
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
            // Only the admin modules themselves: pulling their dependencies in too would drag shared
            // code (React, the UI kit) into this chunk and make every shop page preload it.
            { name: 'admin', test: adminModule, includeDependenciesRecursively: false },
          ],
        },
      },
    },
  },
})
