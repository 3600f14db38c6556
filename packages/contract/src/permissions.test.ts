import { describe, expect, it } from 'vitest';
import { roleSchema } from './auth';
import { can, PERMISSIONS, ROLE_PERMISSIONS, type Permission } from './permissions';

const allowed = (role: 'admin' | 'office' | 'fitter') =>
  PERMISSIONS.filter((permission) => can(role, permission));

describe('permissions', () => {
  it('lets fitters read clients, projects, BoQs and service catalogs, work with files, measure, read (delivery notes of) order documents and the company, work with smart notes, write the site diary, see plans and place pins, nothing else', () => {
    expect(allowed('fitter')).toEqual([
      'clients:read',
      'projects:read',
      'files:read',
      'files:write',
      'boqs:read',
      'catalogs:read',
      'surveys:write',
      'orderDocuments:read',
      'company:read',
      'smartNotes:read',
      'smartNotes:write',
      'constructionNotes:read',
      'constructionNotes:write',
      'plans:read',
      'planPins:write',
    ]);
  });

  it('lets office staff and administrators sign site diary days, not fitters', () => {
    expect(can('office', 'constructionNotes:sign')).toBe(true);
    expect(can('admin', 'constructionNotes:sign')).toBe(true);
    expect(can('fitter', 'constructionNotes:sign')).toBe(false);
  });

  it('lets office staff and administrators export a project, not fitters (the export holds invoices)', () => {
    expect(can('office', 'projects:export')).toBe(true);
    expect(can('admin', 'projects:export')).toBe(true);
    expect(can('fitter', 'projects:export')).toBe(false);
  });

  it('lets office staff also edit clients and projects and delete projects, not company settings or users', () => {
    const office = allowed('office');
    for (const permission of [
      'clients:write',
      'projects:write',
      'projects:delete',
      'boqs:write',
      'catalogs:write',
      'surveys:write',
      'surveys:delete',
      'surveys:approve',
      'surveyTemplates:write',
      'orderDocuments:read',
      'orderDocuments:write',
      'plans:write',
    ] satisfies Permission[]) {
      expect(office).toContain(permission);
    }
    expect(can('office', 'company:write')).toBe(false);
    expect(can('office', 'users:manage')).toBe(false);
    expect(can('fitter', 'surveys:approve')).toBe(false);
    expect(can('fitter', 'surveys:delete')).toBe(false);
    expect(can('fitter', 'surveyTemplates:write')).toBe(false);
    expect(can('fitter', 'orderDocuments:write')).toBe(false);
    expect(can('fitter', 'plans:write')).toBe(false);
  });

  it('gives administrators every permission and names a list for every role', () => {
    expect(allowed('admin')).toEqual([...PERMISSIONS]);
    expect(Object.keys(ROLE_PERMISSIONS).sort()).toEqual([...roleSchema.options].sort());
  });
});
