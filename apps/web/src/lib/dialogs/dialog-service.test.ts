import { describe, expect, it } from 'vitest';
import { dialogStore, promptLogin, promptServerUrl } from './dialog-service';

function current() {
  const request = dialogStore.getState().queue[0];
  if (!request) throw new Error('no open dialog');
  return request;
}

describe('dialog service', () => {
  it('opens one login dialog for concurrent callers and gives all of them the answer', async () => {
    const first = promptLogin();
    const second = promptLogin();

    expect(dialogStore.getState().queue).toHaveLength(1);
    const request = current();
    if (request.kind !== 'login') throw new Error('expected the login dialog');
    request.resolve({ userName: 'anna', password: 'pw' });

    await expect(first).resolves.toEqual({ userName: 'anna', password: 'pw' });
    await expect(second).resolves.toEqual({ userName: 'anna', password: 'pw' });
    expect(dialogStore.getState().queue).toHaveLength(0);
  });

  it('queues different prompts and opens a new one after the previous was answered', async () => {
    const address = promptServerUrl();
    const credentials = promptLogin();
    expect(dialogStore.getState().queue.map((request) => request.kind)).toEqual(['serverUrl', 'login']);

    const addressRequest = current();
    if (addressRequest.kind !== 'serverUrl') throw new Error('expected the address dialog');
    addressRequest.resolve(null);
    await expect(address).resolves.toBeNull();
    expect(current().kind).toBe('login');

    const again = promptServerUrl();
    expect(again).not.toBe(address);
    expect(dialogStore.getState().queue.map((request) => request.kind)).toEqual(['login', 'serverUrl']);

    const loginRequest = current();
    if (loginRequest.kind !== 'login') throw new Error('expected the login dialog');
    loginRequest.resolve(null);
    await expect(credentials).resolves.toBeNull();
  });
});
