// Graph algorithms of the survey calculation (calculate.ts): evaluation order and cycles of the references
// between lines and variables. Node ids are indices; `edges[node]` lists what the node depends on.

/**
 * Tarjan's strongly connected components, iteratively. Edges point from a node to what it depends on; components
 * come out dependencies first, so evaluating them in order finds every dependency done.
 */
export function stronglyConnectedComponents(edges: readonly (readonly number[])[]): number[][] {
  const count = edges.length;
  const index = new Int32Array(count).fill(-1);
  const low = new Int32Array(count);
  const onStack = new Uint8Array(count);
  const stack: number[] = [];
  const components: number[][] = [];
  const frames: number[] = [];
  const edgePositions: number[] = [];
  let next = 0;
  for (let root = 0; root < count; root += 1) {
    if (index[root] !== -1) continue;
    frames.push(root);
    edgePositions.push(0);
    index[root] = low[root] = next++;
    stack.push(root);
    onStack[root] = 1;
    while (frames.length > 0) {
      const top = frames.length - 1;
      const node = frames[top] as number;
      const targets = edges[node] as readonly number[];
      const position = edgePositions[top] as number;
      if (position < targets.length) {
        edgePositions[top] = position + 1;
        const target = targets[position] as number;
        if (index[target] === -1) {
          index[target] = low[target] = next++;
          stack.push(target);
          onStack[target] = 1;
          frames.push(target);
          edgePositions.push(0);
        } else if (onStack[target] === 1) {
          low[node] = Math.min(low[node] as number, index[target] as number);
        }
        continue;
      }
      frames.pop();
      edgePositions.pop();
      if (frames.length > 0) {
        const parent = frames[frames.length - 1] as number;
        low[parent] = Math.min(low[parent] as number, low[node] as number);
      }
      if (low[node] === index[node]) {
        const component: number[] = [];
        let member: number;
        do {
          member = stack.pop() as number;
          onStack[member] = 0;
          component.push(member);
        } while (member !== node);
        components.push(component);
      }
    }
  }
  return components;
}

/** Shortest path from `start` back to itself inside the component `members` (breadth-first), both ends included. */
export function shortestCycle(
  edges: readonly (readonly number[])[],
  start: number,
  members: ReadonlySet<number>,
): number[] {
  const previous = new Map<number, number>();
  const queue: number[] = [start];
  for (let head = 0; head < queue.length; head += 1) {
    const node = queue[head] as number;
    for (const target of edges[node] as number[]) {
      if (!members.has(target)) continue;
      if (target === start) {
        const backwards = [node];
        for (let at = node; at !== start;) {
          at = previous.get(at) as number;
          backwards.push(at);
        }
        return [...backwards.reverse(), start];
      }
      if (!previous.has(target)) {
        previous.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
