import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { projectQueryOptions } from '../../entities/project/get-project';
import { useMe } from '../../entities/user/get-me';
import { useRecentProjectsStore } from '../../features/home/recent-projects';

/**
 * Remembers the project of the open page on this device ("Heute": recently opened). Reads the project only from
 * the cache the page fills: it asks the server nothing itself.
 */
export function RecentProjectRecorder() {
  const { projectId = '' } = useParams();
  const userId = useMe({ passive: true }).data?.user.id;
  const project = useQuery({ ...projectQueryOptions(projectId), enabled: false }).data;
  const record = useRecentProjectsStore((state) => state.record);
  useEffect(() => {
    if (userId && project && project.id === projectId)
      record(userId, { id: project.id, number: project.number, name: project.name });
  }, [userId, project, projectId, record]);
  return null;
}
