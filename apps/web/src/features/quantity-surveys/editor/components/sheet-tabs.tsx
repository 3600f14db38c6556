import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { mdiPlus } from '@mdi/js';
import type { QuantitySurveySheet } from '@vendoc/contract/quantity-surveys';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useSurveyEditorTranslation } from '../quantity-survey-editor-i18n';
import { CellInput } from './grid-styles';
import { TOUCH_TARGET } from '../../../../lib/theme/touch';

export interface SheetTabsProps {
  readonly sheets: readonly QuantitySurveySheet[];
  readonly current: QuantitySurveySheet;
  readonly readOnly: boolean;
  readonly onSelect: (sheet: QuantitySurveySheet) => void;
  readonly onAdd: () => void;
  readonly adding: boolean;
  readonly onRename: (sheet: QuantitySurveySheet, title: string) => void;
}

/** Sheet tabs ("Blatt 1", "Blatt 2" …), "Neues Blatt", and the current sheet's title, editable in place. */
export const SheetTabs = memo(function SheetTabs({
  sheets,
  current,
  readOnly,
  onSelect,
  onAdd,
  adding,
  onRename,
}: SheetTabsProps) {
  const { t } = useSurveyEditorTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
      <Tabs
        value={current.id}
        onChange={(_event, id: string) => {
          const sheet = sheets.find((candidate) => candidate.id === id);
          if (sheet) onSelect(sheet);
        }}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={t('sheets.tabs')}
        sx={{ minHeight: TOUCH_TARGET, maxWidth: '100%' }}
      >
        {sheets.map((sheet) => (
          <Tab
            key={sheet.id}
            value={sheet.id}
            label={t('sheets.sheet', { number: sheet.number })}
            title={sheet.title || undefined}
            sx={{ minHeight: TOUCH_TARGET, textTransform: 'none' }}
          />
        ))}
      </Tabs>
      {readOnly ? null : (
        <Button
          size="small"
          startIcon={<MdiIcon path={mdiPlus} />}
          onClick={onAdd}
          disabled={adding}
          sx={{ minHeight: TOUCH_TARGET }}
        >
          {t('sheets.add')}
        </Button>
      )}
      <SheetTitle
        key={`${current.id}-${current.version}`}
        sheet={current}
        readOnly={readOnly}
        onRename={onRename}
      />
    </Box>
  );
});

function SheetTitle({
  sheet,
  readOnly,
  onRename,
}: {
  sheet: QuantitySurveySheet;
  readOnly: boolean;
  onRename: (sheet: QuantitySurveySheet, title: string) => void;
}) {
  const { t } = useSurveyEditorTranslation();
  const [title, setTitle] = useState(sheet.title);
  const commit = () => {
    if (title.trim() !== sheet.title) onRename(sheet, title.trim());
  };
  return (
    <CellInput
      type="text"
      value={title}
      readOnly={readOnly}
      maxLength={200}
      aria-label={t('sheets.title', { number: sheet.number })}
      placeholder={readOnly ? undefined : t('sheets.titlePlaceholder')}
      onChange={(event) => setTitle(event.currentTarget.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') event.currentTarget.blur();
        if (event.key === 'Escape') setTitle(sheet.title);
      }}
      sx={{ flex: '1 1 220px', maxWidth: '420px', fontWeight: 500 }}
    />
  );
}
