import { createHash } from 'node:crypto';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { blogPosts } from './src/features/blog/blog.compile';

const api = 'http://127.0.0.1:3000';
const proxy = {
  '/api': { target: api, changeOrigin: false },
  '/files': { target: api, changeOrigin: false },
  '/version.json': { target: api, changeOrigin: false },
};

interface Node {
  type: string;
  start: number;
  end: number;
  declaration?: Node | null;
  declarations?: { init?: Node | null }[];
}

/**
 * Wraps each top-level constant of the shared contracts that is built by a call (`export const x =
 * z.object(...).extend(...)`) in a pure function call, so a chunk that uses none of a module's schemas drops
 * them, and zod with them, from the landing page's first load (ADR 021). Annotating only the first call
 * is not enough: the rest of a chain would stay behind as a statement.
 */
function pureContracts(): Plugin {
  const contractsDir = new URL('../packages/contracts/src/', import.meta.url).pathname;
  return {
    name: 'roomcraft:pure-contracts',
    apply: 'build',
    transform(code, id) {
      if (!id.startsWith(contractsDir)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const inits: Node[] = [];
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const declarator of declaration.declarations ?? []) {
          const init = declarator.init;
          if (init && (init.type === 'CallExpression' || init.type === 'NewExpression')) inits.push(init);
        }
      }
      if (inits.length === 0) return null;
      let out = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        const expression = out.slice(init.start, init.end);
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${expression}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/**
 * Preloads the Latin subset of the interface font from the page's <head>, so it usually arrives with the
 * stylesheet instead of after it: text is then laid out once in Inter, not first in a fallback that
 * moves everything when Inter swaps in (Lighthouse measured a 0.29 layout shift on /pricing).
 */
function preloadInterfaceFont(): Plugin {
  return {
    name: 'roomcraft:preload-interface-font',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const font = Object.keys(context.bundle ?? {}).find((file) =>
          /inter-latin-wght-normal-[\w-]+\.woff2$/.test(file),
        );
        if (!font) return [];
        return [
          {
            tag: 'link',
            attrs: { rel: 'preload', href: `/${font}`, as: 'font', type: 'font/woff2', crossorigin: '' },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}

/**
 * The app's scripts hydrate a page that is already on screen (prerendered, ADR 021), so they start after
 * that page has painted instead of competing with its stylesheet and font for a slow phone's bandwidth:
 * the entry script and its module preloads are replaced by a tiny deferred start script that adds them
 * after the first frame (ADR 054). The stylesheet moves ahead of everything else in the head.
 */
function scriptsAfterFirstPaint(): Plugin {
  return {
    name: 'roomcraft:scripts-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      let html = String(page.source);
      const entry = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/.exec(html);
      if (!entry) return;
      const preloads = [...html.matchAll(/[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g)];
      for (const tag of [entry[0], ...preloads.map((match) => match[0])]) html = html.replace(tag, '');
      const source = startScript(
        entry[1]!,
        preloads.map((match) => match[1]!),
      );
      const fileName = `assets/start-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      this.emitFile({ type: 'asset', fileName, source });
      const stylesheets = html.match(/[ \t]*<link rel="stylesheet"[^>]*>\n?/g) ?? [];
      for (const link of stylesheets) html = html.replace(link, '');
      const head = [...stylesheets.map((link) => link.trim()), `<script defer src="/${fileName}"></script>`];
      page.source = html.replace('</title>', `</title>\n    ${head.join('\n    ')}`);
    },
  };
}

/** The start script: module preloads, then the entry, added once the first frame has been painted. */
function startScript(entry: string, preloads: string[]): string {
  return `(() => {
  const add = (tag, attributes) => document.head.appendChild(Object.assign(document.createElement(tag), attributes));
  const start = () => {
    for (const href of ${JSON.stringify(preloads)}) add('link', { rel: 'modulepreload', href, crossOrigin: '' });
    add('script', { type: 'module', src: ${JSON.stringify(entry)}, crossOrigin: '' });
  };
  // A frame callback runs just before the paint and a task queued from it just after. A hidden tab
  // paints nothing, so it starts at once.
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(() => setTimeout(start, 0));
})();
`;
}

export default defineConfig(({ command, isSsrBuild }) => {
  // A production build is always a production build: a NODE_ENV=development left in the shell (the
  // server's default) would otherwise build React in development mode (ADR 021).
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      pureContracts(),
      blogPosts(),
      react(),
      tailwindcss(),
      preloadInterfaceFont(),
      scriptsAfterFirstPaint(),
    ],
    resolve: { alias: { '@': new URL('./src', import.meta.url).pathname } },
    define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
    build: {
      outDir: isSsrBuild ? 'dist-ssr' : 'dist',
      assetsDir: 'assets',
      emptyOutDir: true,
      // No public source maps (ADR 021).
      sourcemap: process.env.SOURCEMAP === '1' ? 'hidden' : false,
      manifest: !isSsrBuild,
      // No preload links for a lazy chunk's imports: the browser finds them when it parses the chunk, and
      // adding dozens of <link rel="modulepreload"> to the head cost 30-50 ms of main thread per page
      // part (the home page's studio, a route) in Lighthouse's traces (ADR 054).
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? [] : deps) },
      rolldownOptions: isSsrBuild
        ? {}
        : {
            output: {
              codeSplitting: {
                // Everything the entry loads statically is needed by every page's first load anyway: one
                // chunk instead of ~30 tiny ones (each icon was its own), which on a slow phone network
                // were 30 requests queued behind each other before the page could hydrate (ADR 054).
                groups: [{ name: 'icons', test: /node_modules[\\/]lucide-react/, tags: ['$initial'] }],
              },
            },
          },
    },
    server: { host: '127.0.0.1', port: 5173, proxy },
    preview: { host: '127.0.0.1', port: 4173, proxy },
  };
});
