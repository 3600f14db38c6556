import userEvent from '@testing-library/user-event';
import type { DocumentTemplate } from '@vendoc/contract/document-template-records';
import { renderRoutes } from '../../../components/testing/render-app';
import { apiStub, type StubRequest } from '../../../lib/testing/fake-api';
import { DesignerPage } from '../designer-page';

// Test-only: the editor page of one template against the stubbed API (tests mock vendoc-client with apiStub).

/** The template's API path. */
export const templateUrl = (record: DocumentTemplate) => `/api/v1/document-templates/${record.id}`;

/** The server stores what it gets and counts the version up. */
export function acceptSaves(record: DocumentTemplate) {
  let version = record.version;
  apiStub.on('PATCH', templateUrl(record), (request: StubRequest) => {
    version += 1;
    const body = request.body as Pick<DocumentTemplate, 'template'>;
    return { status: 200, data: { ...record, template: body.template, version } };
  });
}

/** Renders /designer/{id} with toolbar, panel and canvas one after another. */
export function renderEditor(record: DocumentTemplate, autosaveDelay = 0) {
  renderRoutes(
    [
      {
        path: '/designer/:templateId',
        Component: () => (
          <DesignerPage
            autosaveDelay={autosaveDelay}
            frame={({ toolbar, panel, canvas }) => (
              <>
                {toolbar}
                {panel}
                {canvas}
              </>
            )}
          />
        ),
      },
    ],
    { initialEntries: [`/designer/${record.id}`] },
  );
  return userEvent.setup();
}
