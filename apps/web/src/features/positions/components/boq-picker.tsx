import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { Boq } from '@vendoc/contract/boqs';
import { usePositionsTranslation } from '../positions-i18n';

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
      sx={{ borderBottom: 1, borderColor: 'divider', minHeight: 44 }}
    >
      {boqs.map((boq) => (
        <Tab
          key={boq.id}
          value={boq.id}
          label={`${boq.name} · ${t(`boqKinds.${boq.kind}`)}`}
          sx={{ textTransform: 'none', minHeight: 44, maxWidth: 320 }}
        />
      ))}
    </Tabs>
  );
}
