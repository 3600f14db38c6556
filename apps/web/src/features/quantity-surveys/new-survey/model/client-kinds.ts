import type { ClientKind } from '@vendoc/contract/clients';

/** Client kinds in the order the new-client field offers them (most on-the-spot clients are private). */
export const CLIENT_KINDS_ORDER: readonly ClientKind[] = ['private', 'commercial', 'public'];
