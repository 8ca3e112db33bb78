import { fileURLToPath, URL } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'

const apiTarget = process.env.API_URL ?? 'http://127.0.0.1:3000'

/** Preloads the latin display and text faces so headings do not swap late (docs/design-system.md#type). */
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

/**
 * Starts the app's JavaScript once a server-rendered page has painted its content (first contentful
 * paint, or half a second after the first frame at the latest): the HTML, its stylesheet, fonts and hero
 * image get the connection first, and hydration starts right after. The loader is an inline script at
 * the end of <body> (the server's CSP allows it by hash), so it runs once the stylesheet has loaded.
 * Client-rendered pages and hidden tabs (which never paint) start at once.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'rdo-scripts-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const scripts: string[] = []
        const preloads: string[] = []
        const stripped = html
          .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, src: string) => {
            scripts.push(src)
            return ''
          })
          .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
            preloads.push(href)
            return ''
          })
        if (scripts.length === 0) return html
        // A client-rendered page (empty #root) has nothing to paint first: it starts at once.
        const loader =
          `(function(){var started=false;function add(tag,attrs){var e=document.createElement(tag);e.crossOrigin='';` +
          `for(var k in attrs)e[k]=attrs[k];document.head.appendChild(e)}` +
          `function start(){if(started)return;started=true;` +
          `${JSON.stringify(preloads)}.forEach(function(h){add('link',{rel:'modulepreload',href:h})});` +
          `${JSON.stringify(scripts)}.forEach(function(s){add('script',{type:'module',src:s})})}` +
          `var root=document.getElementById('root');` +
          `if(!root||!root.firstChild||document.visibilityState==='hidden')return start();` +
          `try{new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length)setTimeout(start,0)})` +
          `.observe({type:'paint',buffered:true})}catch(e){}` +
          `requestAnimationFrame(function(){setTimeout(start,500)})})()`
        return stripped.replace('</body>', () => `<script>${loader}</script>\n  </body>`)
      },
    },
  }
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), preloadFonts(), scriptsAfterFirstPaint()],
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
  // The server renderer (src/entry-server.tsx) imports npm packages from node_modules at run time;
  // the contracts package is TypeScript source, so it is bundled in.
  ssr: { noExternal: ['@rdo/contracts'] },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Rolldown's manual chunking (the successor of Rollup's manualChunks).
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
                  priority: 20,
                },
                // The back-office kit in one lazy file rather than a chunk per small module, each of which
                // would add an entry to the preload map in the first page's script.
                {
                  name: 'admin-kit',
                  test: /src[\\/]components[\\/]admin[\\/]/,
                  includeDependenciesRecursively: false,
                  priority: 15,
                },
                // Everything else the first page needs, in one file: dozens of tiny shared chunks (an icon
                // each) cost a round trip apiece on a slow phone connection.
                { name: 'app', tags: ['$initial'], priority: 10 },
              ],
            },
          },
        },
  },
}))
