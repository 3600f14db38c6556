import packageJson from '../package.json' with { type: 'json' };

/** The server's version (apps/server/package.json), sent in the X-VenDoc-Server header of every response. */
export const SERVER_VERSION: string = packageJson.version;
