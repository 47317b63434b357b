/**
 * Query keys of data the host holds for every bundle (the host's QueryClient is the remotes' too). A remote names
 * them through these, never as literals, and keys nothing of its own under their roots, so no remote's query can
 * land in, or be refreshed with, the host's (a test scans the remotes for literals of these roots).
 */
export const sharedQueryKeys = {
  /**
   * The permissions record (spec 3), which the host loads. Invalidating `all` makes the host load it again, e.g.
   * after the user's language was saved (the record carries it).
   */
  permissions: {
    all: ['permissions'] as const,
    of: (username: string) => ['permissions', username] as const,
  },
  /**
   * The shell's summary of the user's updates: unread count, newest alert, expiring-password notice. Only the host
   * refreshes it; a bundle that changed updates publishes `updateCountRefresh` (ADR 054).
   */
  updates: {
    all: ['updates'] as const,
    of: (soldTo: string) => ['updates', soldTo] as const,
  },
};

/** The first element of every shared key: what no remote writes as a literal. */
export const sharedQueryKeyRoots: readonly string[] = [
  sharedQueryKeys.permissions.all[0],
  sharedQueryKeys.updates.all[0],
];
