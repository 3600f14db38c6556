import { describe, expect, it } from 'vitest';
import {
  asBuildInfo,
  asMeResponse,
  asRuntimeConfig,
  asTokenPair,
  isTokenPair,
  problemText,
  UnexpectedResponseError,
} from './response-guards';

describe('response guards', () => {
  it('accepts a token pair and rejects anything without both tokens', () => {
    expect(asTokenPair({ accessToken: 'a', refreshToken: 'r', extra: 1 })).toEqual({
      accessToken: 'a',
      refreshToken: 'r',
    });
    expect(isTokenPair({ accessToken: 'a' })).toBe(false);
    expect(isTokenPair('<html>')).toBe(false);
    expect(() => asTokenPair({ accessToken: 1, refreshToken: 'r' })).toThrow(UnexpectedResponseError);
  });

  it('requires user and company in /me', () => {
    const me = {
      user: { id: 'u', userName: 'anna', displayName: 'Anna', role: 'admin' },
      company: { id: 'c' },
    };
    expect(asMeResponse(me)).toBe(me);
    expect(() => asMeResponse({ user: { userName: 'anna' } })).toThrow(UnexpectedResponseError);
    expect(() => asMeResponse(null)).toThrow(UnexpectedResponseError);
  });

  it('reads the detail of a problem, else its title', () => {
    expect(problemText({ title: 'Not Found', status: 404, detail: 'Projekt nicht gefunden' })).toBe(
      'Projekt nicht gefunden',
    );
    expect(problemText({ title: 'Not Found', status: 404 })).toBe('Not Found');
    expect(problemText('plain text')).toBeUndefined();
  });

  it('checks the runtime configuration field by field', () => {
    expect(asRuntimeConfig({ servedByVendoc: true, mapsApiKey: null, version: '1.0.0' })).toEqual({
      servedByVendoc: true,
      mapsApiKey: null,
      version: '1.0.0',
    });
    expect(() => asRuntimeConfig({ servedByVendoc: 'yes', mapsApiKey: null, version: '1' })).toThrow(
      UnexpectedResponseError,
    );
    expect(() => asRuntimeConfig({ servedByVendoc: true, mapsApiKey: 5, version: '1' })).toThrow(
      UnexpectedResponseError,
    );
  });

  it('requires an id and a timestamp in the build info', () => {
    expect(asBuildInfo({ id: 'b1', timestamp: 5 })).toEqual({ id: 'b1', timestamp: 5 });
    expect(() => asBuildInfo({ id: 'b1' })).toThrow(UnexpectedResponseError);
  });
});
