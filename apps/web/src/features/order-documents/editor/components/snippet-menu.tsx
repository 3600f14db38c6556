import { useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { mdiTextBoxPlusOutline } from '@mdi/js';
import type { OrderDocumentKind } from '@vendoc/contract/order-documents';
import type { SnippetPlacement } from '@vendoc/contract/text-snippets';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useTextSnippets } from '../../../../entities/text-snippet/get-text-snippets';
import { useOrderDocumentsTranslation } from '../../order-documents-i18n';

export interface SnippetMenuProps {
  readonly placement: SnippetPlacement;
  readonly kind: OrderDocumentKind;
  readonly disabled: boolean;
  /** Takes the chosen snippet's text. */
  readonly onPick: (text: string) => void;
}

/** "Textbaustein" beside the intro or closing text: the company's snippets of the kind, one click takes one over. */
export function SnippetMenu({ placement, kind, disabled, onPick }: SnippetMenuProps) {
  const { t } = useOrderDocumentsTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const snippets = useTextSnippets(placement, kind, anchor !== null);
  const label = t(`snippets.${placement}`);
  return (
    <>
      <Button
        size="small"
        disabled={disabled}
        startIcon={<MdiIcon path={mdiTextBoxPlusOutline} />}
        aria-haspopup="menu"
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ justifySelf: 'start' }}
      >
        {label}
      </Button>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} aria-label={label}>
        {snippets.isPending ? <MenuItem disabled>{t('snippets.loading')}</MenuItem> : null}
        {snippets.isError ? <MenuItem disabled>{t('snippets.failed')}</MenuItem> : null}
        {snippets.data?.length === 0 ? <MenuItem disabled>{t('snippets.none')}</MenuItem> : null}
        {snippets.data?.map((snippet) => (
          <MenuItem
            key={snippet.id}
            onClick={() => {
              setAnchor(null);
              onPick(snippet.text);
            }}
            sx={{ maxWidth: 480, whiteSpace: 'normal' }}
          >
            <ListItemText
              primary={snippet.name}
              secondary={snippet.text.length > 120 ? `${snippet.text.slice(0, 120)} …` : snippet.text}
            />
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
