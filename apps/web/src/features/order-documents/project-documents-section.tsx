import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { DocumentList } from './components/document-list';
import { NewDocumentButton } from './components/new-document-button';
import { useOrderDocumentsTranslation } from './order-documents-i18n';

export interface ProjectDocumentsSectionProps {
  projectId: string;
  /** e.g. "P-2026-0007 · Neubau Kita", shown in the new document's dialog as the preset project. */
  projectLabel: string;
}

/** The project page's "Dokumente": the project's documents and "Neues Dokument" preset to the project. */
export function ProjectDocumentsSection({ projectId, projectLabel }: ProjectDocumentsSectionProps) {
  const { t } = useOrderDocumentsTranslation();
  return (
    <Box component="section" aria-labelledby="project-documents-title">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 1.5, gap: 2 }}>
        <Typography id="project-documents-title" component="h2" variant="h6">
          {t('list.projectTitle')}
        </Typography>
        <NewDocumentButton project={{ id: projectId, label: projectLabel }} />
      </Box>
      <DocumentList projectId={projectId} />
    </Box>
  );
}
