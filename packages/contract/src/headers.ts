/**
 * Header every response of a VenDoc server carries, so a client can tell a VenDoc "not found" from a host that is
 * not a VenDoc server (docs/decisions/0004). Kept free of zod so the client's start-up bundle can import it.
 */
export const VENDOC_SERVER_HEADER = 'x-vendoc-server';
