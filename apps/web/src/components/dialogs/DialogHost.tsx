import { useStore } from 'zustand';
import { dialogStore } from '../../lib/dialogs/dialog-service';
import { getBaseUrl } from '../../lib/startup/base-url';
import { LoginDialog } from './LoginDialog';
import { ServerUrlDialog } from './ServerUrlDialog';

/** Shows the oldest pending prompt of the dialog service; mounted once by the app. */
export function DialogHost() {
  const request = useStore(dialogStore, (state) => state.queue[0]);
  if (!request) return null;
  if (request.kind === 'login') {
    return (
      <LoginDialog
        key={request.id}
        attempt={request.attempt}
        onSubmit={request.resolve}
        onCancel={() => request.resolve(null)}
      />
    );
  }
  return (
    <ServerUrlDialog
      key={request.id}
      initialValue={getBaseUrl()}
      onSubmit={request.resolve}
      onCancel={() => request.resolve(null)}
    />
  );
}
