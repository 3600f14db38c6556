import { createPersistedStore } from '../../lib/stores/persisted-store';

/** A project opened on this device, as "Heute" lists it (enough to show and open it without asking the server). */
export interface RecentProject {
  readonly id: string;
  readonly number: string;
  readonly name: string;
  /** When it was last opened (ms since 1970). */
  readonly openedAt: number;
}

/** How many recently opened projects are kept per user. */
export const RECENT_PROJECT_LIMIT = 8;

interface RecentProjectsState {
  /** Per signed-in user id, most recent first. */
  byUser: Record<string, readonly RecentProject[]>;
  record(userId: string, project: Omit<RecentProject, 'openedAt'>, openedAt?: number): void;
}

/** `project` first, without its earlier entry, at most RECENT_PROJECT_LIMIT. */
export function withRecent(list: readonly RecentProject[], project: RecentProject): RecentProject[] {
  return [project, ...list.filter((entry) => entry.id !== project.id)].slice(0, RECENT_PROJECT_LIMIT);
}

/** The projects opened on this device, per user, remembered in local storage. */
export const useRecentProjectsStore = createPersistedStore<
  RecentProjectsState,
  Pick<RecentProjectsState, 'byUser'>
>(
  (set) => ({
    byUser: {},
    record: (userId, project, openedAt = Date.now()) =>
      set((state) => {
        const list = state.byUser[userId] ?? [];
        const first = list[0];
        // Opening the same project again (another of its pages) changes nothing worth a write.
        if (
          first &&
          first.id === project.id &&
          first.name === project.name &&
          first.number === project.number
        )
          return state;
        return { byUser: { ...state.byUser, [userId]: withRecent(list, { ...project, openedAt }) } };
      }),
  }),
  { name: 'vendoc-recent-projects', storage: 'local', partialize: (state) => ({ byUser: state.byUser }) },
);

const NONE: readonly RecentProject[] = [];

/** The projects `userId` opened on this device, most recent first. */
export function useRecentProjects(userId: string | undefined): readonly RecentProject[] {
  return useRecentProjectsStore((state) => (userId ? (state.byUser[userId] ?? NONE) : NONE));
}
