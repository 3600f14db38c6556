import type { MarkupColor } from './markup-model';

/** Every text of the markup dialog, in the user's language (the caller translates; this folder does not). */
export interface PhotoMarkupLabels {
  /** The dialog's heading, e.g. "Foto markieren". */
  readonly title: string;
  /** A line under the heading, e.g. that the original photo stays in the project's files. */
  readonly hint: string;
  /** The accessible name of the drawing surface. */
  readonly canvas: string;
  readonly loading: string;
  readonly loadFailed: string;
  /** The name of the group of tools. */
  readonly tools: string;
  readonly arrow: string;
  readonly ellipse: string;
  readonly text: string;
  /** The name of the group of colours. */
  readonly colors: string;
  readonly color: Readonly<Record<MarkupColor, string>>;
  readonly undo: string;
  readonly clear: string;
  readonly save: string;
  readonly cancel: string;
  /** Shown with the progress while the marked photo is being stored. */
  readonly saving: string;
  /** Shown when saving fails without a reason from the server. */
  readonly saveFailed: string;
  /** The heading of the small dialog that asks for a text label. */
  readonly textTitle: string;
  /** The label of its field. */
  readonly textField: string;
  readonly textConfirm: string;
  readonly textCancel: string;
}
