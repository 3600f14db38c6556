import { matchPath } from 'react-router';
import { paths, ROUTE_PATTERNS } from '../../lib/navigation/paths';

/**
 * Where the site layout's back button goes when there is no earlier page in this tab (a page opened from a link or
 * a bookmark): a project's page goes to the project, the project to home, a diary entry to the diary.
 */
export function upPath(pathname: string): string {
  const inProject = matchPath({ path: `${ROUTE_PATTERNS.project}/*`, end: false }, pathname);
  const projectId = inProject?.params.projectId;
  if (projectId && projectId !== 'new' && !matchPath(ROUTE_PATTERNS.project, pathname))
    return paths.project(projectId);
  if (matchPath(ROUTE_PATTERNS.constructionNote, pathname)) return paths.constructionNotes();
  return paths.home();
}
