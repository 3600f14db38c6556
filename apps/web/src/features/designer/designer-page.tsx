import { useParams } from 'react-router';

/** /designer/{templateId}: the editor (being built). */
export function DesignerPage() {
  const { templateId = '' } = useParams();
  return <div>{templateId}</div>;
}
