import type { ProjectFile } from '@vendoc/contract/files';

/** The outbox's kind of record for uploaded project files (photos, voice memos). */
export const PROJECT_FILE_ENTITY = 'project-file';

/** The content URL of a file that waits in the outbox: the page shows it from the device (see useFileSrc). */
export const LOCAL_CONTENT_PREFIX = 'outbox:';

/** Whether the file is not on the server yet (taken offline, waiting in the outbox). */
export const isLocalFile = (file: Pick<ProjectFile, 'contentUrl'>) =>
  file.contentUrl.startsWith(LOCAL_CONTENT_PREFIX);
