import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import type { ConstructionNoteSummary } from '@vendoc/contract/construction-notes';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format/format';
import { paths } from '../../../lib/navigation/paths';
import { useConstructionNotesTranslation } from '../construction-notes-i18n';
import { StatusChip } from './status-chip';

export interface NoteSummaryListProps {
  readonly items: readonly ConstructionNoteSummary[];
  readonly showProject: boolean;
  readonly label: string;
}

/** Diary entries as links: date, project, author, status. */
export function NoteSummaryList({ items, showProject, label }: NoteSummaryListProps) {
  const { t } = useConstructionNotesTranslation();
  return (
    <List aria-label={label} disablePadding>
      {items.map((item) => (
        <ListItem key={item.id} disablePadding>
          <ListItemButton
            component={Link}
            to={paths.constructionNote(item.id)}
            divider
            sx={{ minHeight: 56 }}
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <span>{formatDate(item.date)}</span>
                  {showProject ? <span>{`${item.projectNumber} ${item.projectName}`}</span> : null}
                  <StatusChip status={item.status} />
                  {item.chain === 'broken' ? (
                    <span role="img" aria-label={t('chain.entryBroken')}>
                      ⚠
                    </span>
                  ) : null}
                </Stack>
              }
              secondary={[
                t('list.by', { name: item.authorName }),
                item.revision > 1 ? t('list.revision', { revision: item.revision - 1 }) : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}
