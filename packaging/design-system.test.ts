import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { packDesignSystem } from '../packages/design-system/scripts/pack.mjs';
import { collectPageErrors, launchBrowser } from '@rabbithole/test-support';

const root = fileURLToPath(new URL('..', import.meta.url));
const workspaceManifest = (path: string) =>
  JSON.parse(readFileSync(join(root, path, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
const web = workspaceManifest('apps/web');

// `npm run` hands its workspace and prefix to children through the environment; the consumer's
// npm must see only its own folder.
const cleanEnv = Object.fromEntries(
  Object.entries(process.env).filter(
    ([key]) => !/^npm_config_(workspace|local_prefix|prefix)/i.test(key),
  ),
);

function run(command: string, args: string[], cwd: string, env = cleanEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** The part of the package's `vars` export the assertions read. */
interface ThemeVars {
  radius: { large: string };
  color: { surface: string; background: string };
}

const consumerApp = `
import '@rabbithole/design-system/styles.css';
import { Card, ThemeRoot, vars } from '@rabbithole/design-system';
import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';

// The theme contract (\`var(--…)\` references), for the test to compare computed styles with.
window.themeVars = vars;

createRoot(document.getElementById('root')).render(
  h(ThemeRoot, null,
    h('main', { style: { width: '240px', padding: '16px' } },
      h(Card, {
        title: 'Boiler Room: Berlin Warehouse',
        subtitle: 'Ellen Allien',
        href: '/sets/1',
        tags: ['Techno', 'Minimal'],
      }),
    ),
  ),
);
`;

const mimeTypes: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** Serves the consumer's `dist/` (module scripts do not load from file: URLs). */
function serve(folder: string): Promise<Server> {
  const server = createServer((request, response) => {
    const path = normalize(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '');
    const file = join(folder, path === '' ? 'index.html' : path);
    if (!file.startsWith(folder) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': mimeTypes[extname(file)] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('@rabbithole/design-system installed from its tarball', () => {
  const app = mkdtempSync(join(tmpdir(), 'rabbithole-ds-consumer-'));
  let server: Server | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    await run(
      'npm',
      ['run', 'build', '--workspace', '@rabbithole/design-system'],
      root,
      process.env,
    );
    const tarball = packDesignSystem(app);

    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({
        name: 'design-system-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@rabbithole/design-system': `file:${tarball}`,
          // The versions the web app runs, so npm finds them in its cache.
          react: web.dependencies.react,
          'react-dom': web.dependencies['react-dom'],
          'react-aria-components': web.dependencies['react-aria-components'],
        },
      }),
    );
    writeFileSync(
      join(app, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Consumer</title><link rel="icon" href="data:," /></head>' +
        '<body><div id="root"></div><script type="module" src="/src/main.js"></script></body></html>',
    );
    mkdirSync(join(app, 'src'));
    writeFileSync(join(app, 'src', 'main.js'), consumerApp);

    await run(
      'npm',
      [
        'install',
        '--prefer-offline',
        '--no-audit',
        '--no-fund',
        '--no-package-lock',
        '--loglevel=error',
      ],
      app,
    );
    // The workspace's Vite, but no config file: the consumer's bundler knows nothing of
    // vanilla-extract, so this only works if the package ships compiled CSS.
    await run(
      process.execPath,
      [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
      app,
      { ...cleanEnv, NODE_ENV: 'production' },
    );

    server = await serve(join(app, 'dist'));
    browser = await launchBrowser();
    page = await browser.newPage();
    pageErrors = collectPageErrors(page);
    const { port } = server.address() as AddressInfo;
    await page.goto(`http://127.0.0.1:${port}/`);
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    rmSync(app, { recursive: true, force: true });
  });

  test('installs compiled output only: no sources, no vanilla-extract build tooling', () => {
    const installed = join(app, 'node_modules', '@rabbithole', 'design-system');
    expect(existsSync(join(installed, 'dist', 'index.js'))).toBe(true);
    expect(existsSync(join(installed, 'dist', 'index.d.ts'))).toBe(true);
    expect(existsSync(join(installed, 'dist', 'styles.css'))).toBe(true);
    expect(existsSync(join(installed, 'src'))).toBe(false);
    expect(existsSync(join(app, 'node_modules', '@vanilla-extract', 'integration'))).toBe(false);
  });

  test('renders a Card: a link named by its title, styled by the theme', async () => {
    const link = page.getByRole('link', { name: 'Boiler Room: Berlin Warehouse' });
    await link.waitFor({ state: 'visible' });
    expect(await link.getAttribute('href')).toBe('/sets/1');

    const styles = await page.evaluate(() => {
      const card = document.querySelector('main > div');
      if (!card) throw new Error('No card rendered');
      const { themeVars } = window as unknown as { themeVars: ThemeVars };
      // ThemeRoot defines the theme's custom properties on <html> too.
      const theme = getComputedStyle(document.documentElement);
      const value = (reference: string) =>
        theme.getPropertyValue(reference.replace(/^var\((--[^,)]+).*$/, '$1')).trim();
      // A colour as getComputedStyle reports it (`#16141f` → `rgb(22, 20, 31)`).
      const probe = document.body.appendChild(document.createElement('i'));
      const colour = (specified: string) => {
        probe.style.color = specified;
        return getComputedStyle(probe).color;
      };
      return {
        theme: {
          radius: value(themeVars.radius.large),
          surface: colour(value(themeVars.color.surface)),
          background: colour(value(themeVars.color.background)),
        },
        cardRadius: getComputedStyle(card).borderTopLeftRadius,
        cardBackground: getComputedStyle(card).backgroundColor,
        pageBackground: theme.backgroundColor,
      };
    });
    expect(styles.theme.radius).toMatch(/^\d+px$/);
    expect(styles.cardRadius).toBe(styles.theme.radius);
    expect(styles.theme.surface).toMatch(/^rgb/);
    expect(styles.cardBackground).toBe(styles.theme.surface);
    expect(styles.pageBackground).toBe(styles.theme.background);
    expect(pageErrors).toEqual([]);
  });

  test('loads the typeface shipped beside the stylesheet', async () => {
    const faces = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].map((face) => `${face.family} ${face.status}`);
    });
    expect(faces).toContain('Space Grotesk Variable loaded');
  });
});
