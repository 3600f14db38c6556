import type { Folder } from '@vendoc/contract/files';
import { describe, expect, it } from 'vitest';
import { childFolders, folderOptions, folderPath, subtreeIds } from './folder-tree';

const STAMP = '2026-03-01T10:00:00.000Z';
const folder = (id: string, name: string, parentId: string | null): Folder => ({
  id,
  projectId: 'p',
  parentId,
  name,
  version: 1,
  createdAt: STAMP,
  updatedAt: STAMP,
});

const FOLDERS = [
  folder('plans', 'Pläne', null),
  folder('ground', 'Erdgeschoss', 'plans'),
  folder('upper', 'Obergeschoss', 'plans'),
  folder('photos', 'Fotos', null),
  folder('detail', 'Details', 'ground'),
];

describe('folder tree', () => {
  it('names the path from the top level down', () => {
    expect(folderPath(FOLDERS, 'detail').map((entry) => entry.name)).toEqual([
      'Pläne',
      'Erdgeschoss',
      'Details',
    ]);
    expect(folderPath(FOLDERS, null)).toEqual([]);
    expect(folderPath(FOLDERS, 'missing')).toEqual([]);
  });

  it('lists a folder’s children by name', () => {
    expect(childFolders(FOLDERS, null).map((entry) => entry.name)).toEqual(['Fotos', 'Pläne']);
    expect(childFolders(FOLDERS, 'plans').map((entry) => entry.name)).toEqual([
      'Erdgeschoss',
      'Obergeschoss',
    ]);
  });

  it('finds a folder and everything below it', () => {
    expect([...subtreeIds(FOLDERS, 'plans')].sort()).toEqual(['detail', 'ground', 'plans', 'upper']);
  });

  it('offers the tree depth first, without a moved folder’s subtree', () => {
    const options = folderOptions(FOLDERS, subtreeIds(FOLDERS, 'ground'));
    expect(options.map(({ folder: entry, depth }) => `${depth}:${entry.name}`)).toEqual([
      '0:Fotos',
      '0:Pläne',
      '1:Obergeschoss',
    ]);
  });

  it('survives a cycle in a bad answer', () => {
    const looped = [folder('a', 'A', 'b'), folder('b', 'B', 'a')];
    expect(folderPath(looped, 'a').length).toBeLessThanOrEqual(3);
  });
});
