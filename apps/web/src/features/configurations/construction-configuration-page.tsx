import { useParams } from 'react-router';
import { useConstructions } from '../../entities/construction/get-constructions';
import { usePermission } from '../../entities/user/get-me';
import { ConfigurationScreen } from './components/configuration-screen';

/** /projects/{projectId}/constructions/{constructionId}/configurations/{configurationId}. */
export function ConstructionConfigurationPage() {
  const { projectId = '', constructionId = '', configurationId = '' } = useParams();
  const constructions = useConstructions(projectId);
  const canWrite = usePermission('projects:write');
  const canAddToBoq = usePermission('boqs:write');
  const name = constructions.data?.find((construction) => construction.id === constructionId)?.name;
  return (
    <ConfigurationScreen
      projectId={projectId}
      configurationId={configurationId}
      owner={{ kind: 'construction', id: constructionId, name }}
      canWrite={canWrite}
      canAddToBoq={canAddToBoq}
    />
  );
}
