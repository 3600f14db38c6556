import { useQueryClient } from '@tanstack/react-query';
import { quantitySurveyLineSchema, type QuantitySurveyDetail } from '@vendoc/contract/quantity-surveys';
import { apiProblemOf } from '../../../../lib/http/api-problems';
import type { ImageUploadResult } from '../../../../lib/images/image-resize';
import { surveyKeys } from '../../../../entities/quantity-survey/survey-keys';
import { useRowTransport } from '../../../../lib/row-saving/row-transport';
import { updateLine } from '../api/line-requests';
import { putCachedLine } from '../api/survey-detail';
import { uploadPhoto } from '../api/upload-photo';

/**
 * A line's photo: the resized image is uploaded as a file of the project, then the line is PATCHed with its id
 * (with the line's current version; a 409 takes over the newer line and the person tries again).
 */
export function useLinePhoto(survey: QuantitySurveyDetail) {
  const queryClient = useQueryClient();
  const transport = useRowTransport();
  const currentLine = (lineId: string) =>
    queryClient
      .getQueryData<QuantitySurveyDetail>(surveyKeys.detail(survey.id))
      ?.lines.find((line) => line.id === lineId);

  const setPhoto = async (lineId: string, photoFileId: string | null) => {
    const line = currentLine(lineId);
    if (!line) throw new Error(`Line ${lineId} is not in the survey`);
    try {
      putCachedLine(
        queryClient,
        survey.id,
        await updateLine(transport, survey.id, lineId, { photoFileId, version: line.version }),
      );
    } catch (error) {
      const current = quantitySurveyLineSchema.safeParse(apiProblemOf(error)?.current);
      if (current.success) putCachedLine(queryClient, survey.id, current.data);
      throw error;
    }
  };

  return {
    async upload(lineId: string, image: ImageUploadResult) {
      const file = await uploadPhoto(survey.projectId, image.blob, image.name);
      await setPhoto(lineId, file.id);
    },
    remove: (lineId: string) => setPhoto(lineId, null),
  };
}
