import { useProjectFiles } from '../../../entities/project-file/get-project-files';
import { isPlanContentType } from '../viewer/plan-source';

/** The files of a project the viewer can show as a plan (PDFs and images); none while no project is chosen. */
export function usePlanFiles(projectId: string) {
  const files = useProjectFiles(projectId);
  const planFiles = (projectId === '' ? [] : (files.data?.files ?? [])).filter((file) =>
    isPlanContentType(file.contentType),
  );
  return { files: planFiles, isSuccess: files.isSuccess };
}
