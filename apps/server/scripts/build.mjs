// Bundles the server (dist/main.js) and the user:add command (dist/cli/user-add.js) with esbuild.
// Workspace packages (@vendoc/*, TypeScript sources) are bundled; every other dependency stays external and
// is loaded from node_modules at run time. The migrations are copied beside the bundle (dist/drizzle), where
// the migrator looks for them relative to the running file.
import { cp, readFile, rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(serverDir, 'dist');
const packageJson = JSON.parse(await readFile(join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }).filter(
  (name) => !name.startsWith('@vendoc/'),
);

await rm(distDir, { recursive: true, force: true });
await build({
  absWorkingDir: serverDir,
  entryPoints: {
    main: 'src/main.ts',
    'cli/user-add': 'src/cli/user-add.ts',
    // the e-invoice rules' worker thread, found beside main.js by @vendoc/einvoice-rules/rules-pool
    'einvoice-rules-worker': '../../packages/einvoice-rules/src/rules-worker.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  // Lets bundled CommonJS code (if a bundled package ever has some) call require() inside an ES module.
  banner: {
    js: "import { createRequire as __vendocCreateRequire } from 'node:module';\nconst require = __vendocCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
await cp(join(serverDir, 'drizzle'), join(distDir, 'drizzle'), { recursive: true });
console.log(
  `Built ${join('apps/server/dist', 'main.js')} and ${join('apps/server/dist', 'cli/user-add.js')}`,
);
