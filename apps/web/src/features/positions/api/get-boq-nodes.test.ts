import { QueryClient, InfiniteQueryObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../../lib/http/test-client';
import { apiStub } from '../../../lib/testing/fake-api';
import { BOQ_ID, inTreeOrder, sampleNodes } from '../testing/boq-fixtures';
import { boqKeys } from '../../../entities/boq/boq-keys';
import {
  applyToNodes,
  boqNodesQueryOptions,
  cachedNode,
  updateCachedNodes,
  type NodesData,
} from './get-boq-nodes';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));

const nodes = inTreeOrder(sampleNodes());
const [first, second] = [nodes.slice(0, 5), nodes.slice(5)];

beforeEach(() => apiStub.reset());

describe('tree pages', () => {
  it('asks for a small first page, then large pages by cursor', async () => {
    apiStub.on('GET', `/api/v1/boqs/${BOQ_ID}/nodes`, (request) =>
      request.query.get('cursor') === null
        ? { status: 200, data: { items: first, nextCursor: 'c5', total: nodes.length } }
        : { status: 200, data: { items: second, nextCursor: null, total: nodes.length } },
    );
    const queryClient = new QueryClient();
    const observer = new InfiniteQueryObserver(queryClient, boqNodesQueryOptions(BOQ_ID));
    await observer.refetch();
    await observer.fetchNextPage();
    expect(apiStub.requests('GET', `/api/v1/boqs/${BOQ_ID}/nodes`).map((request) => request.url)).toEqual([
      `/api/v1/boqs/${BOQ_ID}/nodes?limit=300`,
      `/api/v1/boqs/${BOQ_ID}/nodes?limit=5000&cursor=c5`,
    ]);
    expect(observer.getCurrentResult().hasNextPage).toBe(false);
    expect(cachedNode(queryClient, BOQ_ID, (second[0] ?? nodes[0])!.id)).toEqual(second[0]);
  });

  it('keeps an edit stored while a page was on its way (the page fetch writes back the pages it began with)', async () => {
    const secondPage = deferred<void>();
    apiStub.on('GET', `/api/v1/boqs/${BOQ_ID}/nodes`, async (request) => {
      if (request.query.get('cursor') === null) {
        return { status: 200, data: { items: first, nextCursor: 'c5', total: nodes.length } };
      }
      await secondPage.promise;
      return { status: 200, data: { items: second, nextCursor: null, total: nodes.length } };
    });
    const queryClient = new QueryClient();
    const observer = new InfiniteQueryObserver(queryClient, boqNodesQueryOptions(BOQ_ID));
    await observer.refetch();
    const loading = observer.fetchNextPage();

    const edited = { ...(first[2] ?? nodes[0])!, unitPrice: '99.000', version: 9 };
    applyToNodes(queryClient, BOQ_ID, () =>
      updateCachedNodes(queryClient, BOQ_ID, (node) => (node.id === edited.id ? edited : undefined)),
    );
    expect(cachedNode(queryClient, BOQ_ID, edited.id)).toEqual(edited);

    secondPage.resolve();
    await loading;
    const data = queryClient.getQueryData<NodesData>(boqKeys.nodes(BOQ_ID));
    expect(data?.pages).toHaveLength(2);
    expect(cachedNode(queryClient, BOQ_ID, edited.id)).toEqual(edited);
  });
});
