import {
  NO_BOQ,
  quantitySurveyImportResponseSchema,
  type QuantitySurvey,
} from '@vendoc/contract/quantity-surveys';
import { api } from '../../../lib/http/api-path';
import { postUpload, type UploadControl } from '../../../lib/upload/post-upload';

/** What goes with an X31 file. */
export interface X31ImportTarget {
  readonly projectId: string;
  /** The construction the survey hangs under; null = none. */
  readonly constructionId: string | null;
  /** The BoQ the survey measures; null = none (sent as "none": always explicit, the server never guesses). */
  readonly boqId: string | null;
}

export interface X31ImportResult {
  readonly survey: QuantitySurvey;
  /** What the server could not take over as it was (German sentences). */
  readonly warnings: readonly string[];
}

/**
 * POST /api/v1/quantity-surveys/import with one GAEB X31 file: a new draft survey of the project. The fields go
 * before the file (the server reads the parts as they stream in); absent optional fields are left out, not sent
 * empty. 422 (not a readable X31 file), 400 (a construction or BoQ of another project) and 413 (too large) come
 * back as problems.
 */
export async function importSurveyX31(
  { projectId, constructionId, boqId }: X31ImportTarget,
  file: File,
  control: UploadControl,
): Promise<X31ImportResult> {
  const fields = { projectId, constructionId, boqId: boqId ?? NO_BOQ };
  return quantitySurveyImportResponseSchema.parse(
    await postUpload(api`/quantity-surveys/import`, file, fields, control),
  );
}
