/**
 * Loads a path of this app as a new page: the query cache, stores and every mounted component of the old page are
 * gone. Used after signing out, so nothing of the previous user stays in memory and no query of the old page can
 * refetch without a token (which would open the login prompt on the signed-out page).
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
