import type { Boq } from '@vendoc/contract/boqs';
import { downloadFile } from '../../../lib/http/download';
import { boqPath } from './boq-keys';

export type ExportPhase = '83' | '84' | '86';

/** GET /api/v1/boqs/{boqId}/export?phase=…: the GAEB file, saved under the server's name for it. */
export function downloadBoqExport(boq: Pick<Boq, 'id' | 'name'>, phase: ExportPhase): Promise<string> {
  return downloadFile(boqPath(boq.id, '/export'), { phase }, `${boq.name}.X${phase}`);
}
