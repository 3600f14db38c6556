import { describe, expect, it } from 'vitest';
import { assembleBody, bodySkeleton, flattenBody, type AssemblyNode } from './flat';
import { readGaeb } from './reader';
import { sampleBytes, sampleNames } from './test-support/samples';

const readable = sampleNames().filter((name) => name !== 'nonconforming.x83');

const toAssembly = (nodes: ReturnType<typeof flattenBody>): AssemblyNode[] =>
  nodes.map((node, index) => ({
    key: String(index),
    parentKey: node.parent === null ? null : String(node.parent),
    list: node.list,
    entry: node.entry,
  }));

describe('flattenBody / assembleBody', () => {
  it.each(readable)('%s: assembling the flattened body gives the body back', (name) => {
    const boq = readGaeb(sampleBytes(name)).document.award?.boq;
    if (!boq) return expect(name).toBe('minimal.x83'); // the one sample without a bill of quantities
    const nodes = flattenBody(boq.body);
    expect(nodes.length).toBeGreaterThan(0);
    expect(assembleBody(bodySkeleton(boq.body), toAssembly(nodes))).toEqual(boq.body);
  });

  it('lists nodes depth first with parent indexes, depths and lists', () => {
    const boq = readGaeb(sampleBytes('boq.x83')).document.award!.boq!;
    const nodes = flattenBody(boq.body);
    for (const [index, node] of nodes.entries()) {
      if (node.parent === null) {
        expect(node.depth).toBe(0);
        continue;
      }
      expect(node.parent).toBeLessThan(index);
      const parent = nodes[node.parent]!;
      expect(parent.entry.kind).toBe('category');
      expect(node.depth).toBe(parent.depth + 1);
    }
    const itemNodes = nodes.filter((node) => node.entry.kind === 'item');
    expect(itemNodes.every((node) => node.list === 'itemlist')).toBe(true);
    // Categories are stored without their children.
    const category = nodes.find((node) => node.entry.kind === 'category')!.entry;
    expect(category.kind === 'category' && category.body?.entries).toEqual([]);
  });

  it('refuses a child before its parent', () => {
    const boq = readGaeb(sampleBytes('boq.x83')).document.award!.boq!;
    const nodes = toAssembly(flattenBody(boq.body)).reverse();
    expect(() => assembleBody(bodySkeleton(boq.body), nodes)).toThrow(/parent/);
  });
});
