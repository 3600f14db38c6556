import { describe, expect, it } from 'vitest';
import { mayOpenCompanySettings } from './company-settings-access';

describe('who is offered the company settings', () => {
  it('admins (the company) and office staff (the text snippets), not fitters', () => {
    expect(mayOpenCompanySettings('admin')).toBe(true);
    expect(mayOpenCompanySettings('office')).toBe(true);
    expect(mayOpenCompanySettings('fitter')).toBe(false);
  });
});
