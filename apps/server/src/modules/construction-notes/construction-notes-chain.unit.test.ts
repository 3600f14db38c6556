import { describe, expect, it } from 'vitest';
import { canonicalJson, chainHash, verifyChain, type ChainLink } from './construction-notes-chain';

function chain(contents: unknown[]): ChainLink[] {
  const links: ChainLink[] = [];
  contents.forEach((signedContent, index) => {
    const previousHash = links.at(-1)?.hash ?? null;
    links.push({
      id: `n${index + 1}`,
      date: `2026-11-0${index + 1}`,
      chainPosition: index + 1,
      previousHash,
      hash: chainHash(signedContent, previousHash),
      signedContent,
    });
  });
  return links;
}

describe('construction note hash chain', () => {
  it('writes the same canonical JSON whatever the order of keys', () => {
    expect(canonicalJson({ b: [{ y: 1, x: '2' }], a: null })).toBe('{"a":null,"b":[{"x":"2","y":1}]}');
    expect(chainHash({ a: 1, b: 2 }, null)).toBe(chainHash({ b: 2, a: 1 }, null));
  });

  it('verifies an untouched chain', () => {
    const states = verifyChain(chain([{ remarks: 'Tag 1' }, { remarks: 'Tag 2' }, { remarks: 'Tag 3' }]));
    expect([...states.values()]).toEqual(['verified', 'verified', 'verified']);
  });

  it('breaks at a changed day and every later one', () => {
    const links = chain([{ remarks: 'Tag 1' }, { remarks: 'Tag 2' }, { remarks: 'Tag 3' }]);
    links[1] = { ...links[1]!, signedContent: { remarks: 'Tag 2, nachträglich geändert' } };
    expect([...verifyChain(links).values()]).toEqual(['verified', 'broken', 'broken']);
  });

  it('breaks where a signed day was removed', () => {
    const links = chain([{ remarks: 'Tag 1' }, { remarks: 'Tag 2' }, { remarks: 'Tag 3' }]);
    expect([...verifyChain([links[0]!, links[2]!]).values()]).toEqual(['verified', 'broken']);
  });
});
