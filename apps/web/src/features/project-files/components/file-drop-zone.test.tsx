import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FileDropZone } from './file-drop-zone';

function dataTransfer(types: string[], files: File[] = []) {
  return { types, files, dropEffect: 'none', getData: () => '' };
}

function drop(zone: HTMLElement, transfer: ReturnType<typeof dataTransfer>) {
  const event = createEvent.drop(zone);
  Object.defineProperty(event, 'dataTransfer', { value: transfer });
  fireEvent(zone, event);
  return event;
}

describe('file drop zone', () => {
  it('hands over files dropped from the desktop and shows the hint while dragging', () => {
    const onFiles = vi.fn<(files: File[]) => void>();
    render(
      <FileDropZone onFiles={onFiles} hint="Zum Hochladen loslassen">
        <p>Liste</p>
      </FileDropZone>,
    );
    const zone = screen.getByTestId('file-drop-zone');
    const plan = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' });

    const enter = createEvent.dragEnter(zone);
    Object.defineProperty(enter, 'dataTransfer', { value: dataTransfer(['Files']) });
    fireEvent(zone, enter);
    expect(screen.getByText('Zum Hochladen loslassen')).toBeInTheDocument();

    const event = drop(zone, dataTransfer(['Files'], [plan]));
    expect(event.defaultPrevented).toBe(true);
    expect(onFiles).toHaveBeenCalledWith([plan]);
    expect(screen.queryByText('Zum Hochladen loslassen')).toBeNull();
  });

  it('ignores rows dragged inside the page (moving a file onto a folder)', () => {
    const onFiles = vi.fn<(files: File[]) => void>();
    render(
      <FileDropZone onFiles={onFiles} hint="Zum Hochladen loslassen">
        <p>Liste</p>
      </FileDropZone>,
    );
    const event = drop(screen.getByTestId('file-drop-zone'), dataTransfer(['application/x-vendoc-file']));
    expect(event.defaultPrevented).toBe(false);
    expect(onFiles).not.toHaveBeenCalled();
  });
});
