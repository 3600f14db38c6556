import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { touchSx } from './touch-sx';

export interface PageSelectProps {
  /** The page shown (1 = the first). */
  readonly page: number;
  readonly pageCount: number;
  readonly onPage: (page: number) => void;
}

/** The sheet of a PDF of several pages: "Seite 2 von 5"; each page is a plan of its own. */
export function PageSelect({ page, pageCount, onPage }: PageSelectProps) {
  const { t } = useTranslation('app');
  return (
    <TextField
      select
      label={t('blueprint.page')}
      value={page}
      onChange={(event) => onPage(Number(event.target.value))}
      sx={{ minWidth: 150 }}
    >
      {Array.from({ length: pageCount }, (_, index) => (
        <MenuItem key={index + 1} value={index + 1} sx={touchSx}>
          {t('blueprint.pageOf', { page: index + 1, count: pageCount })}
        </MenuItem>
      ))}
    </TextField>
  );
}
