import { describe, expect, it } from 'vitest';
import { UnsecuredJWT } from 'jose';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  getSignedInUserId,
  storeTokens,
} from './token-storage';

describe('token storage (SPEC.md section 3)', () => {
  it('writes the access token under both keys and the refresh token under refreshToken', () => {
    storeTokens({ accessToken: 'acc', refreshToken: 'ref' });

    expect(localStorage.getItem('access_token')).toBe('acc');
    expect(localStorage.getItem('accessToken')).toBe('acc');
    expect(localStorage.getItem('refreshToken')).toBe('ref');
    expect(getAccessToken()).toBe('acc');
    expect(getRefreshToken()).toBe('ref');
  });

  it('reads access_token first and falls back to accessToken', () => {
    localStorage.setItem('accessToken', 'legacy');
    expect(getAccessToken()).toBe('legacy');

    localStorage.setItem('access_token', 'current');
    expect(getAccessToken()).toBe('current');
  });

  it('returns null when nothing is stored', () => {
    expect(getAccessToken()).toBeNull();
    expect(getRefreshToken()).toBeNull();
  });

  it('clears every token key', () => {
    storeTokens({ accessToken: 'acc', refreshToken: 'ref' });
    clearTokens();

    expect(localStorage.getItem('access_token')).toBeNull();
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it("names the signed-in person by the access token's subject, and nobody without a readable token", () => {
    const token = new UnsecuredJWT({ companyId: 'c1', role: 'fitter' }).setSubject('user-7').encode();
    storeTokens({ accessToken: token, refreshToken: 'ref' });
    expect(getSignedInUserId()).toBe('user-7');

    storeTokens({ accessToken: 'not-a-jwt', refreshToken: 'ref' });
    expect(getSignedInUserId()).toBeNull();
    clearTokens();
    expect(getSignedInUserId()).toBeNull();
  });
});
