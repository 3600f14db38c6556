import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPhotoType } from '@vendoc/contract/smart-notes';
import { useConstructionNotes } from '../../../entities/construction-note/get-construction-notes';
import { useProjectFiles } from '../../../entities/project-file/get-project-files';
import { useProjectSurveys } from '../../../entities/quantity-survey/get-surveys';
import { useSmartNotes } from '../../../entities/smart-note/get-smart-notes';
import { formatDate } from '../../../lib/format/format';
import { LinkSelect, type LinkSelectProps } from './link-select';
import { SurveyLineSelect } from './survey-line-select';

/** A picker of one kind of linkable item: `value` is the chosen item's id ('' none), `onChange` gets the new one. */
export interface LinkPickerProps {
  readonly projectId: string;
  readonly value: string;
  readonly onChange: (id: string) => void;
}

/** What a drop-down of one kind of item offers and says. */
type LinkChoices = Pick<LinkSelectProps, 'label' | 'options' | 'loaded' | 'empty'>;

/** One of the project's smart notes (the first page, newest first). */
export function SmartNotePicker(props: LinkPickerProps) {
  const { t } = useTranslation('app');
  const notes = useSmartNotes({ projectId: props.projectId });
  const choices: LinkChoices = {
    label: t('blueprint.dialog.note'),
    options: (notes.data?.pages.flatMap((page) => page.items) ?? []).map((note) => ({
      id: note.id,
      primary: note.title,
      secondary: t(`blueprint.type.${note.type}`),
    })),
    loaded: notes.isSuccess,
    empty: t('blueprint.dialog.noNotes'),
  };
  return <LinkSelect {...props} {...choices} />;
}

/** A day of the project's site diary (its newest revision), newest day first. */
export function DiaryDayPicker(props: LinkPickerProps) {
  const { t } = useTranslation('app');
  const days = useConstructionNotes({ projectId: props.projectId });
  const choices: LinkChoices = {
    label: t('blueprint.dialog.diaryDay'),
    options: days.items
      .filter((day) => day.isLatest)
      .map((day) => ({
        id: day.id,
        primary: formatDate(day.date),
        secondary: `${t(`blueprint.dialog.diaryStatus.${day.status}`)} · ${day.authorName}`,
      })),
    loaded: days.isSuccess,
    empty: t('blueprint.dialog.noDiaryDays'),
  };
  return <LinkSelect {...props} {...choices} />;
}

/** A photo (a raster image) or another file of the project, as `kind` says. */
export function ProjectFilePicker({ kind, ...props }: LinkPickerProps & { readonly kind: 'photo' | 'file' }) {
  const { t } = useTranslation('app');
  const files = useProjectFiles(props.projectId);
  const choices: LinkChoices = {
    label: t(`blueprint.type.${kind}`),
    options: (files.data?.files ?? [])
      .filter((file) => isPhotoType(file.contentType) === (kind === 'photo'))
      .map((file) => ({ id: file.id, primary: file.name, secondary: formatDate(file.createdAt) })),
    loaded: files.isSuccess,
    empty: t(kind === 'photo' ? 'blueprint.dialog.noPhotos' : 'blueprint.dialog.noFiles'),
  };
  return <LinkSelect {...props} {...choices} />;
}

/** A line of one of the project's quantity surveys: the survey first, then the line. */
export function SurveyLinePicker({ projectId, value, onChange }: LinkPickerProps) {
  const { t } = useTranslation('app');
  const surveys = useProjectSurveys(projectId);
  const [surveyId, setSurveyId] = useState('');
  const choices: LinkChoices = {
    label: t('blueprint.dialog.survey'),
    options: (surveys.data ?? []).map((survey) => ({
      id: survey.id,
      primary: survey.name,
      secondary: [survey.construction?.name, t('blueprint.dialog.lineCount', { count: survey.lineCount })]
        .filter(Boolean)
        .join(' · '),
    })),
    loaded: surveys.isSuccess,
    empty: t('blueprint.dialog.noSurveys'),
  };
  return (
    <>
      <LinkSelect
        {...choices}
        value={surveyId}
        onChange={(id) => {
          setSurveyId(id);
          onChange('');
        }}
      />
      {surveyId === '' ? null : <SurveyLineSelect surveyId={surveyId} value={value} onChange={onChange} />}
    </>
  );
}
