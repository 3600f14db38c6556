import multipart from '@fastify/multipart';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import { createContentUrls, type ContentUrls } from '../lib/content-urls';
import type { FileStorage } from '../storage/file-storage';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where file contents live (content-addressed). */
    fileStorage: FileStorage;
    /** Signed URLs of file contents and the company logo, usable in <img> and <iframe>. */
    contentUrls: ContentUrls;
  }
}

/** What services storing or linking files work with: `app.db`, `app.fileStorage` and `app.contentUrls`. */
export interface FilesDeps {
  db: Database;
  storage: FileStorage;
  contentUrls: ContentUrls;
}

export interface FilesPluginOptions {
  storage: FileStorage;
  /** The key material of the content URL signatures (the server's JWT secret: shared by all instances). */
  contentUrlSecret: string;
  now: () => Date;
  /** The upload limit of the routes that do not set their own (`request.file({ limits: { fileSize } })`). */
  uploadMaxBytes: number;
}

// A request carries at most this many files; the web client sends one file per request (progress per file).
const MAX_FILES_PER_REQUEST = 50;

/** File storage and signed content URLs as app decorations, and multipart parsing for the upload routes. */
export const filesPlugin = fp<FilesPluginOptions>(
  async (app, options) => {
    app.decorate('fileStorage', options.storage);
    app.decorate('contentUrls', createContentUrls(options.contentUrlSecret, options.now));
    await app.register(multipart, {
      // One byte above the route's limit: the storage's own count refuses first, with the route's limit, and
      // removes what it had written. A route with a limit of its own (the company logo) sets fileSize itself.
      limits: {
        fileSize: options.uploadMaxBytes + 1,
        files: MAX_FILES_PER_REQUEST,
        fields: 10,
        fieldSize: 1024,
        parts: MAX_FILES_PER_REQUEST + 10,
        headerPairs: 100,
      },
    });
  },
  { name: 'vendoc-files' },
);
