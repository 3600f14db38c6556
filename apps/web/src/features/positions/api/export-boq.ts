import type { Boq } from '@vendoc/contract/boqs';
import { api } from '../../../lib/http/api-path';
import { downloadFile } from '../../../lib/http/download';

export type ExportPhase = '83' | '84' | '86';

/** GET /api/v1/boqs/{boqId}/export?phase=…: the GAEB file, saved under the server's name for it. */
export function downloadBoqExport(boq: Pick<Boq, 'id' | 'name'>, phase: ExportPhase): Promise<string> {
  return downloadFile(api`/boqs/${boq.id}/export`, { phase }, `${boq.name}.X${phase}`);
}
