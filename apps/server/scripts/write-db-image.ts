// Writes the prepared database image (decision 0043): `write-db-image <migrations folder> <output file>`. Run by
// scripts/build.mjs, bundled, after the server bundle.
import { writeFile } from 'node:fs/promises';
import { createDatabaseImage } from '../src/db/image-build';

const [migrationsFolder, outputPath] = process.argv.slice(2);
if (migrationsFolder == null || outputPath == null) {
  console.error('usage: write-db-image <migrations folder> <output file>');
  process.exit(2);
}
const image = await createDatabaseImage(migrationsFolder);
await writeFile(outputPath, Buffer.from(await image.arrayBuffer()));
