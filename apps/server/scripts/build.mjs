// Bundles the server (dist/main.js) and the user:add command (dist/cli/user-add.js) with esbuild.
// Workspace packages (@vendoc/*, TypeScript sources) are bundled; every other dependency stays external and
// is loaded from node_modules at run time. The migrations are copied beside the bundle (dist/drizzle), where
// the migrator looks for them relative to the running file. Last, the prepared database image (decision 0043):
// a migrated, empty PGlite data directory (dist/pgdata-image.tar.gz) that a first start loads instead of initdb.
import { execFile } from 'node:child_process';
import { cp, readFile, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(serverDir, 'dist');
const packageJson = JSON.parse(await readFile(join(serverDir, 'package.json'), 'utf8'));
const external = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }).filter(
  (name) => !name.startsWith('@vendoc/'),
);

const buildOptions = {
  absWorkingDir: serverDir,
  bundle: true,
  platform: /** @type {const} */ ('node'),
  format: /** @type {const} */ ('esm'),
  target: 'node20',
  external,
  // Lets bundled CommonJS code (if a bundled package ever has some) call require() inside an ES module.
  banner: {
    js: "import { createRequire as __vendocCreateRequire } from 'node:module';\nconst require = __vendocCreateRequire(import.meta.url);",
  },
  logLevel: /** @type {const} */ ('warning'),
};

await rm(distDir, { recursive: true, force: true });
await build({
  ...buildOptions,
  entryPoints: {
    main: 'src/main.ts',
    'cli/user-add': 'src/cli/user-add.ts',
    // the e-invoice rules' worker thread, found beside main.js by @vendoc/einvoice-rules/rules-pool
    'einvoice-rules-worker': '../../packages/einvoice-rules/src/rules-worker.ts',
  },
  outdir: 'dist',
  sourcemap: true,
});
await cp(join(serverDir, 'drizzle'), join(distDir, 'drizzle'), { recursive: true });

// The image script runs once from a bundle beside the server's (so that it resolves the same node_modules) and is
// removed again.
const imageScript = join(distDir, 'write-db-image.mjs');
await build({ ...buildOptions, entryPoints: ['scripts/write-db-image.ts'], outfile: imageScript });
await promisify(execFile)(process.execPath, [
  imageScript,
  join(serverDir, 'drizzle'),
  join(distDir, 'pgdata-image.tar.gz'),
]);
await rm(imageScript);
console.log(
  `Built ${join('apps/server/dist', 'main.js')}, ${join('apps/server/dist', 'cli/user-add.js')} and the database image`,
);
