import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Boq } from '@vendoc/contract/boqs';
import { usePositionsTranslation } from '../positions-i18n';
import { TOUCH_TARGET } from '../../../lib/theme/touch';

export interface BoqPickerProps {
  readonly boqs: readonly Boq[];
  readonly selectedId: string;
  readonly onSelect: (boqId: string) => void;
}

/** The project's BoQs as tabs (tender, offer, contract, addenda), when it has more than one. */
export function BoqPicker({ boqs, selectedId, onSelect }: BoqPickerProps) {
  const { t } = usePositionsTranslation();
  return (
    <Tabs
      value={selectedId}
      onChange={(_event, value: string) => onSelect(value)}
      variant="scrollable"
      scrollButtons="auto"
      aria-label={t('picker.label')}
      sx={{ borderBottom: 1, borderColor: 'divider', minHeight: TOUCH_TARGET }}
    >
      {boqs.map((boq) => (
        <Tab
          key={boq.id}
          value={boq.id}
          label={`${boq.name} · ${t(`boqKinds.${boq.kind}`)}`}
          sx={{ textTransform: 'none', minHeight: TOUCH_TARGET, maxWidth: 320 }}
        />
      ))}
    </Tabs>
  );
}
