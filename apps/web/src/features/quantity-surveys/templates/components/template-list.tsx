import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { mdiDelete, mdiPencil, mdiPlaylistPlus } from '@mdi/js';
import type { QuantitySurveyTemplate } from '@vendoc/contract/quantity-surveys';
import { MdiIcon } from '../../../../components/mdi-icon/mdi-icon';
import { useQuantitySurveysTranslation } from '../../quantity-surveys-i18n';

export interface TemplateListProps {
  templates: readonly QuantitySurveyTemplate[];
  /** Absent without surveys:write. */
  onApply?: (template: QuantitySurveyTemplate) => void;
  /** Edit and delete: absent without surveyTemplates:write (office). */
  onEdit?: (template: QuantitySurveyTemplate) => void;
  onDelete?: (template: QuantitySurveyTemplate) => void;
}

/** The company's templates as cards: name, description, parameters, formulas, and what can be done with each. */
export function TemplateList({ templates, onApply, onEdit, onDelete }: TemplateListProps) {
  const { t } = useQuantitySurveysTranslation();
  return (
    <Box component="ul" aria-label={t('templates.listLabel')} sx={{ display: 'grid', gap: 1.5, m: 0, p: 0 }}>
      {templates.map((template) => (
        <Paper
          key={template.id}
          component="li"
          variant="outlined"
          aria-label={template.name}
          sx={{ listStyle: 'none', p: 2, display: 'grid', gap: 1 }}
        >
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, flex: 1 }}>
              {template.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('templates.lineCount', { count: template.lines.length })}
            </Typography>
          </Box>
          {template.description ? <Typography variant="body2">{template.description}</Typography> : null}
          {template.parameters.length > 0 ? (
            <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
              {template.parameters.map((parameter) => (
                <Chip
                  key={parameter.name}
                  size="small"
                  variant="outlined"
                  label={parameter.label ? `${parameter.name} = ${parameter.label}` : parameter.name}
                />
              ))}
            </Box>
          ) : null}
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
          >
            {template.lines
              .filter((line) => line.marker !== '*' && line.expression)
              .map((line) => (line.text ? `${line.text}: ${line.expression}` : line.expression))
              .join(' · ')}
          </Typography>
          {onApply || onEdit || onDelete ? (
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {onApply ? (
                <Button
                  variant="contained"
                  size="small"
                  startIcon={<MdiIcon path={mdiPlaylistPlus} />}
                  onClick={() => onApply(template)}
                  aria-label={t('templates.applyNamed', { name: template.name })}
                >
                  {t('templates.apply')}
                </Button>
              ) : null}
              {onEdit ? (
                <Button
                  size="small"
                  startIcon={<MdiIcon path={mdiPencil} />}
                  onClick={() => onEdit(template)}
                  aria-label={t('templates.editNamed', { name: template.name })}
                >
                  {t('templates.edit')}
                </Button>
              ) : null}
              {onDelete ? (
                <Button
                  size="small"
                  color="error"
                  startIcon={<MdiIcon path={mdiDelete} />}
                  onClick={() => onDelete(template)}
                  aria-label={t('templates.deleteNamed', { name: template.name })}
                >
                  {t('templates.delete')}
                </Button>
              ) : null}
            </Box>
          ) : null}
        </Paper>
      ))}
    </Box>
  );
}
